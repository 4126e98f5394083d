/**
 * Delivery reports over SMTP, end to end on 127.0.0.1 (decision 0061): the mail job sends
 * through a real relay that asks nothing of us but reports like an MTA (RFC 3461/3464), the
 * relay sends its delivery status notification to the server's bounce receiver over SMTP, and
 * the receiver reads it (mailparser) and marks the message: delivered; a hard bounce that
 * blocks the address; a soft bounce (full mailbox) that does not; a delay that changes nothing
 * but is recorded. Also: what the receiver refuses, and the tracking pixel of open-tracked mail.
 */
import { simpleParser } from "mailparser";
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionsByRole, setFeature } from "../resources/campaigns/test-support.js";
import { startTestApi, type TestApi } from "../testing/api-harness.js";
import { startBounceReceiver, type BounceReceiver } from "./bounce-receiver.js";
import { OPEN_PIXEL_GIF } from "./open-tracking.js";
import { sendMail } from "./send-mail.js";
import { DEFAULT_MAIL_SETTINGS, type MailSettings } from "./settings.js";
import { startReportingRelay, type ReportingRelay } from "./testing/reporting-relay.js";

const TRACKING_BASE = "https://canvass.test/api";

let api: TestApi;
let receiver: BounceReceiver | undefined;
let relay: ReportingRelay;

beforeAll(async () => {
  relay = await startReportingRelay(() => {
    if (receiver === undefined) throw new Error("the bounce receiver is not running");
    return receiver;
  });
  const settings: MailSettings = {
    ...DEFAULT_MAIL_SETTINGS,
    relayUrl: relay.url,
    openTrackingUrl: TRACKING_BASE,
    retryDelaysMs: [300, 300],
    smtpTimeoutMs: 5000,
  };
  api = await startTestApi({ accounts: 0, mail: settings });
  receiver = await startBounceReceiver(api.deps, { host: "127.0.0.1", port: 0 });
  await setFeature(api, "messageTracking", true);
}, 120_000);

afterAll(async () => {
  await relay.close();
  await receiver?.close();
  await api.close();
});

const messageRow = (id: string) =>
  api.handle.db
    .selectFrom("email_messages")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

const bouncesOf = (id: string) =>
  api.handle.db
    .selectFrom("email_bounces")
    .selectAll()
    .where("message", "=", id)
    .orderBy("created")
    .execute();

async function waitForStatus(id: string, statuses: readonly string[], timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await messageRow(id);
    if (statuses.includes(row.status)) return row;
    if (Date.now() > until) throw new Error(`message ${id} stayed ${row.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The report the relay sent about `address` (waits for it). */
async function reportFor(address: string, timeoutMs = 20_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = relay.reports.find((raw) => raw.includes(`Final-Recipient: rfc822; ${address}`));
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`no report about ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sends one message through the relay and waits for its report to be recorded. */
async function sendAndReport(to: string, extra: { trackOpens?: boolean; html?: string } = {}) {
  const reports = relay.reports.length;
  const queued = await sendMail(api.deps, {
    to,
    subject: `Hello ${to}`,
    text: "Thank you",
    ...extra,
  });
  await relay.waitForReports(reports + 1);
  return queued;
}

describe("delivery reports received over SMTP", () => {
  it("asks the relay for reports, and marks the message delivered on a success report", async () => {
    const queued = await sendAndReport("ada@donors.test");
    const row = await waitForStatus(queued.id, ["delivered"]);
    expect(row.delivered).toBeInstanceOf(Date);
    const relayed = relay.received.find((mail) => mail.to.includes("ada@donors.test"));
    expect(relayed?.envelopeId).toBe(queued.id);
    expect(relayed?.notify).toEqual(["SUCCESS", "FAILURE", "DELAY"]);
    expect(relayed?.envelopeFrom).toBe(`bounce+${queued.id}@bounces.canvass.localhost`);
    expect(await bouncesOf(queued.id)).toEqual([]);
    const listed = await api.call<{ Result: { id: string; status: string; Delivered?: string }[] }>(
      "listEmailMessages",
      { as: (await sessionsByRole(api)).admin, query: { q: "ada@donors.test" } },
    );
    expect(listed.body.Result.find((message) => message.id === queued.id)).toMatchObject({
      status: "delivered",
      Delivered: row.delivered?.toISOString(),
    });
  }, 60_000);

  it("records a hard bounce from a failure report and blocks the address from then on", async () => {
    relay.reject("gone@donors.test", "5.1.1", "550 5.1.1 <gone@donors.test>: Recipient unknown");
    const queued = await sendAndReport("gone@donors.test");
    const row = await waitForStatus(queued.id, ["bounced"]);
    expect(row.error).toContain("5.1.1");
    const [bounce] = await bouncesOf(queued.id);
    expect(bounce).toMatchObject({
      email: "gone@donors.test",
      type: "hard",
      source: "dsn",
      status_code: "5.1.1",
    });
    // The folded Diagnostic-Code was read whole.
    expect(bounce?.reason).toBe("5.1.1 smtp; 550 5.1.1 <gone@donors.test>: Recipient unknown");
    const received = relay.received.length;
    const later = await sendMail(api.deps, { to: "Gone@Donors.test", subject: "x", text: "x" });
    expect(later.status).toBe("blocked");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(relay.received.length).toBe(received);
  }, 60_000);

  it("keeps a full mailbox a soft bounce that blocks nothing, and a delay only recorded", async () => {
    relay.reject("full@donors.test", "5.2.2", "552 5.2.2 Mailbox full, try again later");
    const full = await sendAndReport("full@donors.test");
    await waitForStatus(full.id, ["bounced"]);
    expect(await bouncesOf(full.id)).toEqual([
      expect.objectContaining({ type: "soft", source: "dsn", status_code: "5.2.2" }),
    ]);
    relay.delay("slow@donors.test");
    const slow = await sendAndReport("slow@donors.test");
    const [delay] = await bouncesOf(slow.id);
    expect(delay).toMatchObject({ type: "soft", source: "dsn", status_code: "4.4.1" });
    expect(delay?.reason).toBe("delayed: 4.4.1 smtp; 421 4.4.1 Try again later");
    await waitForStatus(slow.id, ["sent"]);
    const again = await sendAndReport("full@donors.test");
    expect(again.status).toBe("queued");
    await waitForStatus(again.id, ["bounced"]);
  }, 60_000);

  it("refuses mail to other addresses and ignores a report that does not name its recipient", async () => {
    const back = createTransport({ host: "127.0.0.1", port: receiver?.port ?? 0, secure: false });
    try {
      await expect(
        back.sendMail({ envelope: { from: "", to: ["postmaster@bounces.test"] }, raw: "x" }),
      ).rejects.toMatchObject({ responseCode: 550 });
      // A forged failure report for a real message, about another recipient: nothing changes.
      const queued = await sendAndReport("kept@donors.test");
      await waitForStatus(queued.id, ["delivered"]);
      const report = await reportFor("kept@donors.test");
      const forged = report.replace(/kept@donors\.test/g, "other@donors.test");
      await back.sendMail({
        envelope: { from: "", to: [`bounce+${queued.id}@bounces.canvass.localhost`] },
        raw: forged
          .replace(/Action: delivered/, "Action: failed")
          .replace(/Status: 2\.0\.0/, "Status: 5.1.1"),
      });
      // Mail that is no report is accepted and dropped.
      await back.sendMail({
        envelope: { from: "", to: [`bounce+${queued.id}@bounces.canvass.localhost`] },
        raw: "From: someone@donors.test\r\nSubject: Out of office\r\n\r\nI am away.\r\n",
      });
      expect((await messageRow(queued.id)).status).toBe("delivered");
      expect(await bouncesOf(queued.id)).toEqual([]);
    } finally {
      back.close();
    }
  }, 60_000);
});

describe("the tracking pixel", () => {
  it("is added to open-tracked HTML as sent, not as logged, and marks the first open only", async () => {
    const queued = await sendAndReport("reader@donors.test", {
      trackOpens: true,
      html: "<html><body><p>Thank you</p></body></html>",
    });
    await waitForStatus(queued.id, ["delivered"]);
    const row = await messageRow(queued.id);
    expect(row.open_token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(row.html).not.toContain("<img");
    const relayed = relay.received.find((mail) => mail.to.includes("reader@donors.test"));
    const parsed = await simpleParser(relayed?.raw ?? "");
    const html = typeof parsed.html === "string" ? parsed.html : "";
    const pixel = /<img src="([^"]+)" width="1" height="1" alt=""/.exec(html)?.[1];
    expect(html.indexOf("<img")).toBeLessThan(html.indexOf("</body>"));
    expect(parsed.text).not.toContain("/open/");
    expect(pixel).toBe(
      `${TRACKING_BASE}/emails/messages/${queued.id}/open/?t=${row.open_token ?? ""}`,
    );

    const load = (t: string) =>
      fetch(api.url("trackEmailOpen", { path: { id: queued.id }, query: { t } }));
    const wrong = await load("AAAAAAAAAAAAAAAAAAAAAA");
    expect(wrong.status).toBe(200);
    expect(Buffer.from(await wrong.arrayBuffer())).toEqual(OPEN_PIXEL_GIF);
    expect((await messageRow(queued.id)).status).toBe("delivered");

    const first = await load(row.open_token ?? "");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/gif");
    expect(first.headers.get("cache-control")).toBe("no-store, private");
    expect(Buffer.from(await first.arrayBuffer())).toEqual(OPEN_PIXEL_GIF);
    const opened = await messageRow(queued.id);
    expect(opened.status).toBe("opened");
    expect(opened.opened).toBeInstanceOf(Date);
    api.setNow(new Date(Date.now() + 60_000));
    await load(row.open_token ?? "");
    expect((await messageRow(queued.id)).opened).toEqual(opened.opened);

    const untracked = await sendAndReport("system@donors.test", { html: "<p>Reset</p>" });
    const plain = relay.received.find((mail) => mail.to.includes("system@donors.test"));
    expect(plain?.raw).not.toContain("/open/");
    expect((await messageRow(untracked.id)).open_token).toBeNull();
  }, 60_000);
});
