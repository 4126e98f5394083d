/**
 * /active end to end against the real server: the users active at a moment of the seeded
 * history (the page's clock is moved there; the server has no call that records an activity),
 * their place as "City, REGION, CC", one map marker per located user drawn from the bundled
 * world with no request leaving 127.0.0.1, the Refresh button picking up a user who became
 * active, and the route gate for an operator without ViewActiveUserList.
 */
import type { Schema } from "@canvass/sdk/contract";
import { can } from "@canvass/sdk/permissions";
import { locationLabel } from "@canvass/sdk/text";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import {
  activeAt,
  activitiesBetween,
  findNewcomer,
  type Activity,
  type Newcomer,
} from "./support/active-activities";
import { browserFixture } from "./support/browser";
import { expectPath, UI_TIMEOUT_MS, visible } from "./support/console-page";
import { e2eEnv, loginOf } from "./support/env";
import { expectedHomePath } from "./support/home";
import { permissionsOf } from "./support/permissions";

const browser = browserFixture();
const DAY_MS = 86_400_000;

let admin: SignedIn;
let yesterday: Activity[];
let newcomer: Newcomer;
const names = new Map<string, string>();

beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  // Yesterday (UTC) is whole in the seed and no longer moves.
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  yesterday = await activitiesBetween(admin, new Date(today - DAY_MS), new Date(today - 1));
  newcomer = findNewcomer(yesterday);
});

async function nameOf(id: string): Promise<string> {
  const known = names.get(id);
  if (known !== undefined) return known;
  const player = await apiGet<Schema<"Player">>(admin, `/players/${id}/`);
  names.set(id, player.full_name);
  return player.full_name;
}

const table = (page: Page) => page.getByRole("table", { name: "Users active now" });
const markers = (page: Page) => page.locator("[data-slot=active-map-marker]");
const count = (page: Page) => page.getByTestId("active-count");
const countText = (users: number) =>
  users === 0 ? "nobody active" : users === 1 ? "1 user active" : `${users} users active`;

/** The rows the table has drawn (it draws the rows in view): name → location. */
async function drawnRows(page: Page): Promise<Map<string, string>> {
  const cells = await table(page)
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent.trim())),
    );
  return new Map(
    cells.filter((row) => row.length === 4).map((row) => [row[0] ?? "", row[3] ?? ""]),
  );
}

/** Checks the page against the users active at `now`, worked out from the API's list. */
async function expectActiveUsers(page: Page, now: Date): Promise<void> {
  const active = [...activeAt(yesterday, now).values()];
  const expected = new Map<string, string>();
  for (const activity of active)
    expected.set(await nameOf(activity.player), locationLabel(activity.Fields));
  const located = active.filter((item) => item.Fields.lat !== undefined).length;

  await expect
    .poll(() => count(page).textContent(), { timeout: UI_TIMEOUT_MS })
    .toBe(countText(active.length));
  await expect.poll(() => markers(page).count(), { timeout: UI_TIMEOUT_MS }).toBe(located);
  const rows = await drawnRows(page);
  if (active.length === 0) await visible(page.getByText("Nobody is active right now"));
  expect(rows.size > 0).toBe(active.length > 0);
  for (const [name, location] of rows) {
    expect(expected.get(name), name).toBe(location);
    expect(location).toMatch(/^[^,]+, [A-Z0-9]+, [A-Z]{2}$/);
  }
}

describe("/active", () => {
  it("shows who is active with their place, one marker each, and picks up a newcomer on Refresh", async () => {
    const page = await browser.openPage({ session: admin, ownContext: true });
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.clock.setFixedTime(newcomer.before);
    await page.goto("/active");
    await visible(page.getByRole("heading", { level: 1, name: "Active users" }));
    await visible(page.locator('[data-slot=active-map][data-state="ready"]'));
    await visible(page.getByRole("region", { name: "Map of active users" }));
    const name = await nameOf(newcomer.activity.player);
    await expectActiveUsers(page, newcomer.before);
    expect(await table(page).getByRole("link", { name, exact: true }).count()).toBe(0);
    const updatedBefore = await page.getByText(/^Updated /).textContent();

    await page.clock.setFixedTime(newcomer.after);
    await page.getByRole("button", { name: "Refresh", exact: true }).click();
    await expect
      .poll(() => page.getByText(/^Updated /).textContent(), { timeout: UI_TIMEOUT_MS })
      .not.toBe(updatedBefore);
    await expectActiveUsers(page, newcomer.after);
    // The newcomer's activity is the latest: first row, linked to the profile, on the map.
    const link = table(page).getByRole("link", { name, exact: true });
    await visible(link);
    expect(await link.getAttribute("href")).toBe(`/user/${newcomer.activity.player}`);
    // The map's markers are drawn after the table (an effect on the refreshed list).
    await expect
      .poll(
        () =>
          markers(page)
            .and(page.locator(`[data-marker-id="${newcomer.activity.player}"]`))
            .count(),
        { timeout: UI_TIMEOUT_MS },
      )
      .toBe(1);
    expect((await drawnRows(page)).get(name)).toBe(locationLabel(newcomer.activity.Fields));

    // The world was drawn from the console's own files: nothing asked of another host.
    const origin = new URL(e2eEnv().baseUrl).origin;
    // A blob: URL is the page's own object (its origin is the console's); data: asks no host.
    const elsewhere = requests.filter(
      (url) => !url.startsWith("data:") && new URL(url).origin !== origin,
    );
    expect(elsewhere).toEqual([]);
  });

  it("sends an operator without ViewActiveUserList (client) to / and on to their home", async () => {
    const client = await apiSignIn(loginOf("client"));
    expect(can(await permissionsOf(client), "ViewActiveUserList")).toBe(false);
    const home = await expectedHomePath(client);
    const page = await browser.openPage({ session: client });
    await page.goto("/active");
    await expectPath(page, home);
    expect(await page.getByRole("heading", { name: "Active users" }).count()).toBe(0);
    expect(await page.locator("[data-slot=active-map]").count()).toBe(0);
  });
});
