import type { Tone } from "../badge/badge.styles";
import { StatusCell } from "./StatusCell";

/** The contract's `AccountPaymentStatus` values. */
export type PaymentStatusValue =
  "pending" | "approved" | "declined" | "failed" | "refunded" | "cancelled";

/** The colour of each payment status: success when paid, danger when it failed. */
export const PAYMENT_STATUS_TONES: Readonly<Record<PaymentStatusValue, Tone>> = {
  pending: "warning",
  approved: "success",
  declined: "danger",
  failed: "danger",
  refunded: "info",
  cancelled: "neutral",
};

export interface PaymentStatusCellProps {
  /** The status; an unknown or empty one is drawn neutral. */
  readonly status: string | null | undefined;
  /** The status in the reader's words. */
  readonly label: string;
  /** `TransactionErrorReason`: shown in a tooltip when the payment failed or was declined. */
  readonly reason?: string | null | undefined;
  readonly defaultDetailOpen?: boolean;
}

/** A submission's payment status as a pill; a failed one says why in a tooltip. */
export function PaymentStatusCell({
  status,
  label,
  reason,
  defaultDetailOpen,
}: PaymentStatusCellProps) {
  const tone: Tone =
    status !== null && status !== undefined && Object.hasOwn(PAYMENT_STATUS_TONES, status)
      ? PAYMENT_STATUS_TONES[status as PaymentStatusValue]
      : "neutral";
  const failed = status === "failed" || status === "declined";
  return (
    <StatusCell
      label={label}
      tone={tone}
      {...(failed && reason ? { detail: reason } : {})}
      {...(defaultDetailOpen === undefined ? {} : { defaultDetailOpen })}
    />
  );
}
