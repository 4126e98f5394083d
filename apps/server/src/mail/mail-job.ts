/**
 * The `mail-send` job (decision 0040): sends one logged message over SMTP to the relay,
 * DKIM-signed with its sender domain's key. One job per attempt:
 *
 * - a message that is no longer `queued` (sent, blocked, bounced…) is skipped, so a job run
 *   again after a restart, or dispatched twice, sends nothing a second time;
 * - a temporary failure (no connection, timeout, a 4xx answer) queues the next attempt after the
 *   back-off of `retryDelayMs` (`@canvass/sdk/email-delivery`); a permanent one (5xx) or the last
 *   attempt marks the message `failed` with the error and fails the job (visible in `/jobs`).
 *
 * The `Message-ID` is fixed by the message's id, and the envelope sender is
 * `bounce+<id>@bounces.<domain>` (VERP): a bounce names the message it is about.
 */
import { retryDelayMs } from "@canvass/sdk/email-delivery";
import { createTransport } from "nodemailer";
import type { JobHandler } from "../jobs/index.js";
import { openSecret } from "./key-box.js";
import { openPixelUrl, withOpenPixel } from "./open-tracking.js";
import { hardBounceOf, MAIL_SEND_KIND, type MailServices } from "./send-mail.js";

type MailOptions = Parameters<ReturnType<typeof createTransport>["sendMail"]>[0];

/** nodemailer's `dsn` message option (RFC 3461's RET, ENVID, NOTIFY and ORCPT). */
interface DsnRequest {
  readonly ret: "HDRS" | "FULL";
  readonly envid: string;
  readonly notify: readonly ("SUCCESS" | "FAILURE" | "DELAY")[];
  readonly orcpt: string;
}

export interface MailJobPayload {
  readonly message: string;
}

export interface MailJobResult {
  readonly outcome: "sent" | "skipped" | "retrying" | "blocked";
  readonly attempt?: number;
  readonly nextAttemptAt?: string;
}

/** The domain part of an address (`a@b.org` or `"Name" <a@b.org>`). */
function domainOf(address: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(address);
  return match?.[1] ?? "canvass.localhost";
}

function smtpCode(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" ? code : undefined;
}

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export function mailSendHandler(services: MailServices): JobHandler<MailJobPayload, MailJobResult> {
  const { db } = services;
  return async (job, ctx) => {
    const message = await db
      .selectFrom("email_messages as m")
      .leftJoin("email_domains as d", "d.id", "m.from_domain")
      .select([
        "m.id",
        "m.status",
        "m.attempts",
        "m.to_address",
        "m.from_address",
        "m.subject",
        "m.html",
        "m.text_body",
        "m.created",
        "m.open_token",
        "d.domain",
        "d.dkim_selector",
        "d.dkim_private_key",
      ])
      .where("m.id", "=", job.payload.message)
      .executeTakeFirst();
    if (message?.status !== "queued") return { outcome: "skipped" };
    const now = services.now();
    if ((await hardBounceOf(db, message.to_address)) !== undefined) {
      await db
        .updateTable("email_messages")
        .set({ status: "blocked", error: "The address bounced permanently.", updated: now })
        .where("id", "=", message.id)
        .execute();
      return { outcome: "blocked" };
    }
    const attempt = message.attempts + 1;
    // Counted before sending: an attempt cut short by a crash still counts.
    await db
      .updateTable("email_messages")
      .set({ attempts: attempt, updated: now })
      .where("id", "=", message.id)
      .execute();
    const relay = services.mail.relayUrl;
    if (relay === undefined) throw new Error("No relay is configured (CANVASS_SMTP_URL).");
    const senderDomain = message.domain ?? domainOf(services.mail.defaultFrom);
    const timeout = services.mail.smtpTimeoutMs ?? 30_000;
    const transport = createTransport({
      url: relay,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    try {
      ctx.signal.throwIfAborted();
      const dkim =
        message.domain !== null && message.dkim_private_key !== null
          ? {
              domainName: message.domain,
              keySelector: message.dkim_selector ?? "canvass",
              privateKey: await openSecret(db, services.mail.keySecret, message.dkim_private_key),
            }
          : undefined;
      const tracking = services.mail.openTrackingUrl;
      const html =
        message.html === null || message.open_token === null || tracking === undefined
          ? message.html
          : withOpenPixel(message.html, openPixelUrl(tracking, message.id, message.open_token));
      // Delivery status notifications (RFC 3461) come back to the return path, where the
      // bounce receiver reads them (decision 0061): the envelope id is the message's id.
      const mail: MailOptions & { readonly dsn: DsnRequest } = {
        from: message.from_address,
        to: message.to_address,
        subject: message.subject,
        text: message.text_body,
        ...(html === null ? {} : { html }),
        messageId: `<${message.id}.${message.created.getTime().toString(36)}@${senderDomain}>`,
        date: message.created,
        headers: { "X-Canvass-Message": message.id },
        envelope: { from: `bounce+${message.id}@bounces.${senderDomain}`, to: message.to_address },
        dsn: {
          ret: "HDRS",
          envid: message.id,
          notify: ["SUCCESS", "FAILURE", "DELAY"],
          orcpt: `rfc822;${message.to_address}`,
        },
        ...(dkim === undefined ? {} : { dkim }),
      };
      const info = await transport.sendMail(mail);
      await db
        .updateTable("email_messages")
        .set({
          status: "sent",
          sent: services.now(),
          updated: services.now(),
          smtp_id: info.messageId,
          error: null,
        })
        .where("id", "=", message.id)
        .where("status", "=", "queued")
        .execute();
      return { outcome: "sent", attempt };
    } catch (error) {
      const code = smtpCode(error);
      const permanent = code !== undefined && code >= 500;
      const delay = permanent
        ? undefined
        : retryDelayMs(attempt + 1, services.mail.retryDelaysMs ?? undefined);
      const text = code === undefined ? errorText(error) : `${code}: ${errorText(error)}`;
      if (delay === undefined) {
        await db
          .updateTable("email_messages")
          .set({ status: "failed", error: text, updated: services.now() })
          .where("id", "=", message.id)
          .execute();
        throw new Error(`Mail ${message.id} failed after ${attempt} attempt(s): ${text}`);
      }
      const startAfter = new Date(Date.now() + delay);
      const next = await services.queue.enqueue(
        MAIL_SEND_KIND,
        { message: message.id },
        { owner: null, singletonKey: `${message.id}:${attempt + 1}`, startAfter },
      );
      await db
        .updateTable("email_messages")
        .set({ error: text, job_id: next.id, updated: services.now() })
        .where("id", "=", message.id)
        .execute();
      services.log({ messageId: message.id, attempt, err: text }, "mail attempt failed");
      return { outcome: "retrying", attempt, nextAttemptAt: startAfter.toISOString() };
    } finally {
      transport.close();
    }
  };
}
