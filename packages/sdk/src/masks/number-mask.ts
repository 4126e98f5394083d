// Number mask (spec §5): 2 decimals and a comma radix by default; a minus sign only when the
// minimum is negative. No thousands separator.

export type NumberRadix = "," | ".";

export interface NumberMaskOptions {
  readonly decimals?: number;
  readonly radix?: NumberRadix;
  readonly min?: number;
  readonly max?: number;
}

export const NUMBER_MASK_DECIMALS = 2;
export const NUMBER_MASK_RADIX: NumberRadix = ",";

/** Negative numbers are allowed only when the minimum is negative. */
export function allowsNegative(min: number | undefined): boolean {
  return min !== undefined && min < 0;
}

/** Rounds half away from zero on the decimal text (so 1.005 → 1.01, not 1.00). */
function round(value: number, decimals: number): number {
  const sign = value < 0 ? -1 : 1;
  const [mantissa = "0", exponent = "0"] = String(Math.abs(value)).split("e");
  const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + decimals}`));
  const [m = "0", e = "0"] = String(shifted).split("e");
  return sign * Number(`${m}e${Number(e) - decimals}`);
}

/**
 * The masked text of a value, as the mask commits it: clamped into the allowed range (the lower
 * bound is 0 unless `min` is negative), rounded to `decimals`, with `radix`. "" when not finite.
 */
export function formatNumberMask(
  value: number,
  { decimals = NUMBER_MASK_DECIMALS, radix = NUMBER_MASK_RADIX, min, max }: NumberMaskOptions = {},
): string {
  if (!Number.isFinite(value)) return "";
  const lower = min !== undefined && min < 0 ? min : Math.max(0, min ?? 0);
  const clamped = Math.min(Math.max(value, lower), max ?? Infinity);
  const rounded = round(clamped, decimals);
  const text = (Object.is(rounded, -0) ? 0 : rounded).toFixed(decimals);
  return radix === "." ? text : text.replace(".", radix);
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Reads masked text back to a number; `null` when empty, malformed, with more than `decimals`
 * decimals, negative without a negative minimum, or outside [min, max]. A "." is read as the radix
 * too (the usual mask keeps that key mapped to the radix).
 */
export function parseNumberMask(
  text: string,
  { decimals = NUMBER_MASK_DECIMALS, radix = NUMBER_MASK_RADIX, min, max }: NumberMaskOptions = {},
): number | null {
  const radixes = escapeForRegExp(radix === "," ? ",." : ".");
  const fraction = decimals > 0 ? `(?:[${radixes}](\\d{0,${decimals}}))?` : "";
  const sign = allowsNegative(min) ? "-?" : "";
  const match = new RegExp(`^(${sign})(\\d*)${fraction}$`).exec(text.trim());
  if (!match) return null;
  const [, minus = "", whole = "", decimalsText = ""] = match;
  if (whole === "" && decimalsText === "") return null;
  const value = Number(
    `${minus}${whole === "" ? "0" : whole}.${decimalsText === "" ? "0" : decimalsText}`,
  );
  const result = Object.is(value, -0) ? 0 : value;
  if (min !== undefined && result < min) return null;
  if (max !== undefined && result > max) return null;
  return result;
}
