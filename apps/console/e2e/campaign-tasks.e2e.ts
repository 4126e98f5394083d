/**
 * `/campaign/{id}/tasks` (EditCampaignTasks, issue 19) end to end: root adds two tasks, moves one
 * by keyboard, saves and sees them kept after a reload; a 500 on save keeps the edits; a task
 * type listed twice is named on its row before anything is sent (400 px), and leaving with
 * unsaved edits asks first; an admin
 * (not in the root team) is kept out by the gate. A campaign of its own.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, authorization, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { e2eEnv, loginOf } from "./support/env";

const browser = browserFixture();

let root: SignedIn;
let admin: SignedIn;
let id: string;
const title = `E2E tasks ${String(Date.now())}`;

beforeAll(async () => {
  root = await apiSignIn(loginOf("root"));
  admin = await apiSignIn(loginOf("admin"));
  const answer = await fetch(`${e2eEnv().baseUrl}/api/campaigns/`, {
    method: "PUT",
    headers: { authorization: authorization(admin), "content-type": "application/json" },
    body: JSON.stringify({ title }),
  });
  if (answer.status !== 201) throw new Error(`create campaign: HTTP ${String(answer.status)}`);
  id = ((await answer.json()) as { id: string }).id;
});

async function types(page: Page): Promise<string[]> {
  const inputs = page.getByLabel("Task type", { exact: true });
  const count = await inputs.count();
  const values: string[] = [];
  for (let index = 0; index < count; index += 1) values.push(await inputs.nth(index).inputValue());
  return values;
}

async function addTask(page: Page, type: string, settings: string): Promise<void> {
  await page.getByRole("button", { name: "Add task", exact: true }).click();
  await page.getByLabel("Task type", { exact: true }).last().fill(type);
  await page.getByLabel("Settings reference", { exact: true }).last().fill(settings);
}

describe("campaign tasks", () => {
  it("root adds, reorders by keyboard and saves tasks; they are kept after a reload", async () => {
    const page = await browser.openPage({ session: root });
    await page.goto(`/campaign/${id}/tasks`);
    await page.getByText("This campaign has no tasks.").waitFor();
    await addTask(page, "sendReceipt", "settings/receipt.json");
    await addTask(page, "crmPush", "settings/crm.json");
    await page.getByRole("button", { name: "Move up: crmPush" }).focus();
    await page.keyboard.press("Enter");
    expect(await types(page)).toEqual(["crmPush", "sendReceipt"]);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved", { exact: true }).waitFor();
    await page.reload();
    await expect.poll(() => types(page)).toEqual(["crmPush", "sendReceipt"]);
  });

  it("names a bad task type on its row and keeps the edits through a 500", async () => {
    const page = await browser.openPage({ session: root });
    await page.goto(`/campaign/${id}/tasks`);
    await expect.poll(() => types(page)).toEqual(["crmPush", "sendReceipt"]);
    await addTask(page, "bad type!", "x");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Task type: ", { exact: false }).waitFor();
    await page.getByLabel("Task type", { exact: true }).last().fill("audit");
    await page.route(`**/campaigns/${id}/tasks/`, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/problem+json",
        body: JSON.stringify({ type: "about:blank", title: "Server error", status: 500 }),
      }),
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Nothing you typed is lost").waitFor();
    expect(await types(page)).toEqual(["crmPush", "sendReceipt", "audit"]);
  });

  it("lists each task type once (named on its row, nothing sent) and asks before leaving unsaved edits", async () => {
    const page = await browser.openPage({ session: root, viewport: { width: 400, height: 860 } });
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes(`/campaigns/${id}/tasks/`)) {
        posts += 1;
      }
    });
    await page.goto(`/campaign/${id}/tasks`);
    await expect.poll(() => types(page)).toEqual(["crmPush", "sendReceipt"]);
    await addTask(page, "crmPush", "settings/again.json");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page
      .getByText("Task type: already in the list: a campaign runs each task type once")
      .waitFor();
    expect(
      await page.getByLabel("Task type", { exact: true }).nth(2).getAttribute("aria-invalid"),
    ).toBe("true");
    expect(
      await page.getByLabel("Task type", { exact: true }).nth(0).getAttribute("aria-invalid"),
    ).toBe("false");
    expect(posts).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      400,
    );

    // Unsaved edits: leaving asks, and staying keeps every edit.
    await page.getByRole("link", { name: "Back to the campaign" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Stay" }).click();
    expect(new URL(page.url()).pathname).toBe(`/campaign/${id}/tasks`);
    expect(await types(page)).toEqual(["crmPush", "sendReceipt", "crmPush"]);

    // Saved: leaving asks nothing.
    await page.getByLabel("Task type", { exact: true }).last().fill("audit");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved", { exact: true }).waitFor();
    expect(posts).toBe(1);
    await page.getByRole("link", { name: "Back to the campaign" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/campaign/${id}`);
    expect(await page.getByRole("alertdialog").count()).toBe(0);
  });

  it("keeps an admin out: the EditCampaignTasks gate sends them away", async () => {
    const page = await browser.openPage({ session: admin });
    await page.goto(`/campaign/${id}/tasks`);
    await expect.poll(() => new URL(page.url()).pathname).not.toContain("/tasks");
    expect(await page.getByRole("button", { name: "Add task", exact: true }).count()).toBe(0);
  });
});
