/**
 * A relay for tests that reports like a real MTA (RFC 3461/3464): a real SMTP server on
 * 127.0.0.1 with the DSN extension on, which accepts every message and then — as the next hop
 * would — sends a delivery status notification to the message's return path over SMTP, to the
 * bounce receiver it was given: `failed` (5.1.1 by default) for the addresses `reject` names,
 * `delayed` for those `delay` names, `delivered` for the others — each only when the sender
 * asked for it (`NOTIFY=FAILURE`, `DELAY`, `SUCCESS`). The report is written by hand here (raw
 * MIME, a folded `Diagnostic-Code`, the original's headers returned as `text/rfc822-headers`),
 * so the server's parser reads what an MTA writes, not what our own code would.
 */
import type { AddressInfo } from "node:net";
import { createTransport } from "nodemailer";
import { SMTPServer } from "smtp-server";

export interface RelayedMail {
  readonly envelopeFrom: string;
  readonly to: readonly string[];
  readonly envelopeId: string | null;
  /** NOTIFY of each recipient, upper case (empty when none was asked for). */
  readonly notify: readonly string[];
  readonly raw: string;
}

export interface ReportingRelay {
  readonly url: string;
  readonly received: readonly RelayedMail[];
  /** The reports sent back, as raw text. */
  readonly reports: readonly string[];
  /** Fails delivery to `address` with `status` (and an SMTP diagnostic). */
  reject(address: string, status?: string, diagnostic?: string): void;
  /** Reports delivery to `address` as delayed. */
  delay(address: string): void;
  /** Resolves once `count` reports were sent (rejects after `timeoutMs`). */
  waitForReports(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

interface Outcome {
  readonly action: "failed" | "delayed" | "delivered";
  readonly status: string;
  readonly diagnostic: string;
}

const CRLF = "\r\n";

/** The header block of a raw message. */
function headersOf(raw: string): string {
  const end = raw.indexOf("\r\n\r\n");
  return end < 0 ? raw : raw.slice(0, end);
}

/** `smtp; <text>` folded before its last word. */
function folded(diagnostic: string): string {
  const cut = diagnostic.lastIndexOf(" ");
  const text = `smtp; ${diagnostic}`;
  return cut < 0
    ? text
    : `smtp; ${diagnostic.slice(0, cut)}${CRLF}    ${diagnostic.slice(cut + 1)}`;
}

function dsnText(mail: RelayedMail, recipient: string, outcome: Outcome, n: number): string {
  const boundary = `report-${String(n)}-boundary`;
  const words = { failed: "Failure", delayed: "Delay", delivered: "Success" }[outcome.action];
  return [
    "From: Mail Delivery System <MAILER-DAEMON@relay.test>",
    `To: <${mail.envelopeFrom}>`,
    `Subject: Delivery Status Notification (${words})`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <dsn-${String(n)}@relay.test>`,
    "Auto-Submitted: auto-replied",
    "MIME-Version: 1.0",
    `Content-Type: multipart/report; report-type=delivery-status;${CRLF} boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    `This is the mail system at relay.test. Your message to <${recipient}>: ${outcome.action}.`,
    "",
    `--${boundary}`,
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; relay.test",
    ...(mail.envelopeId === null ? [] : [`Original-Envelope-Id: ${mail.envelopeId}`]),
    `Arrival-Date: ${new Date().toUTCString()}`,
    "",
    `Final-Recipient: rfc822; ${recipient}`,
    `Original-Recipient: rfc822;${recipient}`,
    `Action: ${outcome.action}`,
    `Status: ${outcome.status}`,
    "Remote-MTA: dns; mx.donors.test",
    // Folded over two lines at a space, as MTAs write long diagnostics.
    `Diagnostic-Code: ${folded(outcome.diagnostic)}`,
    "",
    `--${boundary}`,
    "Content-Type: text/rfc822-headers",
    "",
    headersOf(mail.raw),
    "",
    `--${boundary}--`,
    "",
  ].join(CRLF);
}

/**
 * Starts the relay; its reports go to the bounce receiver `receiver()` names (asked when a
 * report leaves, so the receiver may start after the relay).
 */
export async function startReportingRelay(
  receiver: () => { readonly host: string; readonly port: number },
): Promise<ReportingRelay> {
  const received: RelayedMail[] = [];
  const reports: string[] = [];
  const rejected = new Map<string, { status: string; diagnostic: string }>();
  const delayed = new Set<string>();
  const pending: Promise<void>[] = [];

  async function report(mail: RelayedMail): Promise<void> {
    for (const recipient of mail.to) {
      const key = recipient.toLowerCase();
      const failure = rejected.get(key);
      const outcome: Outcome =
        failure !== undefined
          ? { action: "failed", ...failure }
          : delayed.has(key)
            ? { action: "delayed", status: "4.4.1", diagnostic: "421 4.4.1 Try again later" }
            : { action: "delivered", status: "2.0.0", diagnostic: "250 2.0.0 OK queued" };
      const asked = { failed: "FAILURE", delayed: "DELAY", delivered: "SUCCESS" }[outcome.action];
      if (!mail.notify.includes(asked)) continue;
      const raw = dsnText(mail, recipient, outcome, reports.length + 1);
      const { host, port } = receiver();
      const back = createTransport({ host, port, secure: false });
      try {
        await back.sendMail({ envelope: { from: "", to: [mail.envelopeFrom] }, raw });
      } finally {
        back.close();
      }
      reports.push(raw);
    }
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    hideDSN: false,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom;
        const mail: RelayedMail = {
          envelopeFrom: from === false ? "" : from.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          envelopeId: session.envelope.dsn?.envid ?? null,
          notify: session.envelope.rcptTo.flatMap((rcpt) => rcpt.dsn?.notify ?? []),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(mail);
        callback();
        // Reported after the relay accepted, as a real MTA does.
        pending.push(report(mail));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    received,
    reports,
    reject(address, status = "5.1.1", diagnostic = `550 ${status} Recipient unknown`) {
      rejected.set(address.toLowerCase(), { status, diagnostic });
    },
    delay(address) {
      delayed.add(address.toLowerCase());
    },
    async waitForReports(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (reports.length < count) {
        await Promise.all(pending);
        if (reports.length >= count) break;
        if (Date.now() > until) {
          throw new Error(`Expected ${String(count)} reports, sent ${String(reports.length)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: async () => {
      await Promise.allSettled(pending);
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
