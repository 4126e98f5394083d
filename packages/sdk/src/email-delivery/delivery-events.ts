/**
 * What the relay and the recipient tell us after sending (decision 0061): the outcome a
 * delivery status notification (DSN, RFC 3464) names for one recipient, and the status a
 * message takes when a delivery event happens to it. One rule for the server's DSN receiver,
 * its bounce webhook and its tracking pixel.
 */
import type { MessageStatus } from "./message-status";

/**
 * A DSN recipient's outcome: `delivered`; a `hard` bounce (the address is dead: later mail to
 * it is blocked); a `soft` bounce (this message failed, the address may work later); `delayed`
 * (still being tried: recorded as a soft bounce, the message is not marked); `none` (nothing to
 * record, e.g. `relayed` to a system that sends no reports).
 */
export type DsnOutcome = "delivered" | "hard" | "soft" | "delayed" | "none";

/** An enhanced status code (RFC 3463): class.subject.detail, e.g. `5.1.1`. */
const STATUS_CODE = /^([245])\.(\d{1,3})\.(\d{1,3})$/;

/**
 * The outcome of a DSN's per-recipient `Action` and `Status` fields. A `failed` action with a
 * permanent (5.x.x) status is a hard bounce, except a full mailbox (x.2.2) and a policy or
 * security refusal (x.7.x, e.g. a spam block), which say nothing about the address being dead:
 * those, and a failure with a transient (4.x.x) or unreadable status, are soft.
 */
export function dsnOutcome(action: string, status: string): DsnOutcome {
  const kind = action.trim().toLowerCase();
  if (kind === "delivered" || kind === "expanded") return "delivered";
  if (kind === "delayed") return "delayed";
  if (kind !== "failed") return "none";
  const code = STATUS_CODE.exec(status.trim().split(/\s/)[0] ?? "");
  if (code?.[1] !== "5") return "soft";
  const subject = code[2];
  const detail = code[3];
  if ((subject === "2" && detail === "2") || subject === "7") return "soft";
  return "hard";
}

/** What can happen to a sent message. */
export type DeliveryEvent = "delivered" | "opened" | "bounced";

const FROM: Readonly<Record<DeliveryEvent, readonly MessageStatus[]>> = {
  // A report can overtake our own "sent" (the relay accepted, the row was not updated yet).
  delivered: ["queued", "sent"],
  // An open proves delivery; it never revives a bounced, blocked or failed message.
  opened: ["queued", "sent", "delivered"],
  bounced: ["queued", "sent", "delivered"],
};

/**
 * The status a message takes when `event` happens to it, or `undefined` when it keeps its
 * status: statuses only move forward (queued → sent → delivered → opened → clicked), and a
 * bounced, blocked or failed message stays so.
 */
export function statusAfterEvent(
  current: MessageStatus,
  event: DeliveryEvent,
): MessageStatus | undefined {
  return FROM[event].includes(current) ? event : undefined;
}

/** The statuses `event` may move a message from (for a conditional SQL update). */
export function statusesBeforeEvent(event: DeliveryEvent): readonly MessageStatus[] {
  return FROM[event];
}
