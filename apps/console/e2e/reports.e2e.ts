/**
 * The custom report screens end to end (issue 21): an admin builds a report (dimension and
 * measures), runs it without saving it (decision 0058), sees the chart and the table with its
 * totals (the same numbers the API computes), sorts it, downloads the CSV, saves it, changes
 * it, reopens it from `/reports`; covers the submissions with the `/subs` filters (payment
 * status, frequency) and gets what `/subs` counts; a manager runs a report but cannot change
 * it or its filter; a rep has no reports. The builder fits 400 px and 1280 px.
 */
import type { Schema } from "@canvass/sdk/contract";
import type { Page } from "playwright-core";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, sideNav, visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { apiRunReport } from "./support/reports-api";
import { apiRunReportQuery, storedNamed } from "./support/reports-anonymous-api";
import { uniqueTitle } from "./support/teams-api";

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

let reportId = "";
let description = "";

const resultTable = (page: Page) => page.getByRole("table", { name: "Result" });

async function bodyColumn(page: Page, index: number): Promise<string[]> {
  return resultTable(page)
    .locator(`tbody tr td:nth-child(${String(index)})`)
    .allTextContents();
}

const number = (text: string) => Number(text.replace(/[^\d.-]/g, ""));

describe("custom reports", () => {
  it("builds a report, runs it unsaved, shows chart and table with totals, sorts, downloads the CSV, then saves it", async () => {
    description = uniqueTitle("Sign-ups by campaign");
    const page = await browser.openPage({ session: admin });
    await page.goto("/reports");
    await (await visible(page.getByRole("link", { name: "Create report" }))).click();
    await expectPath(page, "/report/new");
    await (await visible(page.getByRole("textbox", { name: "Description" }))).fill(description);
    // the new report groups by campaign and counts; add the sum of Amount
    expect(await page.getByLabel("Dimension 1", { exact: true }).inputValue()).toBe("CampaignName");
    await page.getByLabel("Add a measure…").selectOption({ label: "Sum of Amount" });
    await visible(page.getByLabel("Measure 2", { exact: true }));

    // a dimension twice is named before anything is sent
    await page.getByLabel("Add a dimension…").selectOption({ label: "Team" });
    await page.getByLabel("Dimension 2", { exact: true }).selectOption({ label: "Campaign" });
    await page.getByRole("button", { name: "Run", exact: true }).click();
    await visible(page.getByText("Already used: choose another one."));
    expect(await page.getByLabel("Dimension 2", { exact: true }).getAttribute("aria-invalid")).toBe(
      "true",
    );
    await page.getByRole("button", { name: "Remove the dimension Campaign" }).last().click();

    // "Run" never saves: the address stays /report/new and no report has the description
    const anonymous = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/api/customreports/anonymous/run/" &&
        response.status() === 200,
    );
    await page.getByRole("button", { name: "Run", exact: true }).click();
    await anonymous;
    await visible(resultTable(page));
    expect(new URL(page.url()).pathname).toBe("/report/new");
    expect(await storedNamed(admin, description)).toEqual([]);

    // the table holds what the API computes, and the totals row its totals
    const api = await apiRunReportQuery(admin, {
      groupBy: ["CampaignName"],
      metrics: [
        { field: "*", fn: "count" },
        { field: "Amount", fn: "sum" },
      ],
    });
    expect(api.rows.length).toBeGreaterThan(1);
    const campaigns = await bodyColumn(page, 1);
    expect(new Set(campaigns)).toEqual(new Set(api.rows.map((row) => String(row[0] ?? ""))));
    const headers = await resultTable(page).locator("thead th").allTextContents();
    expect(headers).toEqual(["Campaign", "Count of submissions", "Sum of Amount"]);
    const totals = await resultTable(page)
      .locator('[data-slot="report-totals"] td')
      .allTextContents();
    expect(totals[0]).toBe("Total");
    expect(number(totals[1] ?? "")).toBe(api.totals?.[1]);
    const counts = (await bodyColumn(page, 2)).map(number);
    expect(counts.reduce((sum, value) => sum + value, 0)).toBe(api.totals?.[1]);

    // the chart: a frame with a drawn picture, and its table toggle
    const chart = await visible(page.locator('[data-slot="chart-frame"]'));
    await visible(chart.locator('[data-slot="chart-body"] svg'));
    await chart.getByRole("button", { name: "Show as table" }).click();
    await visible(chart.locator('[data-slot="chart-table"] table'));

    // sort by the count, descending on the second click
    const countHeader = resultTable(page).getByRole("button", { name: "Count of submissions" });
    await countHeader.click();
    await expect
      .poll(async () => (await bodyColumn(page, 2)).map(number))
      .toEqual([...counts].sort((a, b) => a - b));
    await countHeader.click();
    await expect
      .poll(async () => (await bodyColumn(page, 2)).map(number))
      .toEqual([...counts].sort((a, b) => b - a));

    // the CSV: every value quoted, the table's rows and the totals row
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const path = join(await mkdtemp(join(tmpdir(), "report-csv-")), "report.csv");
    await (await download).saveAs(path);
    const text = (await readFile(path, "utf8")).replace(/^\uFEFF/, "");
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe('"Campaign","Count of submissions","Sum of Amount"');
    expect(lines).toHaveLength(api.rows.length + 2);
    expect(lines.at(-1)).toMatch(new RegExp(`^"Total","${String(api.totals?.[1])}",`));

    // saving stores the definition and the address becomes /report/{id}; the result stays
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/report\/(?!new$)[a-z0-9]+$/);
    reportId = new URL(page.url()).pathname.split("/").pop() ?? "";
    const stored = await apiGet<Schema<"CustomReport">>(admin, `/customreports/${reportId}/`);
    expect(stored.Description).toBe(description);
    expect(stored.Query.groupBy).toEqual(["CampaignName"]);
    expect(stored.Query.metrics).toEqual([
      { field: "*", fn: "count" },
      { field: "Amount", fn: "sum" },
    ]);
    expect(number(totals[1] ?? "")).toBe((await apiRunReport(admin, reportId)).totals?.[1]);
    await visible(resultTable(page));
    await page.close();
  });

  it("covers the submissions with the /subs filters and counts what /subs counts", async () => {
    const page = await browser.openPage({ session: admin });
    await page.goto("/report/new");
    const name = uniqueTitle("Approved monthly");
    await (await visible(page.getByRole("textbox", { name: "Description" }))).fill(name);
    await page.getByLabel("Dimension 1", { exact: true }).selectOption({ label: "Frequency" });
    const filters = page.locator('[data-slot="report-submissions"]');
    await filters.getByRole("combobox", { name: "Payment status" }).click();
    await page.getByRole("option", { name: "Approved", exact: true }).click();
    await filters.getByRole("combobox", { name: "Frequency" }).click();
    await page.getByRole("option", { name: "Monthly", exact: true }).click();
    await page.getByRole("button", { name: "Run", exact: true }).click();
    await visible(resultTable(page));
    const listed = await apiGet<{ Count: number }>(
      admin,
      "/query/accounts/?PaymentStatus=approved&Frequency=monthly&PageSize=1",
    );
    expect(listed.Count).toBeGreaterThan(0);
    const totals = await resultTable(page)
      .locator('[data-slot="report-totals"] td')
      .allTextContents();
    expect(number(totals[1] ?? "")).toBe(listed.Count);
    expect(await bodyColumn(page, 1)).toEqual(["monthly"]);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/report\/(?!new$)[a-z0-9]+$/);
    const id = new URL(page.url()).pathname.split("/").pop() ?? "";
    const stored = await apiGet<Schema<"CustomReport">>(admin, `/customreports/${id}/`);
    expect(stored.Query.submissions).toMatchObject({
      PaymentStatus: ["approved"],
      Frequency: ["monthly"],
    });
    await page.close();
  });

  it("saves a change, reopens the report from the list and runs it again", async () => {
    expect(reportId).not.toBe("");
    const page = await browser.openPage({ session: admin });
    await page.goto(`/report/${reportId}`);
    const name = await visible(page.getByRole("textbox", { name: "Description" }));
    expect(await name.inputValue()).toBe(description);
    await page.getByLabel("Label of measure 2").fill("Total");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect
      .poll(async () => {
        const stored = await apiGet<Schema<"CustomReport">>(admin, `/customreports/${reportId}/`);
        return stored.Query.metrics[1]?.label;
      })
      .toBe("Total");

    await page.goto("/reports");
    await page.getByRole("searchbox", { name: "Search Custom reports" }).fill(description);
    await (await visible(page.getByRole("link", { name: description }))).click();
    await expectPath(page, `/report/${reportId}`);
    expect(await page.getByLabel("Label of measure 2").inputValue()).toBe("Total");
    await page.getByRole("button", { name: "Run", exact: true }).click();
    const headers = resultTable(page).locator("thead th");
    await expect
      .poll(() => headers.allTextContents())
      .toEqual(["Campaign", "Count of submissions", "Total"]);
    await page.close();
  });

  it("lets a manager run a report but not change it", async () => {
    const page = await browser.openPage({ session: manager });
    await page.goto(`/report/${reportId}`);
    const name = await visible(page.getByRole("textbox", { name: "Description" }));
    expect(await name.getAttribute("readonly")).not.toBeNull();
    await visible(page.getByText("You can run this report, but not change it."));
    expect(await page.getByRole("button", { name: "Save", exact: true }).count()).toBe(0);
    const filters = page.locator('[data-slot="report-submissions"]');
    expect(await filters.getByRole("combobox", { name: "Payment status" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Run", exact: true }).click();
    await visible(resultTable(page));
    await page.close();
  });

  it("gives a rep no reports: no menu entry, and /reports goes elsewhere", async () => {
    const page = await browser.openPage({ session: rep });
    await page.goto("/reports");
    await expect.poll(() => new URL(page.url()).pathname).not.toBe("/reports");
    await visible(sideNav(page));
    expect(await sideNav(page).getByRole("link", { name: "Custom reports" }).count()).toBe(0);
    await page.close();
  });

  it("fits the builder and its result in 400 px and 1280 px", async () => {
    for (const width of [400, 1280]) {
      const page = await browser.openPage({ session: admin, viewport: { width, height: 900 } });
      await page.goto(`/report/${reportId}`);
      await (await visible(page.getByRole("button", { name: "Run", exact: true }))).click();
      await visible(resultTable(page));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `at ${String(width)} px`).toBeLessThanOrEqual(0);
      await page.close();
    }
  });
});
