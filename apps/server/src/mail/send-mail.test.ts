/**
 * The sendMail pipeline against a real SMTP server on 127.0.0.1: what arrives (headers, DKIM
 * signature checked with the domain's public key, HTML and text parts), retries with back-off
 * after a temporary failure, a permanent failure shown on the message, no second send when the
 * job runs again, hard-bounced addresses blocked, and the embedded default's outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newShortId } from "../db/index.js";
import { startSmtpServer, type TestSmtpServer } from "../testing/smtp-server.js";
import { startTestApi, type TestApi } from "../testing/api-harness.js";
import { verifyDkim } from "../testing/dkim-verify.js";
import { createDkimKeyPair } from "./dkim-keys.js";
import { sealSecret } from "./key-box.js";
import { DEFAULT_MAIL_SETTINGS, type MailSettings } from "./settings.js";
import { MAIL_SEND_KIND, MailRefusedError, sendMail } from "./send-mail.js";

let smtp: TestSmtpServer;
let api: TestApi;
let domainId: string;
let publicKey: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const settings: MailSettings = {
    ...DEFAULT_MAIL_SETTINGS,
    relayUrl: smtp.url,
    retryDelaysMs: [300, 300],
    smtpTimeoutMs: 5000,
  };
  api = await startTestApi({ accounts: 0, mail: settings });
  const keys = await createDkimKeyPair();
  publicKey = keys.publicKey;
  domainId = await api.handle.db.transaction().execute(async (trx) => {
    const id = await newShortId(trx, "emaildomain");
    await trx
      .insertInto("email_domains")
      .values({
        id,
        domain: "mail.example.org",
        status: "valid",
        dkim_selector: "canvass",
        dkim_public_key: keys.publicKey,
        dkim_private_key: await sealSecret(trx, undefined, keys.privateKeyPem),
      })
      .execute();
    return id;
  });
}, 120_000);
afterAll(async () => {
  await api.close();
  await smtp.close();
});

const messageRow = (id: string) =>
  api.handle.db
    .selectFrom("email_messages")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

async function waitForStatus(id: string, statuses: readonly string[], timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await messageRow(id);
    if (statuses.includes(row.status)) return row;
    if (Date.now() > until) throw new Error(`message ${id} stayed ${row.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("sendMail over SMTP", () => {
  it("sends a DKIM-signed message with its HTML and text parts through a job", async () => {
    const before = smtp.received.length;
    const queued = await sendMail(api.deps, {
      to: "ada@donors.test",
      subject: "Thank you, Ada",
      html: "<p>Thank you for your gift, <b>Ada</b> &lt;3</p>",
      text: "Thank you for your gift, Ada <3",
      from: { domain: domainId, localPart: "receipts", name: "Save the Owls" },
      campaign: "c4mp01",
      account: "0a1b2c3d",
      template: "tp1k2l",
      version: 2,
    });
    expect(queued).toMatchObject({ status: "queued", transport: "smtp" });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    if (mail === undefined) throw new Error("no mail");
    const row = await waitForStatus(queued.id, ["sent"]);
    expect(row).toMatchObject({ attempts: 1, transport: "smtp", campaign: "c4mp01", version: 2 });
    expect(mail.envelopeTo).toEqual(["ada@donors.test"]);
    expect(mail.envelopeFrom).toBe(`bounce+${queued.id}@bounces.mail.example.org`);
    expect(mail.parsed.subject).toBe("Thank you, Ada");
    expect(mail.parsed.from?.value).toEqual([
      { address: "receipts@mail.example.org", name: "Save the Owls" },
    ]);
    expect(mail.parsed.headers.get("x-canvass-message")).toBe(queued.id);
    expect(mail.parsed.messageId).toMatch(new RegExp(`^<${queued.id}\\..+@mail\\.example\\.org>$`));
    expect(row.smtp_id).toBe(mail.parsed.messageId);
    expect(mail.parsed.html).toContain("<b>Ada</b> &lt;3");
    expect(mail.parsed.text?.trim()).toBe("Thank you for your gift, Ada <3");
    const dkim = verifyDkim(mail.raw, publicKey);
    expect(dkim).toMatchObject({
      domain: "mail.example.org",
      selector: "canvass",
      bodyHashOk: true,
      signatureOk: true,
    });
    expect(dkim.headers).toEqual(expect.arrayContaining(["from", "subject", "to"]));
    // Another key does not verify it: the check can fail.
    const other = await createDkimKeyPair();
    expect(verifyDkim(mail.raw, other.publicKey).signatureOk).toBe(false);
  }, 60_000);

  it("retries a temporary failure after the back-off, then sends once", async () => {
    const before = smtp.received.length;
    smtp.failNext(1, 421);
    const queued = await sendMail(api.deps, {
      to: "retry@donors.test",
      subject: "Retry",
      text: "Once only",
    });
    const row = await waitForStatus(queued.id, ["sent", "failed"]);
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(2);
    const arrived = (await smtp.waitFor(before + 1)).slice(before);
    expect(arrived.map((mail) => mail.parsed.subject)).toEqual(["Retry"]);
    const jobs = await api.deps.queue.list({ kinds: [MAIL_SEND_KIND] });
    const mine = jobs.items.filter(
      (job) => (job.payload as { message: string }).message === queued.id,
    );
    expect(mine.map((job) => job.result)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ outcome: "retrying", attempt: 1 }),
        expect.objectContaining({ outcome: "sent", attempt: 2 }),
      ]),
    );
  }, 60_000);

  it("fails visibly after the last attempt, and at once on a permanent answer", async () => {
    smtp.failNext(3, 451);
    const temporary = await sendMail(api.deps, {
      to: "down@donors.test",
      subject: "Down",
      text: "x",
    });
    const failed = await waitForStatus(temporary.id, ["sent", "failed"]);
    expect(failed).toMatchObject({ status: "failed", attempts: 3 });
    expect(failed.error).toContain("451");
    smtp.failNext(1, 550);
    const permanent = await sendMail(api.deps, {
      to: "nobody@donors.test",
      subject: "No",
      text: "x",
    });
    const refused = await waitForStatus(permanent.id, ["sent", "failed"]);
    expect(refused).toMatchObject({ status: "failed", attempts: 1 });
    expect(refused.error).toContain("550");
    // The message row is marked before its job ends: wait for the job.
    const job = await api.deps.queue.waitUntilFinished(refused.job_id ?? "", 30_000);
    expect(job.status).toBe("failed");
  }, 90_000);

  it("does not send a message twice when its job runs again (after a restart)", async () => {
    const queued = await sendMail(api.deps, { to: "once@donors.test", subject: "Once", text: "x" });
    await waitForStatus(queued.id, ["sent"]);
    const count = smtp.received.length;
    // What a restart does: the queue runs the message's job again.
    const again = await api.deps.queue.enqueue(
      MAIL_SEND_KIND,
      { message: queued.id },
      { owner: null, singletonKey: `${queued.id}:again` },
    );
    const finished = await api.deps.queue.waitUntilFinished(again.id, 30_000);
    expect(finished.result).toEqual({ outcome: "skipped" });
    expect(smtp.received.length).toBe(count);
    expect((await messageRow(queued.id)).attempts).toBe(1);
  }, 60_000);

  it("answers the first message for a repeated idempotency key", async () => {
    const message = {
      to: "key@donors.test",
      subject: "Key",
      text: "x",
      idempotencyKey: "receipt:42",
    };
    const first = await sendMail(api.deps, message);
    const second = await sendMail(api.deps, message);
    expect(second.id).toBe(first.id);
    const rows = await api.handle.db
      .selectFrom("email_messages")
      .select("id")
      .where("idempotency_key", "=", "receipt:42")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("blocks a hard-bounced address and refuses a bad address or an unvalidated domain", async () => {
    await api.handle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("email_bounces")
        .values({
          id: await newShortId(trx, "emailbounce"),
          email: "Gone@Donors.test",
          type: "hard",
        })
        .execute();
    });
    const blocked = await sendMail(api.deps, { to: "gone@donors.test", subject: "Hi", text: "x" });
    expect(blocked.status).toBe("blocked");
    expect((await messageRow(blocked.id)).error).toContain("bounced permanently");
    await expect(
      sendMail(api.deps, { to: "not an address", subject: "x", text: "x" }),
    ).rejects.toThrow(MailRefusedError);
    await api.handle.db
      .updateTable("email_domains")
      .set({ status: "invalid" })
      .where("id", "=", domainId)
      .execute();
    await expect(
      sendMail(api.deps, {
        to: "a@donors.test",
        subject: "x",
        text: "x",
        from: { domain: domainId, localPart: "a" },
      }),
    ).rejects.toThrow(/not validated/);
    await api.handle.db
      .updateTable("email_domains")
      .set({ status: "valid" })
      .where("id", "=", domainId)
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.received.flatMap((mail) => mail.envelopeTo)).not.toContain("gone@donors.test");
    expect((await messageRow(blocked.id)).status).toBe("blocked");
  });
});

describe("sendMail on the embedded default", () => {
  it("delivers to the outbox at once and logs the message as sent", async () => {
    const local = { ...api.deps, mail: DEFAULT_MAIL_SETTINGS };
    const sent = await sendMail(local, {
      to: "local@donors.test",
      subject: "Local",
      text: "Hello",
    });
    expect(sent).toMatchObject({ status: "sent", transport: "outbox" });
    const outbox = await api.handle.db
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", sent.outboxId ?? -1)
      .executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({
      to_address: "local@donors.test",
      subject: "Local",
      body: "Hello",
      message: sent.id,
    });
    expect(await messageRow(sent.id)).toMatchObject({
      status: "sent",
      transport: "outbox",
      attempts: 1,
    });
  });
});
