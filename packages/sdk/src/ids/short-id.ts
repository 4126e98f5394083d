/** Length of a generated id (spec §9). */
export const SHORT_ID_LENGTH = 6;
/** Re-rolls allowed before giving up when ids keep being taken. */
export const SHORT_ID_MAX_ATTEMPTS = 10;

/** A source of UUID-like strings (hex digits, hyphens ignored). */
export type RandomUuid = () => string;
/** Whether an id is already taken; may ask the server (`HEAD /ids/{id}/`). */
export type IsIdUsed = (id: string) => boolean | Promise<boolean>;

export interface ShortIdOptions {
  readonly length?: number;
  /** Injectable randomness; defaults to `crypto.randomUUID` (or `getRandomValues`). */
  readonly random?: RandomUuid;
}

export interface UniqueShortIdOptions extends ShortIdOptions {
  readonly isUsed: IsIdUsed;
  readonly maxAttempts?: number;
}

export type ShortIdResult =
  | { readonly ok: true; readonly id: string; readonly attempts: number }
  | { readonly ok: false; readonly reason: "maxAttemptsExceeded"; readonly attempts: number }
  | {
      readonly ok: false;
      readonly reason: "checkFailed";
      readonly attempts: number;
      readonly cause: unknown;
    };

function defaultRandom(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function roll(length: number, random: RandomUuid): string {
  let hex = "";
  // A UUID gives 32 hex digits; longer ids draw more than one.
  for (let draws = 0; hex.length < length; draws += 1) {
    if (draws > length) throw new Error("shortId: the random source gives no hexadecimal digits");
    hex += random()
      .toLowerCase()
      .replace(/[^0-9a-f]/g, "");
  }
  return hex.slice(0, length);
}

function checkLength(length: number): number {
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError(`shortId: length must be a positive integer, got ${length}`);
  }
  return length;
}

/**
 * A short lowercase-hex id cut from a UUID-like string (spec §5, §9). Given `isUsed`, it re-rolls
 * until an unused id comes up, at most `maxAttempts` times, and reports the outcome instead of
 * looping forever or throwing.
 */
export function shortId(options?: ShortIdOptions): string;
export function shortId(options: UniqueShortIdOptions): Promise<ShortIdResult>;
export function shortId(
  options: ShortIdOptions | UniqueShortIdOptions = {},
): string | Promise<ShortIdResult> {
  const length = checkLength(options.length ?? SHORT_ID_LENGTH);
  const random = options.random ?? defaultRandom;
  if (!("isUsed" in options)) return roll(length, random);
  return rollUnused(length, random, options.isUsed, options.maxAttempts ?? SHORT_ID_MAX_ATTEMPTS);
}

async function rollUnused(
  length: number,
  random: RandomUuid,
  isUsed: IsIdUsed,
  maxAttempts: number,
): Promise<ShortIdResult> {
  for (let attempts = 1; attempts <= maxAttempts; attempts += 1) {
    const id = roll(length, random);
    let used: boolean;
    try {
      used = await isUsed(id);
    } catch (cause) {
      return { ok: false, reason: "checkFailed", attempts, cause };
    }
    if (!used) return { ok: true, id, attempts };
  }
  return { ok: false, reason: "maxAttemptsExceeded", attempts: Math.max(0, maxAttempts) };
}
