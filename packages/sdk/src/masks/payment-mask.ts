/**
 * Masking of payment values in the lookup's payment tab: fields of the mask list show only their
 * last four characters ("•••• 4242"). The default list holds the account numbers; the portal
 * settings' payment-field configuration may name others (`paymentFields.mask`).
 */
import { matchesFieldPattern } from "../fields/field-set";

export const PAYMENT_MASK_FIELDS: readonly string[] = ["IBAN", "BankAccount*", "CardNumber*"];
export const PAYMENT_MASK_VISIBLE = 4;
const MASK = "••••";

export function isMaskedPaymentField(
  field: string,
  masked: readonly string[] = PAYMENT_MASK_FIELDS,
): boolean {
  return masked.some((pattern) => matchesFieldPattern(pattern, field));
}

/** The text shown for a payment value: masked to its last four characters when listed. */
export function maskPaymentValue(
  field: string,
  text: string,
  masked: readonly string[] = PAYMENT_MASK_FIELDS,
): string {
  if (!isMaskedPaymentField(field, masked)) return text;
  const compact = text.replace(/\s+/gu, "");
  if (compact.length <= PAYMENT_MASK_VISIBLE) return compact;
  return `${MASK} ${compact.slice(-PAYMENT_MASK_VISIBLE)}`;
}
