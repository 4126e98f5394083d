/**
 * The user screens end to end against the real server: the list's filters, paging and sort kept
 * in the address; creating a user with the live existence check; the edit sub-pages;
 * deactivate/activate; a save that fails with a 500 keeps what was typed; the last-edited user
 * shortcut in the menu.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, sideNav, visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { apiSend, createUser, getUser, uniqueName, type Player } from "./support/users-api";

const browser = browserFixture();

let admin: SignedIn;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
});

const table = (page: Page) => page.getByRole("table", { name: "Users" });
const bodyRows = (page: Page) => table(page).locator("tbody tr");
const query = (page: Page) => new URL(page.url()).searchParams;

async function rowTexts(page: Page): Promise<string[]> {
  return bodyRows(page).evaluateAll((rows) => rows.map((row) => row.textContent));
}

async function waitForRows(page: Page, count: number): Promise<void> {
  await expect
    .poll(async () => (await rowTexts(page)).filter((text) => text.includes("zz")).length, {
      timeout: 15_000,
    })
    .toBe(count);
}

describe("the user list", () => {
  it("searches, pages and sorts on the server, and keeps it all in the address", async () => {
    const prefix = uniqueName("zzlist");
    const made: Player[] = [];
    for (let index = 0; index < 12; index += 1) {
      made.push(
        await createUser(admin, {
          username: `${prefix}u${String(index).padStart(2, "0")}`,
          team: admin.team,
        }),
      );
    }
    const page = await browser.openPage({ session: admin });
    await page.goto(`/users?q=${prefix}&size=10`);
    await waitForRows(page, 10);
    await visible(page.getByRole("navigation", { name: "Pagination" }));
    await page.getByRole("button", { name: "Next page" }).click();
    await waitForRows(page, 2);
    expect(query(page).get("page")).toBe("2");

    // Sort by username, descending: the last made user comes first.
    await page.getByRole("button", { name: /^Username/ }).click();
    await expect.poll(() => query(page).get("sort")).toBe("username");
    await page.getByRole("button", { name: /^Username/ }).click();
    await expect.poll(() => query(page).get("sort")).toBe("-username");
    expect(query(page).get("page")).toBeNull();
    await expect
      .poll(async () => (await rowTexts(page))[0] ?? "")
      .toContain(made.at(-1)?.username ?? "?");

    // The address restores the same view after a reload.
    await page.reload();
    await waitForRows(page, 10);
    expect((await rowTexts(page))[0]).toContain(made.at(-1)?.username);
    await expect(page.getByRole("searchbox", { name: "Search Users" }).inputValue()).resolves.toBe(
      prefix,
    );
  });

  it("filters by status: a deactivated user shows under Inactive only", async () => {
    const prefix = uniqueName("zzstat");
    const user = await createUser(admin, { username: `${prefix}a`, team: admin.team });
    await apiSend(admin, "POST", `/players/${user.id}/`, { status: 0 });
    const page = await browser.openPage({ session: admin });
    await page.goto(`/users?q=${prefix}&status=1`);
    await visible(page.getByText("No results"));
    await page.goto(`/users?q=${prefix}&status=0`);
    await waitForRows(page, 1);
  });

  it("deactivates and activates a user after confirmation", async () => {
    const prefix = uniqueName("zzstate");
    const user = await createUser(admin, { username: `${prefix}x`, team: admin.team });
    const page = await browser.openPage({ session: admin });
    await page.goto(`/users?q=${prefix}`);
    await waitForRows(page, 1);
    await bodyRows(page).getByRole("button", { name: "Deactivate" }).click();
    await (
      await visible(page.getByRole("alertdialog"))
    )
      .getByRole("button", { name: "Deactivate" })
      .click();
    await visible(bodyRows(page).getByText("Inactive"));
    expect((await getUser(admin, user.id)).status).toBe(0);
    await bodyRows(page).getByRole("button", { name: "Activate" }).click();
    await (
      await visible(page.getByRole("alertdialog"))
    )
      .getByRole("button", { name: "Activate" })
      .click();
    await visible(bodyRows(page).getByText("Active", { exact: true }));
    expect((await getUser(admin, user.id)).status).toBe(1);
  });
});

/** A field by its accessible name (the required marker is not part of it). */
const field = (page: Page, label: string) =>
  label === "Password"
    ? page.getByLabel(/^Password/)
    : page.getByRole("textbox", { name: label, exact: true });

async function fill(page: Page, label: string, value: string): Promise<void> {
  const input = field(page, label);
  await input.fill(value);
  await input.blur();
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).first().click();
}

describe("creating and editing a user", () => {
  it("checks the username live, keeps the form through a 500, creates, and records the shortcut", async () => {
    const page = await browser.openPage({ session: admin });
    await page.goto("/user/new");
    await visible(page.getByRole("heading", { name: "New user", level: 1 }));
    await fill(page, "Username", loginOf("manager").username);
    await visible(page.getByText("This username is already used."));

    const username = uniqueName("zznew");
    await fill(page, "First name", "Zed");
    await fill(page, "Last name", username);
    await fill(page, "Username", username);
    await fill(page, "E-mail", `${username}@example.org`);
    await choose(page, "Role", "Rep");
    await page.getByRole("combobox", { name: "Team" }).click();
    await page.getByRole("option").first().click();
    await fill(page, "Password", "correct-horse-battery");

    // The first save meets a server failure: nothing typed is lost.
    let failed = false;
    await page.route("**/api/players/", async (route) => {
      if (route.request().method() === "PUT" && !failed) {
        failed = true;
        await route.fulfill({
          status: 500,
          contentType: "application/problem+json",
          body: '{"type":"about:blank","title":"Internal","status":500}',
        });
      } else {
        await route.continue();
      }
    });
    await page.locator("form").getByRole("button", { name: "Create", exact: true }).click();
    await visible(page.getByRole("alert").filter({ hasText: "Nothing you typed is lost" }));
    expect(await field(page, "Username").inputValue()).toBe(username);
    expect(await field(page, "E-mail").inputValue()).toBe(`${username}@example.org`);

    await page.getByRole("button", { name: "Try again" }).click();
    await visible(page.getByRole("heading", { name: `Zed ${username}`, level: 1 }));
    const id = new URL(page.url()).pathname.split("/")[2] ?? "";
    expect((await getUser(admin, id)).username).toBe(username);
    // The last-edited user shortcut (hidden on its own links, so looked for from the list).
    await page.goto("/users");
    await visible(sideNav(page).getByRole("button", { name: new RegExp(`Zed ${username}`) }));
  });

  it("edits the general and optional sub-pages through their tabs", async () => {
    const username = uniqueName("zzedit");
    const user = await createUser(admin, { username, team: admin.team, firstname: "Old" });
    const page = await browser.openPage({ session: admin });
    await page.goto(`/user/${user.id}/edit`);
    await expectPath(page, `/user/${user.id}/edit/general`);
    const tabs = await visible(page.getByRole("navigation", { name: "Edit user" }));
    expect(await tabs.getByRole("link", { name: "General" }).getAttribute("aria-current")).toBe(
      "page",
    );
    await fill(page, "First name", "New");
    await page.locator("form").getByRole("button", { name: "Save", exact: true }).click();
    await visible(page.getByRole("heading", { name: `New ${username}`, level: 1 }));
    expect((await getUser(admin, user.id)).firstname).toBe("New");

    await page.goto(`/user/${user.id}/edit/general`);
    await (await visible(page.getByRole("link", { name: "Optional fields" }))).click();
    await expectPath(page, `/user/${user.id}/edit/optional`);
    await fill(page, "Home page", "https://elsewhere.example");
    await page.locator("form").getByRole("button", { name: "Save", exact: true }).click();
    await visible(page.getByText("Enter an address inside the console, starting with /."));
    await fill(page, "Home page", "/subs");
    await page.locator("form").getByRole("button", { name: "Save", exact: true }).click();
    // The heading already reads "New …" here, so it does not say the save is done: the stored
    // user does (read until it is, or fail after the limit).
    await expect
      .poll(async () => (await getUser(admin, user.id)).metadata, { timeout: 15_000 })
      .toMatchObject({ homepage: "/subs" });
  });
});
