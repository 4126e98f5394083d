/**
 * The messages part of the lookup's communications tab (issue 24, decisions 0052 and 0061),
 * against the real server and the demo seed's messages log: a rich submission's tab lists every
 * message logged for it (when, subject, recipient, the status the API gives — delivered or
 * opened), newest first; its link opens `/messages` narrowed to the submission, listing the same
 * messages, where one opens with its text and when it was delivered (and first opened). At 400 px
 * the tab fits the width.
 */
import type { Schema } from "@canvass/sdk/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, visible } from "./support/console-page";
import { loginOf } from "./support/env";

const browser = browserFixture();

const STATUS: Record<string, string> = {
  queued: "Queued",
  sent: "Sent",
  delivered: "Delivered",
  opened: "Opened",
  bounced: "Bounced",
};

let admin: SignedIn;
let submission: string;
let messages: Schema<"EmailMessage">[];

beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  const found = await apiGet<{ Accounts: { ID: string }[] }>(
    admin,
    "/query/accounts/?PageSize=1&Fields=ID&q=ada.lovelace%40example.org",
  );
  const ada = found.Accounts[0];
  if (ada === undefined) throw new Error("the seed has no rich submission");
  submission = ada.ID;
  messages = (
    await apiGet<Schema<"EmailMessageList">>(
      admin,
      `/emails/messages/?Account=${encodeURIComponent(submission)}&PageSize=100`,
    )
  ).Result;
  if (messages.length === 0) throw new Error("the seed logged no message for the submission");
});

describe("the communications tab's messages", () => {
  it("lists the submission's messages with their statuses and opens them in /messages", async () => {
    const page = await browser.openPage({ session: admin, viewport: { width: 1280, height: 900 } });
    await page.goto(`/lookup/${submission}/communications`);
    const log = page.getByRole("list", { name: "Communications" });
    await visible(log);
    const items = log.getByRole("listitem");
    await expect.poll(() => items.count()).toBe(messages.length);
    for (const [index, message] of messages.entries()) {
      const item = items.nth(index);
      expect(await item.getAttribute("data-status")).toBe(message.status);
      expect(await item.locator("time").getAttribute("datetime")).toBe(message.Sent);
      const text = await item.innerText();
      expect(text).toContain(message.subject);
      expect(text).toContain(message.to);
      expect(text).toContain(STATUS[message.status] ?? message.status);
    }
    // The seed's receipts were delivered, and some opened: both statuses reach the tab.
    expect(messages.map((message) => message.status)).toEqual(
      expect.arrayContaining(["delivered"]),
    );

    await page
      .getByRole("link", { name: "Every message of this submission in Communications" })
      .click();
    await expectPath(page, "/messages");
    expect(new URL(page.url()).searchParams.get("account")).toBe(submission);
    const table = page.getByRole("table");
    for (const message of messages) {
      await visible(table.getByRole("button", { name: message.subject }).first());
    }
    await expect.poll(() => table.getByRole("row").count()).toBe(messages.length + 1);

    const first = messages[0];
    if (first === undefined) throw new Error("no message");
    await table.getByRole("button", { name: first.subject }).first().click();
    const view = page.getByRole("region", { name: `Message ${first.subject}` });
    const detail = await apiGet<Schema<"EmailMessageDetail">>(
      admin,
      `/emails/messages/${first.id}/`,
    );
    await visible(view.getByText(detail.text.split("\n")[0] ?? "", { exact: false }));
    await visible(view.getByText(` · ${STATUS[first.status] ?? first.status}`, { exact: false }));
    // When a delivery report and the tracking pixel said so (decision 0061).
    const delivered = detail.message.Delivered;
    if (delivered === undefined) throw new Error("the seeded message has no delivery time");
    await visible(view.locator(`time[datetime="${delivered}"]`).filter({ hasText: /^Delivered / }));
    const opened = detail.message.Opened;
    expect(await view.getByText(/^First opened /).count()).toBe(opened === undefined ? 0 : 1);
    await page.close();
  });

  it("fits the messages in 400 px", async () => {
    const page = await browser.openPage({ session: admin, viewport: { width: 400, height: 860 } });
    await page.goto(`/lookup/${submission}/communications`);
    const log = page.getByRole("list", { name: "Communications" });
    await visible(log);
    await expect.poll(() => log.getByRole("listitem").count()).toBe(messages.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      400,
    );
    await page.close();
  });
});
