/**
 * A small seeded pseudo-random generator for the demo data (no dependency): mulberry32 for the
 * stream, and a 32-bit integer mix that is a bijection (so `mix32(i)` never repeats for
 * distinct `i`, which makes collision-free submission ids).
 */

/** The mulberry32 generator: a float in [0, 1) per call. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A bijective 32-bit integer hash (xor-shift-multiply). */
export function mix32(value: number): number {
  let x = value >>> 0;
  x = Math.imul((x >>> 16) ^ x, 0x45d9f3b) >>> 0;
  x = Math.imul((x >>> 16) ^ x, 0x45d9f3b) >>> 0;
  return ((x >>> 16) ^ x) >>> 0;
}

/** A 32-bit hash of a string (FNV-1a), to derive independent streams from labels. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash;
}

/** Convenience draws over one seeded stream. */
export class Prng {
  readonly #next: () => number;

  constructor(readonly seed: number) {
    this.#next = mulberry32(seed);
  }

  /** An independent stream for one part of the data, so parts do not shift each other. */
  fork(label: string): Prng {
    return new Prng(mix32(this.seed ^ hashString(label)));
  }

  /** A float in [0, 1). */
  next(): number {
    return this.#next();
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.#next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.#next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.#next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }

  /** One of the values, drawn with the given weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.#next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (last === undefined) throw new Error("weighted pick from an empty list");
    return last[0];
  }

  /** `count` hexadecimal digits. */
  hex(count: number): string {
    let text = "";
    while (text.length < count) {
      text += Math.floor(this.#next() * 4294967296)
        .toString(16)
        .padStart(8, "0");
    }
    return text.slice(0, count);
  }

  /** A UUID-like string, the random source the SDK's `shortId` takes. */
  uuid(): string {
    const hex = this.hex(32);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}
