import {
  allowsNegative,
  formatNumberMask,
  NUMBER_MASK_DECIMALS,
  NUMBER_MASK_RADIX,
  parseNumberMask,
  type NumberMaskOptions,
} from "@canvass/sdk/masks";

/** Reads the shape of a number (sign, digits, radix, decimals) without the range check. */
function parseShape(text: string, options: NumberMaskOptions): number | null {
  return parseNumberMask(text, {
    decimals: options.decimals ?? NUMBER_MASK_DECIMALS,
    radix: options.radix ?? NUMBER_MASK_RADIX,
    min: allowsNegative(options.min) ? -Infinity : 0,
  });
}

/**
 * The text a number-mask field takes while typing, or null to refuse the keystroke. A typed "."
 * becomes the comma radix; a minus sign is accepted only when the minimum is negative; no more
 * decimals than allowed. The range itself is not enforced while typing (so "1" can become "12"
 * when the minimum is 5): the value stays null until it is in range, and blur clamps it.
 */
export function acceptNumberMaskTyping(raw: string, options: NumberMaskOptions): string | null {
  const radix = options.radix ?? NUMBER_MASK_RADIX;
  const compact = raw.replace(/\s/g, "");
  const text = radix === "," ? compact.replace(/\./g, ",") : compact;
  if (text === "") return text;
  // "-", "," and "12," are unfinished numbers: complete them with a 0 to check their shape.
  const complete = /[-,.]$/.test(text) ? `${text}0` : text;
  return parseShape(complete, options) === null ? null : text;
}

/**
 * The text a number-mask field commits on blur: the SDK's formatting of what was typed (clamped
 * into range, rounded, with the radix: "25" → "25,00"), or "" when it is not a number ("-").
 */
export function commitNumberMask(text: string, options: NumberMaskOptions): string {
  const value = parseShape(text, options);
  return value === null ? "" : formatNumberMask(value, options);
}
