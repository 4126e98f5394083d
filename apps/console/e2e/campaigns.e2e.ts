/**
 * The campaign screens end to end against the real server (decision 0025): the list's search,
 * type filter and title order (leading articles ignored) kept in the address, undone by Back and
 * restored by a reload; creating a campaign with every default of the spec shown and stored,
 * landing on its edit page, and a taken title answered next to Title; adding and removing a team
 * on the profile; manager and rep reading only; the list and the profile at 400 and 1280 px.
 */
import type { Schema } from "@canvass/sdk/contract";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { messages as problems } from "../src/i18n/messages/problems/en-CA";
import { apiGet, authorization, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, visible } from "./support/console-page";
import { e2eEnv, loginOf } from "./support/env";
import { measureLayout } from "./support/layout";
import { createTeam, uniqueTitle } from "./support/teams-api";

type Campaign = Schema<"Campaign">;

const browser = browserFixture();

let admin: SignedIn;
let manager: SignedIn;
let rep: SignedIn;
beforeAll(async () => {
  [admin, manager, rep] = await Promise.all([
    apiSignIn(loginOf("admin")),
    apiSignIn(loginOf("manager")),
    apiSignIn(loginOf("rep")),
  ]);
});

/** A campaign through the API; what is left out takes the server's defaults. */
async function createCampaign(body: {
  readonly title: string;
  readonly type?: Campaign["type"];
  readonly teams?: readonly string[];
}): Promise<Campaign> {
  const answer = await fetch(`${e2eEnv().baseUrl}/api/campaigns/`, {
    method: "PUT",
    headers: {
      authorization: authorization(admin),
      accept: "application/json",
      "content-type": "application/json",
    },
    body: JSON.stringify(body),
  });
  if (answer.status !== 201) throw new Error(`createCampaign: ${String(answer.status)}`);
  return (await answer.json()) as Campaign;
}

const table = (page: Page) => page.getByRole("table", { name: "Campaigns", exact: true });
const query = (page: Page) => new URL(page.url()).searchParams;
const rowTexts = (page: Page) =>
  table(page)
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => row.textContent));
async function rowsWith(page: Page, token: string, count: number): Promise<string[]> {
  await expect
    .poll(async () => (await rowTexts(page)).filter((text) => text.includes(token)).length, {
      timeout: 15_000,
    })
    .toBe(count);
  return (await rowTexts(page)).filter((text) => text.includes(token));
}

describe("the campaign list", () => {
  it("searches, filters by type and sorts by title without articles, all in the address", async () => {
    const token = uniqueTitle("Qx").replace(" ", "");
    await createCampaign({ title: `The ${token} Zebra`, type: "self-serve" });
    await createCampaign({ title: `${token} Apple` });
    await createCampaign({ title: `An ${token} Mango`, type: "voip" });
    const page = await browser.openPage({ session: admin });
    await page.goto("/campaigns");
    await visible(table(page));
    await page.getByRole("searchbox", { name: "Search Campaigns" }).fill(token);
    await expect.poll(() => query(page).get("q")).toBe(token);
    const rows = await rowsWith(page, token, 3);
    // "The" and "An" are ignored: Apple, Mango, Zebra.
    expect(rows[0]).toContain(`${token} Apple`);
    expect(rows[1]).toContain(`An ${token} Mango`);
    expect(rows[2]).toContain(`The ${token} Zebra`);

    await page.getByRole("combobox", { name: "Type", exact: true }).click();
    await page.getByRole("option", { name: "VoIP", exact: true }).click();
    await expect.poll(() => query(page).get("type")).toBe("voip");
    expect(await rowsWith(page, token, 1)).toEqual([expect.stringContaining("Mango")]);

    await page.goBack();
    await expect.poll(() => query(page).get("type")).toBeNull();
    await rowsWith(page, token, 3);

    await page.getByRole("button", { name: /^Title/ }).click();
    await expect.poll(() => query(page).get("sort")).toBe("-title");
    await expect.poll(async () => (await rowsWith(page, token, 3))[0]).toContain("Zebra");

    await page.reload();
    expect((await rowsWith(page, token, 3))[0]).toContain("Zebra");
    expect(Object.fromEntries(query(page))).toEqual({ q: token, sort: "-title" });

    await table(page)
      .getByRole("link", { name: `${token} Apple`, exact: true })
      .click();
    await visible(page.getByRole("heading", { name: `${token} Apple`, level: 1 }));
  });
});

describe("creating a campaign", () => {
  it("shows every default, stores them and lands on the edit page; a taken title is named", async () => {
    const title = uniqueTitle("Zz New Campaign");
    const page = await browser.openPage({ session: admin });
    await page.goto("/campaigns");
    await (await visible(page.getByRole("link", { name: "Create campaign" }))).click();
    await expectPath(page, "/campaign/new");
    const spin = (name: string) => page.getByRole("spinbutton", { name, exact: true });
    const text = (name: string) => page.getByRole("textbox", { name, exact: true });
    const box = (name: string) => page.getByRole("checkbox", { name, exact: true });
    // The list (with its own "Type" filter reading "Any") may still be drawn while the new
    // route's code loads: read the form's fields only once the form is there.
    const form = page.locator("form").filter({ has: text("Title") });
    await visible(form);
    expect(await form.getByRole("combobox", { name: "Type", exact: true }).textContent()).toContain(
      "In person",
    );
    expect(await spin("Attempts").inputValue()).toBe("3");
    expect(await spin("Timeout").inputValue()).toBe("5");
    expect(await text("Submit mode").inputValue()).toBe("default");
    expect(await box("Block screenshots").isChecked()).toBe(false);
    expect(await spin("Check-in length").inputValue()).toBe("4");
    expect(await text("Check-in range").inputValue()).toBe("h");
    expect(await box("Take a picture at check-in").isChecked()).toBe(false);

    await text("Title").fill(title);
    await page.locator("form").getByRole("button", { name: "Create campaign" }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toMatch(/^\/campaign\/[^/]+\/edit\/general$/);
    const id = new URL(page.url()).pathname.split("/")[2] ?? "";
    const stored = await apiGet<Campaign>(admin, `/campaigns/${id}/`);
    expect(stored).toMatchObject({
      title,
      type: "in-person",
      attempts: 3,
      timeout: 5,
      submitMode: "default",
      blockScreenshot: false,
      checkinLength: 4,
      range: "h",
      picture: false,
    });

    await page.goto("/campaign/new");
    await (await visible(text("Title"))).fill(title.toUpperCase());
    await page.locator("form").getByRole("button", { name: "Create campaign" }).click();
    await expect
      .poll(() =>
        text("Title").evaluate((input) =>
          (input.getAttribute("aria-describedby") ?? "")
            .split(" ")
            .map((ref) => document.getElementById(ref)?.textContent ?? "")
            .join(" "),
        ),
      )
      .toContain(problems["problem.field.taken"]);
    await expectPath(page, "/campaign/new");
  });
});

describe("the campaign profile", () => {
  it("adds and removes a team for an admin, by keyboard", async () => {
    const team = await createTeam(admin, {
      title: uniqueTitle("Zz Campaign Team"),
      parent: admin.team,
    });
    const campaign = await createCampaign({ title: uniqueTitle("Zz Profile") });
    const page = await browser.openPage({ session: admin });
    await page.goto(`/campaign/${campaign.id}`);
    await visible(page.getByRole("heading", { name: campaign.title, level: 1 }));
    await visible(page.getByText("No team works on this campaign."));
    // By keyboard: focus the picker, open it, type to find the team, Enter adds it.
    await page.getByRole("combobox", { name: "Add a team" }).focus();
    await page.keyboard.press("Enter");
    await visible(page.getByRole("combobox", { name: "Search options" }));
    await page.keyboard.type(team.title);
    await visible(page.getByRole("option", { name: team.title, exact: true }));
    await page.keyboard.press("Enter");
    const remove = page.getByRole("button", { name: `Remove ${team.title}`, exact: true });
    await visible(remove);
    await expect
      .poll(async () => (await apiGet<Campaign>(admin, `/campaigns/${campaign.id}/`)).teams)
      .toEqual([team.id]);
    await remove.focus();
    await page.keyboard.press("Enter");
    await visible(page.getByText("No team works on this campaign."));
    await expect
      .poll(async () => (await apiGet<Campaign>(admin, `/campaigns/${campaign.id}/`)).teams)
      .toEqual([]);
  });

  it.each(["manager", "rep"] as const)("is read-only for a %s", async (role) => {
    const session = role === "manager" ? manager : rep;
    const team = await createTeam(admin, {
      title: uniqueTitle("Zz Read Team"),
      parent: admin.team,
    });
    const campaign = await createCampaign({ title: uniqueTitle("Zz Read Only"), teams: [team.id] });
    const page = await browser.openPage({ session });
    await page.goto("/campaigns");
    await visible(table(page));
    expect(await page.getByRole("link", { name: "Create campaign" }).count()).toBe(0);
    await page.goto(`/campaign/${campaign.id}`);
    await visible(page.getByRole("heading", { name: campaign.title, level: 1 }));
    await visible(page.getByRole("heading", { name: "Settings at a glance" }));
    expect(await page.getByRole("combobox", { name: "Add a team" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Remove / }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Edit", exact: true }).count()).toBe(0);
    await page.goto("/campaign/new");
    await expect.poll(() => new URL(page.url()).pathname).not.toBe("/campaign/new");
  });
});

describe.each([400, 1280] as const)("at %i px", (width) => {
  it.each(["/campaigns", "profile", "/campaign/new"])(
    "%s: no sideways scrolling, padded content",
    async (which) => {
      const list = await apiGet<{ Result: Campaign[] }>(admin, "/campaigns/?PageSize=1");
      const path = which === "profile" ? `/campaign/${list.Result[0]?.id ?? ""}` : which;
      const page = await browser.openPage({ session: admin, viewport: { width, height: 800 } });
      await page.goto(path);
      await visible(page.locator("main [data-slot=page-frame] h1").first());
      if (which === "/campaigns") await visible(table(page).locator("tbody tr").first());
      const facts = await measureLayout(page);
      expect(facts.documentOverflowX, "the document scrolls sideways").toBeLessThanOrEqual(0);
      expect(facts.mainOverflowX, "the page scrolls sideways").toBeLessThanOrEqual(0);
      expect(facts.framePadding).toEqual({ top: 24, right: 24, bottom: 24, left: 24 });
      if (which === "/campaigns") {
        expect(facts.nestedScrollers, "scroll containers around the table").toEqual([]);
        expect(facts.pager, "the pager").toBeDefined();
      }
    },
  );
});
