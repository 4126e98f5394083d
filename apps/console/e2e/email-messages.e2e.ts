/**
 * `/messages` filter controls end to end (issue 24): a test send of a template's version is in
 * the messages log; choosing the template in the Template filter narrows the list to it and
 * writes `?template=` to the address; a "Sent before" day before the send empties the list; a
 * submission id narrows it to that submission's messages (none for a test send).
 */
import type { Schema } from "@canvass/sdk/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, authorization, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { visible } from "./support/console-page";
import { e2eEnv, loginOf } from "./support/env";

const browser = browserFixture();
const stamp = Date.now().toString(36);
const name = `E2E filtered ${stamp}`;
const to = `filters-${stamp}@example.org`;

let admin: SignedIn;
let template: string;

async function send<T>(method: string, path: string, body: unknown): Promise<T> {
  const answer = await fetch(`${e2eEnv().baseUrl}/api${path}`, {
    method,
    headers: { authorization: authorization(admin), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: HTTP ${String(answer.status)}`);
  return (await answer.json()) as T;
}

beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  template = (
    await send<Schema<"EmailTemplate">>("POST", "/emails/templates/", { name, subject: name })
  ).id;
  await send("POST", `/emails/templates/${template}/versions/`, {
    subject: `Filtered ${stamp}`,
    html: "<p>Hello {{ FirstName }}</p>",
  });
  await send("POST", `/emails/templates/${template}/versions/1/test/`, { to });
});

describe("messages filters", () => {
  it("narrows the log by template, by date and by submission, each kept in the address", async () => {
    const page = await browser.openPage({ session: admin });
    await page.goto("/messages");
    const subject = `[Test] Filtered ${stamp}`;
    const rows = page.getByRole("row").filter({ hasText: to });

    await (await visible(page.getByRole("combobox", { name: "Template" }))).click();
    await page.getByRole("option", { name, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("template")).toBe(template);
    await visible(rows.getByRole("button", { name: subject }));
    await expect.poll(() => page.getByRole("row").count()).toBe(2); // header + the one message

    await page.getByLabel("Sent before").fill("2001-01-01");
    await expect.poll(() => new URL(page.url()).searchParams.get("before")).toBe("2001-01-01");
    await expect.poll(() => rows.count()).toBe(0);
    await page.getByLabel("Sent before").fill("");
    await visible(rows.getByRole("button", { name: subject }));

    const submission = page.getByRole("searchbox", { name: "Submission" });
    await submission.fill("no-such-submission");
    await submission.press("Enter");
    await expect
      .poll(() => new URL(page.url()).searchParams.get("account"))
      .toBe("no-such-submission");
    await expect.poll(() => rows.count()).toBe(0);
  });
});
