/**
 * The campaign editor (issue 19, decision 0026) end to end against the real server: each of the
 * seven built sub-pages edited, saved and still there after a reload; a 500 on save that keeps
 * every typed value (and a retry that stores them); the leave guard; no tab marked as coming
 * next now that all ten are built; a manager kept out by the EditCampaign gate. A campaign of its own, created
 * through the API, so no other suite sees these changes.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, authorization, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath } from "./support/console-page";
import { e2eEnv, loginOf } from "./support/env";

const browser = browserFixture();

let admin: SignedIn;
let manager: SignedIn;
let id: string;
const title = `E2E editor ${String(Date.now())}`;

beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  manager = await apiSignIn(loginOf("manager"));
  const answer = await fetch(`${e2eEnv().baseUrl}/api/campaigns/`, {
    method: "PUT",
    headers: { authorization: authorization(admin), "content-type": "application/json" },
    body: JSON.stringify({ title }),
  });
  if (answer.status !== 201) throw new Error(`create campaign: HTTP ${String(answer.status)}`);
  id = ((await answer.json()) as { id: string }).id;
});

const editPath = (page: string) => `/campaign/${id}/edit/${page}`;

async function open(page: Page, sub: string): Promise<void> {
  await page.goto(editPath(sub));
  await page.getByRole("button", { name: "Save", exact: true }).waitFor();
}

async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByText("Saved", { exact: true }).waitFor();
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await page.getByRole("button", { name: "Save", exact: true }).waitFor();
}

const field = (page: Page, label: string): Locator => page.getByLabel(label, { exact: true });

describe("the campaign editor", () => {
  it("edits general, intro and kiosk, and each is kept after a reload", async () => {
    const page = await browser.openPage({ session: admin });

    await open(page, "general");
    expect(await field(page, "Title").inputValue()).toBe(title);
    expect(await field(page, "Attempts").inputValue()).toBe("3");
    await field(page, "Title").fill(`${title} edited`);
    await field(page, "Attempts").fill("4");
    await field(page, "Type").selectOption("voip");
    await page.getByLabel("Block screenshots in the field app").check();
    await save(page);
    // The menu's "last edited campaign" shortcut names the saved title.
    const stored = await page.evaluate((): string[] =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith("canvass/last-edited/"))
        .map((key) => localStorage.getItem(key) ?? ""),
    );
    expect(stored.join("")).toContain(`"label":"${title} edited"`);
    await page.getByRole("heading", { name: `Edit ${title} edited` }).waitFor();
    await reload(page);
    expect(await field(page, "Title").inputValue()).toBe(`${title} edited`);
    expect(await field(page, "Attempts").inputValue()).toBe("4");
    expect(await field(page, "Type").inputValue()).toBe("voip");
    expect(await page.getByLabel("Block screenshots in the field app").isChecked()).toBe(true);

    await open(page, "intro");
    await field(page, "Intro text").fill("# Welcome\n**Thank you** <b>x</b>");
    const preview = page.getByTestId("intro-preview");
    await expect.poll(() => preview.innerHTML()).toContain("<h1>Welcome</h1>");
    expect(await preview.innerHTML()).toContain("<strong>Thank you</strong> &lt;b&gt;x&lt;/b&gt;");
    await save(page);
    await reload(page);
    expect(await field(page, "Intro text").inputValue()).toBe("# Welcome\n**Thank you** <b>x</b>");

    await open(page, "kiosk");
    await field(page, "Idle reset (seconds)").fill("120");
    await field(page, "Attract screen image").selectOption("contact");
    await page.getByLabel("English (India)").uncheck();
    await save(page);
    await reload(page);
    expect(await field(page, "Idle reset (seconds)").inputValue()).toBe("120");
    expect(await field(page, "Attract screen image").inputValue()).toBe("contact");
    expect(await page.getByLabel("English (India)").isChecked()).toBe(false);
    expect(await page.getByLabel("English (Canada)").isChecked()).toBe(true);
  });

  it("edits cancels, checkins, products and 2step, and each is kept after a reload", async () => {
    const page = await browser.openPage({ session: admin });

    await open(page, "cancels");
    await field(page, "Cancel reasons").fill("Moved away\nChanged mind\n");
    await save(page);
    await reload(page);
    expect(await field(page, "Cancel reasons").inputValue()).toBe("Moved away\nChanged mind");

    await open(page, "checkins");
    expect(await field(page, "Check-in length").inputValue()).toBe("4");
    expect(await field(page, "Counted in").inputValue()).toBe("h");
    await field(page, "Check-in length").fill("6");
    await field(page, "Counted in").selectOption("d");
    await page.getByLabel("A picture is required at check-in").check();
    await save(page);
    await reload(page);
    expect(await field(page, "Check-in length").inputValue()).toBe("6");
    expect(await field(page, "Counted in").inputValue()).toBe("d");
    expect(await page.getByLabel("A picture is required at check-in").isChecked()).toBe(true);

    await open(page, "products");
    await field(page, "Country").selectOption("GB");
    await expect
      .poll(() => page.getByTestId("products-currency").textContent())
      .toBe("Amounts are in GBP.");
    await field(page, "Amounts").fill("5, 15, 25.50");
    await page.getByRole("button", { name: "Add a frequency" }).click();
    await field(page, "Every (frequency 3)").fill("3");
    await expect.poll(() => page.getByText("= 90 days").count()).toBe(1);
    await save(page);
    await reload(page);
    expect(await field(page, "Country").inputValue()).toBe("GB");
    expect(await field(page, "Amounts").inputValue()).toBe("5, 15, 25.5");
    expect(await field(page, "Every (frequency 3)").inputValue()).toBe("3");

    await open(page, "2step");
    await page.getByLabel("SMS").check();
    await field(page, "Code length (digits)").fill("2");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // The SDK's rule refuses it next to the field, before any call.
    await expect
      .poll(() => page.getByText("Outside the allowed range.").count())
      .toBeGreaterThan(0);
    await field(page, "Code length (digits)").fill("8");
    await field(page, "Code expires after (minutes)").fill("15");
    await save(page);
    await reload(page);
    expect(await page.getByLabel("SMS").isChecked()).toBe(true);
    expect(await page.getByLabel("E-mail").isChecked()).toBe(false);
    expect(await field(page, "Code length (digits)").inputValue()).toBe("8");
    expect(await field(page, "Code expires after (minutes)").inputValue()).toBe("15");
  });

  it("keeps every typed value through a 500 on save, and a retry stores them", async () => {
    const page = await browser.openPage({ session: admin });
    await open(page, "kiosk");
    await page.route("**/assets/campaigns/*/settings/general.json", (route) =>
      route.request().method() === "GET"
        ? route.fallback()
        : route.fulfill({
            status: 500,
            contentType: "application/problem+json",
            body: JSON.stringify({ type: "about:blank", title: "Server error", status: 500 }),
          }),
    );
    await field(page, "Idle reset (seconds)").fill("300");
    await page.getByLabel("Español (España)").uncheck();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Nothing you typed is lost").waitFor();
    expect(await field(page, "Idle reset (seconds)").inputValue()).toBe("300");
    expect(await page.getByLabel("Español (España)").isChecked()).toBe(false);
    await page.unroute("**/assets/campaigns/*/settings/general.json");
    await page.getByRole("button", { name: "Try again", exact: true }).click();
    await page.getByText("Saved", { exact: true }).waitFor();
    await reload(page);
    expect(await field(page, "Idle reset (seconds)").inputValue()).toBe("300");
    expect(await page.getByLabel("Español (España)").isChecked()).toBe(false);
  });

  it("asks before leaving with unsaved changes: stay keeps them, leave discards", async () => {
    const page = await browser.openPage({ session: admin });
    await open(page, "cancels");
    await field(page, "Cancel reasons").fill("Unsaved reason");
    await page.getByRole("link", { name: "Intro", exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Leave without saving?").waitFor();
    await dialog.getByRole("button", { name: "Stay" }).click();
    await expectPath(page, editPath("cancels"));
    expect(await field(page, "Cancel reasons").inputValue()).toBe("Unsaved reason");
    await page.getByRole("link", { name: "Intro", exact: true }).click();
    await dialog.getByRole("button", { name: "Leave" }).click();
    await expectPath(page, editPath("intro"));
    // Every one of the ten sub-pages is built now: no tab is marked as coming next.
    for (const tab of ["Form", "Collaterals", "Territories"]) {
      await page.getByRole("link", { name: tab, exact: true }).waitFor();
    }
    expect(await page.getByRole("link", { name: /coming next/i }).count()).toBe(0);
  });

  it("keeps a manager out: the EditCampaign gate sends them home", async () => {
    const page = await browser.openPage({ session: manager });
    await page.goto(editPath("general"));
    await expect.poll(() => new URL(page.url()).pathname).not.toContain("/edit/");
    expect(await page.getByRole("button", { name: "Save", exact: true }).count()).toBe(0);
  });
});
