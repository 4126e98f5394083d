/**
 * The /subs campaign filter with several campaigns, against the real server: ticking two
 * campaigns puts both in the address, the list asks for the submissions of both and the columns
 * for the fields of both (`fields/accounts/?Campaigns=`), Escape closes the panel back onto its
 * button, and Back undoes the last tick.
 */
import type { Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { visible } from "./support/console-page";
import { loginOf } from "./support/env";

const browser = browserFixture();

interface Campaign {
  readonly id: string;
  readonly title: string;
}

let admin: SignedIn;
let first: Campaign;
let second: Campaign;

beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  const campaigns = await apiGet<{ Result: Campaign[] }>(admin, "/campaigns/?PageSize=100");
  const withRows: Campaign[] = [];
  for (const campaign of campaigns.Result) {
    const list = await apiGet<{ Accounts: unknown[] }>(
      admin,
      `/query/accounts/?PageSize=1&Fields=ID&Campaign=${campaign.id}`,
    );
    if (list.Accounts.length > 0) withRows.push(campaign);
    if (withRows.length === 2) break;
  }
  const [a, b] = withRows;
  if (a === undefined || b === undefined)
    throw new Error("the seed has no two campaigns with rows");
  [first, second] = [a, b];
});

const rows = (page: Page) =>
  page.getByRole("table", { name: "Submissions" }).locator("tbody tr[data-slot=row]");
const filterButton = (page: Page) => page.getByRole("button", { name: "Campaign", exact: true });

/** The comma-joined ids of a request's query parameter, as a sorted list. */
function idsOf(request: Request, name: string): string[] {
  const value = new URL(request.url()).searchParams.get(name);
  return value === null ? [] : value.split(",").sort();
}

function waitForIds(page: Page, path: string, name: string, ids: readonly string[]) {
  const expected = [...ids].sort();
  return page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === path &&
      JSON.stringify(idsOf(request, name)) === JSON.stringify(expected),
  );
}

describe("the /subs campaign filter", () => {
  it("takes several campaigns: address, list and columns follow, Back undoes a tick", async () => {
    const page = await browser.openPage({ session: admin });
    await page.goto("/subs");
    await visible(rows(page).first());

    await filterButton(page).click();
    const panel = page.getByRole("group", { name: "Campaigns" });
    await panel.waitFor();
    await panel.getByRole("searchbox", { name: "Find a campaign" }).fill(first.title);
    const listedOne = waitForIds(page, "/api/query/accounts/", "Campaign", [first.id]);
    await panel.getByRole("checkbox", { name: first.title, exact: true }).check();
    await listedOne;

    await panel.getByRole("searchbox", { name: "Find a campaign" }).fill("");
    const both = [first.id, second.id];
    const listedBoth = waitForIds(page, "/api/query/accounts/", "Campaign", both);
    const fieldsBoth = waitForIds(page, "/api/fields/accounts/", "Campaigns", both);
    const secondBox = panel.getByRole("checkbox", { name: second.title, exact: true });
    await secondBox.focus();
    await page.keyboard.press("Space");
    await listedBoth;
    await fieldsBoth;
    await expect
      .poll(() => (new URL(page.url()).searchParams.get("campaign") ?? "").split(",").sort())
      .toEqual([...both].sort());
    expect(await panel.getByRole("checkbox", { name: first.title, exact: true }).isChecked()).toBe(
      true,
    );
    await visible(rows(page).first());

    await page.keyboard.press("Escape");
    await expect.poll(() => panel.count()).toBe(0);
    expect(await filterButton(page).evaluate((button) => button === document.activeElement)).toBe(
      true,
    );
    expect(await filterButton(page).innerText()).toContain("2 chosen");

    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get("campaign")).toBe(first.id);
    await expect.poll(() => filterButton(page).innerText()).toContain(first.title);
    await page.close();
  });
});
