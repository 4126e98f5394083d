/**
 * The /subs user filter against the real server: a search-as-you-type picker over the server's
 * player list (not a list of the first 1000). Typing asks `GET /players/?q=`, the keyboard
 * chooses (↓, Enter), the address carries the player and the list asks for their submissions,
 * Escape closes without a change, "Any user" clears; a manager's picker offers only the players
 * in the manager's scope (the server's rule).
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { visible } from "./support/console-page";
import { loginOf } from "./support/env";

const browser = browserFixture();

interface Player {
  readonly id: string;
  readonly username: string;
  readonly full_name: string;
}

let admin: SignedIn;
let manager: SignedIn;
let player: Player;

beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  manager = await apiSignIn(loginOf("manager"));
  const list = await apiGet<{ Accounts: { ID: string; Player?: string }[] }>(
    admin,
    "/query/accounts/?PageSize=20&Fields=ID,Player",
  );
  const id = list.Accounts.find((account) => typeof account.Player === "string")?.Player;
  if (id === undefined) throw new Error("no listed submission has a player");
  player = await apiGet<Player>(admin, `/players/${id}/`);
});

const picker = (page: Page) => page.getByRole("combobox", { name: "User", exact: true });
const rows = (page: Page) =>
  page.getByRole("table", { name: "Submissions" }).locator("tbody tr[data-slot=row]");

/** Types `term` into the picker and waits for the server's answer to that search. */
async function search(page: Page, term: string): Promise<{ id: string }[]> {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/players/" && url.searchParams.get("q") === term;
  });
  await picker(page).click();
  await picker(page).pressSequentially(term);
  const body = (await (await answer).json()) as { Result: { id: string }[] };
  return body.Result;
}

/** Presses ↓ until the option of `value` is the active one. */
async function arrowTo(page: Page, value: string): Promise<void> {
  for (let step = 0; step < 25; step += 1) {
    const active = await picker(page).getAttribute("aria-activedescendant");
    if (
      active !== null &&
      (await page.locator(`[id="${active}"]`).getAttribute("data-value")) === value
    ) {
      return;
    }
    await picker(page).press("ArrowDown");
  }
  throw new Error(`the option ${value} never became active`);
}

describe("the /subs user filter", () => {
  it("searches the server as you type and chooses with the keyboard", async () => {
    const page = await browser.openPage({ session: admin });
    await page.goto("/subs");
    await visible(rows(page).first());
    const found = await search(page, player.username);
    expect(found.map((item) => item.id)).toContain(player.id);
    const option = page.getByRole("option", { name: player.full_name });
    await option.first().waitFor();
    await arrowTo(page, player.id);

    const listed = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        url.pathname === "/api/query/accounts/" && url.searchParams.get("Player") === player.id
      );
    });
    await picker(page).press("Enter");
    await listed;
    await expect.poll(() => new URL(page.url()).searchParams.get("player")).toBe(player.id);
    expect(await page.getByRole("listbox").count()).toBe(0);
    await expect.poll(() => picker(page).inputValue()).toBe(player.full_name);
    await visible(rows(page).first());

    // Escape closes the list and keeps the choice.
    await picker(page).click();
    await picker(page).pressSequentially("zz");
    await page.getByRole("listbox", { name: "Users found" }).waitFor();
    await picker(page).press("Escape");
    expect(await page.getByRole("listbox").count()).toBe(0);
    expect(await picker(page).inputValue()).toBe(player.full_name);
    expect(new URL(page.url()).searchParams.get("player")).toBe(player.id);

    // "Any user" (the first option) clears the filter; Back brings it back.
    await picker(page).focus();
    await picker(page).press("ArrowDown");
    await page.getByRole("option", { name: "Any user" }).waitFor();
    expect(await page.getByRole("option", { name: "Any user" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await picker(page).press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.get("player")).toBeNull();
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get("player")).toBe(player.id);
    await page.close();
  });

  it("offers a manager only the players in their scope", async () => {
    const everyone = await apiGet<{ Result: Player[] }>(admin, "/players/?PageSize=1000");
    const inScope = await apiGet<{ Result: Player[] }>(manager, "/players/?PageSize=1000");
    const mine = new Set(inScope.Result.map((item) => item.id));
    const outsider = everyone.Result.find((item) => !mine.has(item.id));
    const insider = inScope.Result.find((item) => item.id !== manager.player);
    if (outsider === undefined || insider === undefined) {
      throw new Error("the seed gives the manager no players in and out of scope");
    }
    const page = await browser.openPage({ session: manager });
    await page.goto("/subs");
    await visible(rows(page).first());
    expect(await search(page, outsider.username)).toEqual([]);
    await page.getByRole("status").filter({ hasText: "No user matches" }).waitFor();
    expect(await page.locator(`[role=option][data-value="${outsider.id}"]`).count()).toBe(0);

    await picker(page).fill("");
    const found = await search(page, insider.username);
    expect(found.map((item) => item.id)).toContain(insider.id);
    await page.locator(`[role=option][data-value="${insider.id}"]`).waitFor();
    await page.close();
  });
});
