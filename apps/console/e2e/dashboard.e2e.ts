/**
 * The dashboard (issue 20) against the real server and seeded data: the sign-ups KPI equals the
 * list's count for the same filters (asked of the API), a new range changes the address and the
 * panels, a panel drills down to the filtered list, the data-table toggle shows a chart's numbers,
 * and a client sees only its campaigns' numbers.
 */
import type { Page, Response } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, visible } from "./support/console-page";
import { loginOf } from "./support/env";

const browser = browserFixture();

let admin: SignedIn;
let client: SignedIn;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  client = await apiSignIn(loginOf("client"));
});

interface Row {
  readonly Key: string;
  readonly Name?: string;
  readonly Count: number;
}
interface Dashboard {
  readonly Kpis: { readonly SignUps: { readonly Value: number } };
  readonly SignUpsOverTime: readonly { readonly Bucket: string; readonly Count: number }[];
  readonly ByCampaign: readonly Row[];
}

const isDashboardCall = (response: Response) =>
  new URL(response.url()).pathname === "/api/dashboard/subs/" && response.status() === 200;

/** Opens `/dashboard/subs{search}`; the answer the page drew and the query it asked with. */
async function openDashboard(
  page: Page,
  search: string,
): Promise<{ answer: Dashboard; query: URLSearchParams }> {
  const response = page.waitForResponse(isDashboardCall);
  await page.goto(`/dashboard/subs${search}`);
  return answerOf(await response);
}

async function answerOf(response: Response) {
  return {
    answer: (await response.json()) as Dashboard,
    query: new URL(response.url()).searchParams,
  };
}

/** The list's count for the dashboard's query (the same After, Before, date and ids). */
async function listCount(session: SignedIn, query: URLSearchParams): Promise<number> {
  const list = new URLSearchParams({ PageSize: "10" });
  for (const name of ["After", "Before", "DateField", "Campaign", "Team", "timezone"]) {
    const value = query.get(name);
    if (value !== null) list.set(name, value);
  }
  return (await apiGet<{ Count: number }>(session, `/query/accounts/?${list.toString()}`)).Count;
}

const digits = (text: string | null) => Number((text ?? "").replace(/[^0-9]/g, ""));

async function signUpsShown(page: Page): Promise<number> {
  const tile = await visible(page.getByRole("region", { name: "Sign-ups", exact: true }));
  return digits(await tile.locator("[data-slot=kpi-value]").textContent());
}

async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).first().click();
}

describe("the dashboard", () => {
  it("lands an admin on the dashboard with the list's count as its sign-ups", async () => {
    const page = await browser.openPage({ session: admin });
    const response = page.waitForResponse(isDashboardCall);
    await page.goto("/");
    await expectPath(page, "/dashboard/subs");
    const { answer, query } = await answerOf(await response);
    const count = await listCount(admin, query);
    expect(count).toBeGreaterThan(0);
    expect(answer.Kpis.SignUps.Value).toBe(count);
    expect(await signUpsShown(page)).toBe(count);
  });

  it("writes a new range to the address and redraws the panels for it", async () => {
    const page = await browser.openPage({ session: admin });
    const first = await openDashboard(page, "?range=thisYear&tz=UTC");
    expect(await signUpsShown(page)).toBe(first.answer.Kpis.SignUps.Value);
    const next = page.waitForResponse(isDashboardCall);
    await choose(page, "Range", /^Last month/);
    const second = await answerOf(await next);
    expect(new URL(page.url()).searchParams.get("range")).toBe("lastMonth");
    expect(second.query.get("After")).not.toBe(first.query.get("After"));
    expect(second.answer.Kpis.SignUps.Value).toBe(await listCount(admin, second.query));
    await expect.poll(() => signUpsShown(page)).toBe(second.answer.Kpis.SignUps.Value);

    // The interval is in the address too, and the series follows it.
    const monthly = page.waitForResponse(isDashboardCall);
    await choose(page, "Per", "Month");
    const third = await answerOf(await monthly);
    expect(new URL(page.url()).searchParams.get("interval")).toBe("month");
    expect(third.query.get("Interval")).toBe("month");
  });

  it("shows a chart's numbers as a table and drills down from a row to the filtered list", async () => {
    const page = await browser.openPage({ session: admin });
    // A zone other than the browser's (UTC), so the address carries it.
    const { answer } = await openDashboard(page, "?range=thisYear&tz=Europe%2FParis");
    const overTime = await visible(
      page.getByRole("region", { name: "Sign-ups over time", exact: true }),
    );
    await visible(overTime.getByRole("img", { name: "Sign-ups over time" }));
    await overTime.getByRole("button", { name: "Show as table" }).click();
    const table = await visible(overTime.getByRole("table", { name: "Sign-ups over time" }));
    const cells = await table.locator("tbody td").allTextContents();
    expect(cells.map(digits)).toEqual(answer.SignUpsOverTime.map((point) => point.Count));

    const top = answer.ByCampaign[0];
    if (top === undefined) throw new Error("the seeded data has no campaign in range");
    const byCampaign = page.getByRole("region", { name: "Sign-ups by campaign", exact: true });
    await byCampaign.getByRole("button", { name: "Show as table" }).click();
    await byCampaign
      .getByRole("button", { name: `Open the submissions of ${top.Name ?? top.Key} in the list` })
      .click();
    await expectPath(page, "/subs");
    const address = new URL(page.url()).searchParams;
    expect(address.get("campaign")).toBe(top.Key);
    expect(address.get("range")).toBe("thisYear");
    expect(address.get("tz")).toBe("Europe/Paris");
    await visible(
      page.getByText(
        new RegExp(`^${top.Count.toLocaleString("en-US")} submissions? \\(exact count\\)$`),
      ),
    );
  });

  it("fits a 400 px and a 1280 px wide window without sideways scrolling", async () => {
    for (const width of [400, 1280]) {
      const page = await browser.openPage({ session: admin, viewport: { width, height: 900 } });
      await openDashboard(page, "?range=thisYear&tz=UTC");
      await signUpsShown(page);
      await visible(
        page
          .getByRole("region", { name: "Sign-ups over time", exact: true })
          .getByRole("img", { name: "Sign-ups over time" }),
      );
      const overflow = await page.evaluate(() =>
        [document.documentElement, ...document.querySelectorAll("main")].map(
          (element) => element.scrollWidth - element.clientWidth,
        ),
      );
      for (const pixels of overflow)
        expect(pixels, `at ${String(width)} px`).toBeLessThanOrEqual(0);
      await page.close();
    }
  });

  it("loads the chart code only when the dashboard is opened", async () => {
    // `_echarts_instance_` is a string of ECharts' core that survives minification.
    const page = await browser.openPage({ session: admin });
    const chartScripts: string[] = [];
    page.on("response", (response) => {
      const url = response.url();
      if (!url.endsWith(".js")) return;
      void response.text().then(
        (text) => {
          if (text.includes("_echarts_instance_")) chartScripts.push(url);
        },
        () => undefined,
      );
    });
    await page.goto("/subs");
    await visible(page.getByRole("table", { name: "Submissions" }));
    expect(chartScripts).toEqual([]);
    const response = page.waitForResponse(isDashboardCall);
    await page.getByRole("link", { name: "Dashboard", exact: true }).first().click();
    await response;
    await visible(page.getByRole("img", { name: "Sign-ups over time" }));
    await expect.poll(() => chartScripts.length).toBe(1);
  });

  it("shows a client only its campaigns' numbers", async () => {
    const page = await browser.openPage({ session: client });
    const { answer, query } = await openDashboard(page, "?range=thisYear&tz=UTC");
    const own = await apiGet<{ Result: { id: string }[] }>(client, "/campaigns/?PageSize=1000");
    const allowed = new Set(own.Result.map((campaign) => campaign.id));
    expect(answer.ByCampaign.length).toBeGreaterThan(0);
    for (const row of answer.ByCampaign) expect(allowed.has(row.Key)).toBe(true);
    const clientCount = await listCount(client, query);
    expect(answer.Kpis.SignUps.Value).toBe(clientCount);
    expect(clientCount).toBeLessThan(await listCount(admin, query));
    expect(await signUpsShown(page)).toBe(clientCount);
  });
});
