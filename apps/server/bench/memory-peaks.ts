/**
 * The peak growth of this process's memory while some work runs, sampled every 100 ms after a
 * collection (`--expose-gc`): resident memory, V8's heap in use (JavaScript objects; includes
 * garbage not yet collected), memory outside it (Buffers) and, on PGlite, its WebAssembly
 * memory (in neither of the two: `wasmMemoryBytes` of the database handle).
 */
export interface MemoryPeaks {
  readonly rssMb: number;
  readonly heapMb: number;
  readonly externalMb: number;
  /** PGlite only: the growth of its WebAssembly memory. */
  readonly wasmMb?: number | undefined;
}

/**
 * `BENCH_MEMORY_LIVE=1` (with `--expose-gc`): each sample collects first, every second, so the
 * heap's peak is what was alive, not garbage waiting for a collection (it slows the work).
 */
const live = process.env.BENCH_MEMORY_LIVE === "1" && global.gc !== undefined;

export const memoryMode = (): string =>
  live ? "live: collected before each sample, every second" : "sampled every 100 ms";

export function watchMemoryPeaks(wasmBytes?: () => number): { stop: () => MemoryPeaks } {
  global.gc?.();
  const before = process.memoryUsage();
  const wasmBefore = wasmBytes?.() ?? 0;
  let rss = before.rss;
  let heap = before.heapUsed;
  let external = before.external;
  const sample = () => {
    if (live) global.gc?.();
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
    external = Math.max(external, now.external);
  };
  // Work that never yields to the event loop is sampled once, when it ends.
  const sampler = setInterval(sample, live ? 1000 : 100);
  const mb = (bytes: number) => bytes / 1024 / 1024;
  return {
    stop: () => {
      clearInterval(sampler);
      sample();
      return {
        rssMb: mb(rss - before.rss),
        heapMb: mb(heap - before.heapUsed),
        externalMb: mb(external - before.external),
        // It never shrinks: its size at the end is its peak.
        wasmMb: wasmBytes === undefined ? undefined : mb(wasmBytes() - wasmBefore),
      };
    },
  };
}

export const describePeaks = ({ rssMb, heapMb, externalMb, wasmMb }: MemoryPeaks): string =>
  `RSS +${rssMb.toFixed(0)} MB (peaks: V8 heap +${heapMb.toFixed(0)} MB, external +${externalMb.toFixed(0)} MB${wasmMb === undefined ? "" : `, PGlite's WebAssembly memory +${wasmMb.toFixed(0)} MB`})`;
