/**
 * A real SMTP server on 127.0.0.1 for tests (`smtp-server`): keeps every message it accepts,
 * raw and parsed (`mailparser`), and can answer the next messages with an error (a 421 makes
 * the sender retry, a 550 is permanent).
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  readonly envelopeFrom: string;
  readonly envelopeTo: readonly string[];
  readonly raw: string;
  readonly parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` (no TLS, no auth). */
  readonly url: string;
  readonly received: readonly ReceivedMail[];
  /** Answers the next `count` messages with `code` (and the message). */
  failNext(count: number, code: number, message?: string): void;
  /** Resolves once `count` messages in all have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<readonly ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let failures: { count: number; code: number; message: string } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures !== undefined && failures.count > 0) {
          failures.count -= 1;
          const error = Object.assign(new Error(failures.message), {
            responseCode: failures.code,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((parsed) => {
            const from = session.envelope.mailFrom;
            received.push({
              envelopeFrom: from === false ? "" : from.address,
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
              parsed,
            });
            callback();
          })
          .catch((error: unknown) => {
            callback(error instanceof Error ? error : new Error(String(error)));
          });
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
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(count, code, message = code >= 500 ? "5.1.1 User unknown" : "4.3.2 Try again later") {
      failures = { count, code, message };
    },
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) {
          throw new Error(`Expected ${count} mails, received ${received.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
