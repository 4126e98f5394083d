import { applyDateMask, DATE_MASK_PATTERN } from "@canvass/sdk/masks";

/** The text of a date-mask field after an edit, and where the caret goes. */
export interface MaskedEdit {
  readonly text: string;
  readonly caret: number;
}

/** How many digits the mask holds ("dd.mm.yyyy" → 8). */
const MAX_DIGITS = DATE_MASK_PATTERN.replace(/[^dmy]/gi, "").length;

const digitsOf = (text: string): string => text.replace(/\D/g, "");

/** The position just after the `count`-th digit of `text` (0 when count is 0). */
export function positionAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/**
 * Applies the SDK's date mask to what the input holds after an edit, keeping the caret after the
 * same digit. Deleting only a dot deletes the digit beside it instead (else the mask would put
 * the dot straight back), and typing into a full date is refused rather than pushing a digit out.
 *
 * @param previous the masked text before the edit
 * @param raw the input's value after the edit (before masking)
 * @param caret the caret position in `raw`
 * @param inputType the `InputEvent.inputType` of the edit ("insertText", "deleteContentBackward"…)
 */
export function editDateMask(
  previous: string,
  raw: string,
  caret: number,
  inputType: string,
): MaskedEdit {
  let digits = digitsOf(raw);
  let before = digitsOf(raw.slice(0, caret)).length;
  const previousDigits = digitsOf(previous);
  const onlySeparatorRemoved = digits === previousDigits && raw.length < previous.length;

  if (onlySeparatorRemoved && inputType === "deleteContentBackward" && before > 0) {
    digits = digits.slice(0, before - 1) + digits.slice(before);
    before -= 1;
  } else if (onlySeparatorRemoved && inputType === "deleteContentForward") {
    digits = digits.slice(0, before) + digits.slice(before + 1);
  } else if (digits.length > MAX_DIGITS && previousDigits.length >= MAX_DIGITS) {
    return { text: previous, caret: Math.max(0, caret - (raw.length - previous.length)) };
  }

  const text = applyDateMask(digits);
  return { text, caret: positionAfterDigits(text, Math.min(before, MAX_DIGITS)) };
}
