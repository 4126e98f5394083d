/**
 * The team screens end to end against the real server: creating a team with a restriction flag
 * and seeing it on the profile; a duplicate title under the same parent answered 409 next to
 * Title; the general and optional edit sub-pages through their tabs; the unsaved-changes guard;
 * flags read-only for a manager and for an admin's own team; no create action (and `/team/new`
 * sent home) without CreateTeam; the last-edited team in the menu; a save answered 500 keeps what was typed; the
 * list's filter, sort and page kept in the address across a reload; the Parent column naming each
 * parent by its title (also a parent not on the page) or as a team the operator cannot see, never
 * by its id.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { messages as lists } from "../src/i18n/messages/lists/en-CA";
import { messages as problems } from "../src/i18n/messages/problems/en-CA";
import { apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, sideNav, visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { expectedHomePath } from "./support/home";
import { createTeam, getTeam, teamByTitle, uniqueTitle } from "./support/teams-api";

const browser = browserFixture();

let admin: SignedIn;
let manager: SignedIn;
let client: SignedIn;
beforeAll(async () => {
  [admin, manager, client] = await Promise.all([
    apiSignIn(loginOf("admin")),
    apiSignIn(loginOf("manager")),
    apiSignIn(loginOf("client")),
  ]);
});

/** A text field by its accessible name (the required marker is not part of it). */
const field = (page: Page, label: string) =>
  page.getByRole("textbox", { name: label, exact: true });
const formButton = (page: Page, name: string) =>
  page.locator("form").getByRole("button", { name, exact: true });
const heading = (page: Page, name: string) => page.getByRole("heading", { name, level: 1 });
const flagRow = (page: Page, flag: string) => page.locator(`[data-flag="${flag}"]`);
const restrictSwitch = (page: Page, flag: string) =>
  page.getByRole("switch", { name: `Restricted: ${flag}`, exact: true });
const idInPath = (page: Page) => new URL(page.url()).pathname.split("/")[2] ?? "";
const query = (page: Page) => new URL(page.url()).searchParams;

/** The texts that describe a field (its hint and its error), as a screen reader reads them. */
const descriptionOf = (page: Page, label: string) =>
  field(page, label).evaluate((input) =>
    (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );

describe("creating a team", () => {
  it("creates a team with a flag on; the profile shows it and the menu remembers the team", async () => {
    const title = uniqueTitle("Zz Created");
    const page = await browser.openPage({ session: admin });
    await page.goto("/teams");
    await (await visible(page.getByRole("link", { name: "Create team" }))).click();
    await expectPath(page, "/team/new");
    await visible(heading(page, "New team"));
    await field(page, "Title").fill(title);
    await restrictSwitch(page, "nosublocation").click();
    expect(await restrictSwitch(page, "nosublocation").getAttribute("aria-checked")).toBe("true");
    await formButton(page, "Create").click();

    await visible(heading(page, title));
    const id = idInPath(page);
    await expectPath(page, `/team/${id}`);
    const row = await visible(flagRow(page, "nosublocation"));
    expect(await row.getAttribute("data-state")).toBe("restricted");
    expect(await row.textContent()).toContain("Does not see where submissions were made.");
    const saved = await getTeam(admin, id);
    expect(saved).toMatchObject({ title, parent: admin.team, restrictions: ["nosublocation"] });

    // The shortcut hides on its own pages; elsewhere the menu offers the team.
    await sideNav(page).getByRole("link", { name: "Teams", exact: true }).click();
    await expectPath(page, "/teams");
    const shortcut = await visible(sideNav(page).locator('[data-group="last-team"]'));
    expect(await shortcut.textContent()).toContain(title);
  });

  it("puts the 409 of a duplicate title under the same parent next to Title", async () => {
    const title = uniqueTitle("Zz Twin");
    await createTeam(admin, { title, parent: admin.team });
    const page = await browser.openPage({ session: admin });
    await page.goto(`/team/new?parent=${admin.team}`);
    await (await visible(field(page, "Title"))).fill(title);
    await formButton(page, "Create").click();
    // The console's own words for the problem's code (`unique`), not the server's English.
    const message = problems["problem.field.taken"] ?? "";
    expect(message).not.toBe("");
    await expect
      .poll(() => field(page, "Title").getAttribute("aria-invalid"), { timeout: 15_000 })
      .toBe("true");
    const description = await descriptionOf(page, "Title");
    expect(description).toContain(message);
    expect(description).not.toContain(`There is already a team "${title}" here.`);
    await expectPath(page, "/team/new");
  });

  it("keeps what was typed through a 500 and saves on retry", async () => {
    const team = await createTeam(admin, { title: uniqueTitle("Zz Flaky"), parent: admin.team });
    const renamed = `${team.title} renamed`;
    const page = await browser.openPage({ session: admin });
    await page.goto(`/team/${team.id}/edit/general`);
    await (await visible(field(page, "Title"))).fill(renamed);

    let failed = false;
    await page.route(`**/api/teams/${team.id}/`, async (route) => {
      if (route.request().method() === "POST" && !failed) {
        failed = true;
        await route.fulfill({
          status: 500,
          contentType: "application/problem+json",
          body: '{"type":"about:blank","title":"Internal Server Error","status":500}',
        });
      } else {
        await route.continue();
      }
    });
    await formButton(page, "Save").click();
    await visible(page.getByRole("alert").filter({ hasText: "Nothing you typed is lost" }));
    expect(failed).toBe(true);
    expect(await field(page, "Title").inputValue()).toBe(renamed);
    await expectPath(page, `/team/${team.id}/edit/general`);

    await formButton(page, "Try again").click();
    await visible(heading(page, renamed));
    expect((await getTeam(admin, team.id)).title).toBe(renamed);
  });
});

describe("editing a team", () => {
  it("renames on the general page and sets the home page on the optional page, through the tabs", async () => {
    const team = await createTeam(admin, { title: uniqueTitle("Zz Edit"), parent: admin.team });
    const renamed = `${team.title} east`;
    const page = await browser.openPage({ session: admin });
    await page.goto(`/team/${team.id}/edit`);
    await expectPath(page, `/team/${team.id}/edit/general`);
    const tabs = await visible(page.getByRole("navigation", { name: "Edit team" }));
    expect(await tabs.getByRole("link", { name: "General" }).getAttribute("aria-current")).toBe(
      "page",
    );
    await field(page, "Title").fill(renamed);
    await formButton(page, "Save").click();
    await visible(heading(page, renamed));
    expect((await getTeam(admin, team.id)).title).toBe(renamed);

    await (await visible(page.getByRole("link", { name: "Edit", exact: true }))).click();
    await expectPath(page, `/team/${team.id}/edit/general`);
    await (await visible(tabs.getByRole("link", { name: "Optional fields" }))).click();
    await expectPath(page, `/team/${team.id}/edit/optional`);
    // The address changes before the optional page renders: wait for its tab to be current.
    await visible(tabs.locator('a[aria-current="page"]', { hasText: "Optional fields" }));
    await (await visible(field(page, "Home page"))).fill("https://elsewhere.example");
    await formButton(page, "Save").click();
    await visible(page.getByText("Enter an address inside the console, starting with a single /."));
    await field(page, "Home page").fill("/dashboard/subs");
    await formButton(page, "Save").click();
    await visible(heading(page, renamed));
    await visible(page.getByText("/dashboard/subs", { exact: true }));
    expect((await getTeam(admin, team.id)).metadata).toMatchObject({ homepage: "/dashboard/subs" });
  });

  it("asks before leaving unsaved changes: Stay keeps them, Leave goes", async () => {
    const team = await createTeam(admin, { title: uniqueTitle("Zz Guard"), parent: admin.team });
    const page = await browser.openPage({ session: admin });
    await page.goto(`/team/${team.id}/edit/general`);
    await (await visible(field(page, "Title"))).fill(`${team.title} draft`);
    const cancel = formButton(page, "Cancel");
    await cancel.click();
    const dialog = await visible(page.getByRole("alertdialog", { name: "Leave without saving?" }));
    await dialog.getByRole("button", { name: "Stay" }).click();
    await expectPath(page, `/team/${team.id}/edit/general`);
    expect(await field(page, "Title").inputValue()).toBe(`${team.title} draft`);
    await cancel.click();
    const again = await visible(page.getByRole("alertdialog"));
    await again.getByRole("button", { name: "Leave" }).click();
    await expectPath(page, `/team/${team.id}`);
    expect((await getTeam(admin, team.id)).title).toBe(team.title);
  });

  it("shows a manager the flags read-only and saves their change without them", async () => {
    const title = uniqueTitle("Zz Managed");
    const team = await createTeam(admin, {
      title,
      parent: manager.team,
      restrictions: ["nosublocation"],
    });
    const page = await browser.openPage({ session: manager });
    await page.goto(`/team/${team.id}/edit/general`);
    await visible(page.getByText("Only admins can change restriction flags."));
    const locked = restrictSwitch(page, "nosublocation");
    expect(await locked.isDisabled()).toBe(true);
    expect(await locked.getAttribute("aria-checked")).toBe("true");
    expect(
      await page
        .getByRole("switch")
        .evaluateAll((all) => all.every((s) => (s as HTMLButtonElement).disabled)),
    ).toBe(true);

    await field(page, "Title").fill(`${title} B`);
    await formButton(page, "Save").click();
    await visible(heading(page, `${title} B`));
    expect(await getTeam(admin, team.id)).toMatchObject({
      title: `${title} B`,
      restrictions: ["nosublocation"],
    });
  });

  it("locks an admin's own team's flags, saying why", async () => {
    const own = await getTeam(admin, admin.team);
    const page = await browser.openPage({ session: admin });
    await page.goto(`/team/${own.id}/edit/general`);
    await visible(
      page.getByText(
        "You cannot change the restriction flags of your own team: they apply to you.",
      ),
    );
    expect(await restrictSwitch(page, "nocreateteams").isDisabled()).toBe(true);
  });
});

describe("without CreateTeam", () => {
  it("shows no create action, and /team/new goes to /", async () => {
    const home = await expectedHomePath(client);
    const page = await browser.openPage({ session: client });
    await page.goto("/teams");
    await visible(heading(page, "Teams"));
    await visible(page.getByRole("table", { name: "Teams" }));
    expect(await page.getByRole("link", { name: "Create team" }).count()).toBe(0);
    await page.goto("/team/new");
    await expectPath(page, home);
    expect(await heading(page, "New team").count()).toBe(0);
  });
});

describe("the team list", () => {
  const table = (page: Page) => page.getByRole("table", { name: "Teams" });
  async function childRows(page: Page): Promise<string[]> {
    const texts = await table(page)
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((row) => row.textContent));
    return texts.filter((text) => text.includes("child"));
  }
  const settledRows = async (page: Page, count: number) => {
    await expect.poll(async () => (await childRows(page)).length, { timeout: 15_000 }).toBe(count);
    return childRows(page);
  };

  it("filters by parent, pages and sorts on the server, and keeps it all through a reload", async () => {
    const parent = await createTeam(admin, { title: uniqueTitle("Zz Parent"), parent: admin.team });
    for (let index = 0; index < 12; index += 1) {
      await createTeam(admin, {
        title: `${parent.title} child ${String(index).padStart(2, "0")}`,
        parent: parent.id,
      });
    }
    const page = await browser.openPage({ session: admin });
    await page.goto("/teams?size=10");
    await visible(table(page));

    await page.getByRole("combobox", { name: "Parent team" }).click();
    // The dropdown's own search box is a combobox over its options.
    const search = page.getByRole("combobox", { name: "Search options" });
    await (await visible(search)).fill(parent.title);
    await page.getByRole("option", { name: parent.title, exact: true }).click();
    await expect.poll(() => query(page).get("parent")).toBe(parent.id);
    expect((await settledRows(page, 10))[0]).toContain("child 00");

    await page.getByRole("button", { name: "Next page" }).click();
    expect(await settledRows(page, 2)).toHaveLength(2);
    expect(query(page).get("page")).toBe("2");

    // Title is the default order: one click turns it around (and goes back to page 1).
    await page.getByRole("button", { name: /^Title/ }).click();
    await expect.poll(() => query(page).get("sort")).toBe("-title");
    expect(query(page).get("page")).toBeNull();
    await expect.poll(async () => (await childRows(page))[0] ?? "").toContain("child 11");
    await page.getByRole("button", { name: "Next page" }).click();
    await expect.poll(() => query(page).get("page")).toBe("2");
    const before = await settledRows(page, 2);
    expect(before[0]).toContain("child 01");

    await page.reload();
    expect(await settledRows(page, 2)).toEqual(before);
    expect(Object.fromEntries(query(page))).toEqual({
      parent: parent.id,
      sort: "-title",
      size: "10",
      page: "2",
    });
    // The filter names the parent once the teams index (its own request) has answered: until
    // then it reads "Select…", even with the rows drawn.
    await expect
      .poll(() => page.getByRole("combobox", { name: "Parent team", exact: true }).textContent())
      .toContain(parent.title);
  });

  it("names the parent of each row by its title when the parent is not on the page", async () => {
    const parent = await createTeam(admin, { title: uniqueTitle("Zz Named"), parent: admin.team });
    for (const suffix of ["a", "b"]) {
      await createTeam(admin, { title: `${parent.title} child ${suffix}`, parent: parent.id });
    }
    const page = await browser.openPage({ session: admin });
    // Filtered to the parent's sub-teams, the parent itself is not one of the rows.
    await page.goto(`/teams?parent=${encodeURIComponent(parent.id)}`);
    const rows = await settledRows(page, 2);
    for (const text of rows) {
      expect(text).toContain(parent.title);
      expect(text, "never the parent's id").not.toContain(parent.id);
    }
    const first = table(page).locator("tbody tr").filter({ hasText: "child a" });
    await visible(first.getByRole("link", { name: parent.title, exact: true }));
  });

  it("names a parent the operator cannot see as such, never by its id", async () => {
    const hiddenTeam = lists["names.hiddenTeam"];
    if (hiddenTeam === undefined) throw new Error("no message names.hiddenTeam");
    const own = await getTeam(manager, manager.team);
    const hidden = own.parent;
    if (hidden === null) throw new Error("the manager's team has no parent");
    const page = await browser.openPage({ session: manager });
    await page.goto(`/teams?q=${encodeURIComponent(own.title)}`);
    const row = table(page).locator("tbody tr").filter({ hasText: own.title }).first();
    await visible(row.getByText(hiddenTeam, { exact: true }));
    expect(await row.textContent()).not.toContain(hidden);
    expect(await row.getByRole("link", { name: hiddenTeam }).count()).toBe(0);
  });

  it("links each team's parent to the parent's profile", async () => {
    const seeded = await teamByTitle(admin, "Toronto Downtown");
    const page = await browser.openPage({ session: admin });
    await page.goto(`/teams?q=${encodeURIComponent("Toronto Downtown")}`);
    const row = table(page).locator("tbody tr").filter({ hasText: "Toronto Downtown" }).first();
    await (await visible(row.getByRole("link", { name: "North America Field" }))).click();
    await expectPath(page, `/team/${seeded.parent ?? ""}`);
    await visible(heading(page, "North America Field"));
  });
});
