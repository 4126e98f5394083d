/**
 * Dashboard pages on the dashboard (issue 20, decision 0056) against the real server and the
 * seeded page "Team performance" (type `subs`, for admins and managers; panels Kpis, ByTeam,
 * Leaderboard, SignUpsOverTime; opens on the last 30 days by week): the page is in the
 * dashboard's page menu, opens with its filters written to the address, draws only its panels
 * in its order with numbers the list counts for the same filters, and is not offered to a role
 * it does not list.
 */
import type { Response } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { visible } from "./support/console-page";
import { panelNames } from "./support/dashboard-panels";
import { loginOf } from "./support/env";

const browser = browserFixture();

interface DashPage {
  readonly id: string;
  readonly title: string;
  readonly type: string;
  readonly panels?: readonly string[];
  readonly roles: readonly string[];
}

const SEEDED_TITLE = "Team performance";

let admin: SignedIn;
let client: SignedIn;
let seeded: DashPage;
beforeAll(async () => {
  [admin, client] = await Promise.all([apiSignIn(loginOf("admin")), apiSignIn(loginOf("client"))]);
  const pages = await apiGet<{ Result: DashPage[] }>(admin, "/dashpages/?PageSize=100");
  const found = pages.Result.find((page) => page.title === SEEDED_TITLE);
  if (found === undefined) throw new Error(`the seed has no dashboard page "${SEEDED_TITLE}"`);
  seeded = found;
});

const isDashboardCall = (type: string) => (response: Response) =>
  new URL(response.url()).pathname === `/api/dashboard/${type}/` && response.status() === 200;

const digits = (text: string | null) => Number((text ?? "").replace(/[^0-9]/g, ""));

describe("dashboard pages on the dashboard", () => {
  it("opens a configured page from the dashboard's menu with its panels and filters", async () => {
    const page = await browser.openPage({ session: admin });
    const landed = page.waitForResponse(isDashboardCall("subs"));
    await page.goto("/dashboard/subs?range=thisYear&tz=UTC");
    await landed;
    const menu = await visible(page.getByRole("navigation", { name: "Dashboard pages" }));
    const builtIn = menu.getByRole("link", { name: "Submissions", exact: true });
    expect(await builtIn.getAttribute("aria-current")).toBe("page");

    const answer = page.waitForResponse(
      (response) =>
        isDashboardCall(seeded.type)(response) &&
        new URL(response.url()).searchParams.get("Interval") === "week",
    );
    await menu.getByRole("link", { name: SEEDED_TITLE, exact: true }).click();
    const response = await answer;
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/dashboard/${seeded.type}/${seeded.id}`);
    // The page's own filters (30 days, by week) are written to the address and asked for.
    expect(url.searchParams.get("range")).toBe("30d-before");
    expect(url.searchParams.get("interval")).toBe("week");
    const query = new URL(response.url()).searchParams;
    expect(query.get("Interval")).toBe("week");
    const days =
      (Date.parse(query.get("Before") ?? "") - Date.parse(query.get("After") ?? "")) / 86_400_000;
    expect(Math.round(days)).toBeGreaterThanOrEqual(30);
    expect(Math.round(days)).toBeLessThanOrEqual(31);

    await visible(page.getByRole("heading", { name: SEEDED_TITLE, level: 1 }));
    expect(
      await menu
        .getByRole("link", { name: SEEDED_TITLE, exact: true })
        .getAttribute("aria-current"),
    ).toBe("page");
    await visible(page.getByRole("img", { name: "Sign-ups over time" }));
    expect(await panelNames(page)).toEqual([
      "Kpis",
      "Sign-ups by team",
      "Fundraiser leaderboard",
      "Sign-ups over time",
    ]);
    expect(await page.getByRole("region", { name: "Sign-ups by campaign" }).count()).toBe(0);

    // The numbers are the list's for the page's filters.
    const body = (await response.json()) as { Kpis: { SignUps: { Value: number } } };
    const list = new URLSearchParams({ PageSize: "10" });
    for (const name of ["After", "Before", "DateField", "timezone"]) {
      const value = query.get(name);
      if (value !== null) list.set(name, value);
    }
    const count = (await apiGet<{ Count: number }>(admin, `/query/accounts/?${list.toString()}`))
      .Count;
    expect(count).toBeGreaterThan(0);
    expect(body.Kpis.SignUps.Value).toBe(count);
    const tile = await visible(page.getByRole("region", { name: "Sign-ups", exact: true }));
    expect(digits(await tile.locator("[data-slot=kpi-value]").textContent())).toBe(count);

    // Back on the built-in page, every panel is there again.
    await menu.getByRole("link", { name: "Submissions", exact: true }).click();
    await visible(page.getByRole("region", { name: "Sign-ups by campaign", exact: true }));
    await visible(page.getByRole("heading", { name: "Dashboard", level: 1 }));
    await page.close();
  });

  it("keeps a chosen filter on a page instead of its own", async () => {
    const page = await browser.openPage({ session: admin });
    const first = page.waitForResponse(isDashboardCall(seeded.type));
    await page.goto(`/dashboard/${seeded.type}/${seeded.id}?range=thisYear&tz=UTC`);
    const query = new URL((await first).url()).searchParams;
    // The address names a range: the page's 30 days do not replace it.
    expect(new URL(page.url()).searchParams.get("range")).toBe("thisYear");
    expect(query.get("Interval")).toBe("day");
    await visible(page.getByRole("heading", { name: SEEDED_TITLE, level: 1 }));
    await page.close();
  });

  it("does not offer a page to a role it does not list", async () => {
    expect(seeded.roles).not.toContain("client");
    const page = await browser.openPage({ session: client });
    const answer = page.waitForResponse(isDashboardCall("subs"));
    await page.goto("/dashboard/subs?range=thisYear&tz=UTC");
    await answer;
    await visible(page.getByRole("region", { name: "Sign-ups", exact: true }));
    // The client sees no page but the built-in one, so there is no page menu at all.
    expect(await page.getByRole("link", { name: SEEDED_TITLE }).count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Dashboard pages" }).count()).toBe(0);
    await page.close();
  });
});
