export interface NumericInputLimits {
  readonly length?: number | null | undefined;
  readonly min?: number | null | undefined;
  readonly max?: number | null | undefined;
}

/** DOM property (and React prop) names, so the result can be spread onto an input. */
export interface NumericInputAttributes {
  maxLength?: number;
  min?: number;
  max?: number;
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value) && value > 0;

/** Length, min and max attributes apply only when above 0 (spec §5). */
export function numericInputAttributes({
  length,
  min,
  max,
}: NumericInputLimits): NumericInputAttributes {
  const attributes: NumericInputAttributes = {};
  if (positive(length)) attributes.maxLength = length;
  if (positive(min)) attributes.min = min;
  if (positive(max)) attributes.max = max;
  return attributes;
}

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * The number a numeric input emits (spec §5). Like `HTMLInputElement.valueAsNumber`, text that is
 * not a number (including "") gives NaN rather than 0, so a cleared field is not mistaken for zero.
 */
export function parseNumericInput(text: string): number {
  const trimmed = text.trim();
  return NUMERIC.test(trimmed) ? Number(trimmed) : Number.NaN;
}
