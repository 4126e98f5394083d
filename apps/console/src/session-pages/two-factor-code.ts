/**
 * The second-step code as typed or pasted: authenticator apps show "123 456", recovery codes
 * are printed "1234-5678", and some paste a trailing newline. Only the digits count, at most
 * eight of them (the longest code the contract accepts), so the field never holds what the
 * server would refuse for its shape.
 */
import { TWO_FACTOR_CODE_PATTERN } from "@canvass/machines";

export const TWO_FACTOR_CODE_MAX_LENGTH = 8;

export function normalizeCode(raw: string): string {
  return raw.replace(/\D+/g, "").slice(0, TWO_FACTOR_CODE_MAX_LENGTH);
}

/** Whether a (normalised) code has the contract's shape: 6 to 8 digits. */
export function isCompleteCode(code: string): boolean {
  return TWO_FACTOR_CODE_PATTERN.test(code);
}
