/**
 * PGlite's shared buffers sized to its data (decision 0095). PGlite starts PostgreSQL with
 * `shared_buffers = 128MB`; against a million submissions (2 GB of relations) every list, export
 * and import then reads and writes its pages through WebAssembly's file calls again and again.
 * With the buffers as large as the data, up to 1 GB, an export ran twice as fast and an import a
 * quarter faster. The buffers are resident from the start (Emscripten zeroes the segment), so
 * they follow the data's size at each start, and stay within a quarter of the machine's (or the
 * container's) memory and half of PGlite's 2 GB WebAssembly memory.
 */
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";

const MIB = 1024 * 1024;
/** PGlite's own `shared_buffers`: used as it is when the data needs no more. */
export const PGLITE_DEFAULT_BUFFERS_MIB = 128;
/** Half of PGlite's WebAssembly memory (2 GB), leaving the rest to sorts, caches and results. */
export const PGLITE_MAX_BUFFERS_MIB = 1024;
/** Sizes are rounded up to this step. */
const STEP_MIB = 64;

/**
 * The `shared_buffers` for data of `dataBytes` on a machine of `totalMemoryBytes`, in MiB: the
 * data's size rounded up to 64 MiB, at least PGlite's 128 MiB, at most 1 GiB and a quarter of
 * the machine's memory.
 */
export function pgliteBuffersMib(dataBytes: number, totalMemoryBytes: number): number {
  const wanted = Math.ceil(Math.max(0, dataBytes) / MIB / STEP_MIB) * STEP_MIB;
  const machine = Math.floor(totalMemoryBytes / 4 / MIB / STEP_MIB) * STEP_MIB;
  const most = Math.max(PGLITE_DEFAULT_BUFFERS_MIB, Math.min(PGLITE_MAX_BUFFERS_MIB, machine));
  return Math.min(most, Math.max(PGLITE_DEFAULT_BUFFERS_MIB, wanted));
}

/**
 * The memory this process may use: the machine's, or a container's limit when one is set
 * (`process.constrainedMemory()`; Node reports no limit as 0 or as the largest 64-bit number).
 */
export function availableMemory(total: number, constrained: number): number {
  return constrained > 0 && constrained < total ? constrained : total;
}

/** The bytes of the files under `dir`, all levels; 0 when it does not exist. */
export async function directoryBytes(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let total = 0;
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += await directoryBytes(path);
    else if (entry.isFile()) total += (await stat(path)).size;
  }
  return total;
}

/**
 * The settings PGlite starts with for the data directory `dataDir`: the given ones, plus
 * `shared_buffers` sized to the relations under `base/` when none is given and the data needs
 * more than PGlite's own. An in-memory database keeps PGlite's.
 */
export async function pgliteStartSettings(
  dataDir: string,
  settings: readonly string[],
  totalMemoryBytes: number,
): Promise<readonly string[]> {
  if (dataDir.includes("://")) return settings;
  if (settings.some((setting) => /^\s*shared_buffers\s*=/i.test(setting))) return settings;
  const mib = pgliteBuffersMib(await directoryBytes(join(dataDir, "base")), totalMemoryBytes);
  return mib === PGLITE_DEFAULT_BUFFERS_MIB ? settings : [...settings, `shared_buffers=${mib}MB`];
}
