export {
  formatDateMask,
  parseDateMask,
  applyDateMask,
  DATE_MASK_PATTERN,
  DATE_MASK_MIN_YEAR,
  DATE_MASK_MAX_YEAR,
} from "./date-mask";
export type { DateMaskRange } from "./date-mask";
export {
  formatNumberMask,
  parseNumberMask,
  allowsNegative,
  NUMBER_MASK_DECIMALS,
  NUMBER_MASK_RADIX,
} from "./number-mask";
export type { NumberMaskOptions, NumberRadix } from "./number-mask";
export { numericInputAttributes, parseNumericInput } from "./numeric-input";
export type { NumericInputAttributes, NumericInputLimits } from "./numeric-input";
export {
  PAYMENT_MASK_FIELDS,
  PAYMENT_MASK_VISIBLE,
  isMaskedPaymentField,
  maskPaymentValue,
} from "./payment-mask";
