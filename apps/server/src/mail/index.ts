/**
 * Sending mail (decision 0040): `sendMail(services, message)` and its pieces. `registerMail`
 * adds the `mail-send` job kind and, with a relay, the sweep that dispatches messages a caller
 * queued in its transaction.
 */
import type { ServerDeps } from "../services.js";
import { mailSendHandler, type MailJobPayload, type MailJobResult } from "./mail-job.js";
import { dispatchQueuedMail, MAIL_SEND_KIND } from "./send-mail.js";

export { startBounceReceiver } from "./bounce-receiver.js";
export type { BounceListen, BounceReceiver } from "./bounce-receiver.js";
export { recordBounce, recordDelivered, recordOpened } from "./delivery-events.js";
export type { BounceRecord, RecordedBounce } from "./delivery-events.js";
export { createDkimKeyPair } from "./dkim-keys.js";
export { openSecret, sealSecret } from "./key-box.js";
export type { MailJobPayload, MailJobResult } from "./mail-job.js";
export {
  dispatchQueuedMail,
  hardBounceOf,
  MAIL_SEND_KIND,
  MailRefusedError,
  queueMail,
  sendMail,
} from "./send-mail.js";
export type {
  MailSender,
  MailServices,
  OutgoingMail,
  QueuedMail,
  QueuedStatus,
} from "./send-mail.js";
export { OPEN_PIXEL_GIF } from "./open-tracking.js";
export { DEFAULT_MAIL_SETTINGS, mailSettingsFromEnv } from "./settings.js";
export type { MailSettings } from "./settings.js";

/** How often the sweep looks for relay messages without a job (a crash after a commit…). */
const SWEEP_MS = 30_000;

/** Registers the `mail-send` kind (once per queue) and, with a relay, the dispatch sweep. */
export function registerMail(deps: ServerDeps): void {
  if (deps.queue.kinds.includes(MAIL_SEND_KIND)) return;
  deps.queue.register<MailJobPayload, MailJobResult>(MAIL_SEND_KIND, mailSendHandler(deps), {
    maxAttempts: 2,
    expireInSeconds: 15 * 60,
  });
  if (deps.mail.relayUrl === undefined) return;
  const timer = setInterval(() => {
    dispatchQueuedMail(deps).catch((error: unknown) => {
      deps.log(
        { err: error instanceof Error ? error.message : String(error) },
        "mail sweep failed",
      );
    });
  }, SWEEP_MS);
  timer.unref();
}
