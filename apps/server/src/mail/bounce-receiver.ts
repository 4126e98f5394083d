/**
 * The bounce receiver (decision 0061): an SMTP server for the return path. Mail leaves with
 * the envelope sender `bounce+<message id>@bounces.<domain>` (VERP, decision 0040) and asks the
 * relay for delivery status notifications (`NOTIFY=SUCCESS,FAILURE,DELAY`, RFC 3461), so the
 * relay's reports come back here. Each report (RFC 3464) is read with mailparser
 * (`delivery-report.ts`) and applied to its message:
 *
 * - `delivered` → the message is `delivered`;
 * - `failed` → a hard or soft bounce (the SDK's `dsnOutcome`), the message `bounced`; a hard
 *   one blocks the address;
 * - `delayed` → a soft bounce is recorded, the message keeps its status.
 *
 * Only the return path's addresses are accepted (`RCPT TO` anything else is a 550), and a
 * report changes a message only when it names that message (its VERP address, envelope id or
 * `X-Canvass-Message`) and that message's recipient: a forged report has to know both. Mail
 * that is no report (an auto-reply, unreadable MIME) is accepted and dropped. A failure to record is a 451, so
 * the relay tries again.
 */
import type { AddressInfo } from "node:net";
import { dsnOutcome } from "@canvass/sdk/email-delivery";
import { SMTPServer } from "smtp-server";
import type { MailServices } from "./send-mail.js";
import { readDeliveryReport, type DeliveryReport, type DsnRecipient } from "./delivery-report.js";
import { recordBounce, recordDelivered } from "./delivery-events.js";

/** A report larger than this is refused (552): DSNs return headers, not whole messages. */
export const MAX_REPORT_BYTES = 1024 * 1024;

/** The return path's local part: `bounce+<message id>`. */
const RETURN_PATH = /^bounce\+([A-Za-z0-9_-]{1,64})@[^@\s]+$/i;

/** Where the receiver listens (`CANVASS_BOUNCE_SMTP=host:port`). */
export interface BounceListen {
  readonly host: string;
  readonly port: number;
}

export interface BounceReceiver {
  readonly host: string;
  readonly port: number;
  close(): Promise<void>;
}

/** What one report changed, for the log and the tests. */
export interface ReportOutcome {
  readonly delivered: number;
  readonly bounced: number;
  readonly ignored: number;
}

type Services = Pick<MailServices, "db" | "now" | "log">;

function smtpError(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

const lower = (address: string | undefined): string | undefined => address?.toLowerCase();

function reasonOf(recipient: DsnRecipient): string {
  return [recipient.status, recipient.diagnostic ?? recipient.action]
    .filter((part) => part !== "")
    .join(" ");
}

/** Applies a report to the messages it names (see the module comment). */
export async function applyDeliveryReport(
  services: Services,
  report: DeliveryReport,
  returnPathIds: readonly string[],
): Promise<ReportOutcome> {
  const ids = [
    ...new Set(
      [...returnPathIds, report.envelopeId, report.originalMessage].filter(
        (id): id is string => id !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(id),
      ),
    ),
  ].slice(0, 10);
  const messages =
    ids.length === 0
      ? []
      : await services.db
          .selectFrom("email_messages")
          .select(["id", "to_address"])
          .where("id", "in", ids)
          .execute();
  let delivered = 0;
  let bounced = 0;
  let ignored = 0;
  for (const recipient of report.recipients.slice(0, 50)) {
    const addresses = [lower(recipient.recipient), lower(recipient.originalRecipient)];
    const message = messages.find((row) => addresses.includes(row.to_address.toLowerCase()));
    const outcome = dsnOutcome(recipient.action, recipient.status);
    if (message === undefined || outcome === "none") {
      ignored += 1;
      continue;
    }
    const now = services.now();
    const code = recipient.status.split(/\s/)[0] ?? "";
    if (outcome === "delivered") {
      await recordDelivered(services.db, message.id, now);
      delivered += 1;
      continue;
    }
    await services.db.transaction().execute((trx) =>
      recordBounce(
        trx,
        {
          email: message.to_address,
          type: outcome === "hard" ? "hard" : "soft",
          reason: outcome === "delayed" ? `delayed: ${reasonOf(recipient)}` : reasonOf(recipient),
          messageId: message.id,
          source: "dsn",
          statusCode: code === "" ? undefined : code.slice(0, 16),
          marksMessage: outcome !== "delayed",
        },
        now,
      ),
    );
    bounced += 1;
  }
  return { delivered, bounced, ignored };
}

/** Starts the bounce receiver on `listen` (port 0: any free port). */
export async function startBounceReceiver(
  services: Services,
  listen: BounceListen,
): Promise<BounceReceiver> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: MAX_REPORT_BYTES,
    rejectOversized: true,
    maxClients: 20,
    socketTimeout: 60_000,
    onRcptTo(address, _session, callback) {
      if (RETURN_PATH.test(address.address)) {
        callback();
        return;
      }
      callback(smtpError(550, "5.1.1 Only bounce reports are accepted here"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (stream.sizeExceeded) {
          callback(smtpError(552, "5.3.4 The report is too large"));
          return;
        }
        const returnPathIds = session.envelope.rcptTo
          .map((rcpt) => RETURN_PATH.exec(rcpt.address)?.[1])
          .filter((id): id is string => id !== undefined);
        // Unreadable MIME is no report: dropped like an auto-reply, not retried.
        readDeliveryReport(Buffer.concat(chunks))
          .catch(() => undefined)
          .then(async (report) => {
            if (report === undefined) {
              services.log({ to: returnPathIds }, "mail to the return path was no report");
              return;
            }
            const outcome = await applyDeliveryReport(services, report, returnPathIds);
            services.log({ ...outcome, messages: returnPathIds }, "delivery report received");
          })
          .then(
            () => {
              callback();
            },
            (error: unknown) => {
              services.log(
                { err: error instanceof Error ? error.message : String(error) },
                "delivery report not recorded",
              );
              callback(smtpError(451, "4.3.0 The report could not be recorded, try again"));
            },
          );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listen.port, listen.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.on("error", (error: Error) => {
    services.log({ err: error.message }, "bounce receiver error");
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    host: listen.host,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
