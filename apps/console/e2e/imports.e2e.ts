/**
 * `/imports` end to end (issue 23, decisions 0037 and 0048) against the real server and its job
 * queue: a CSV of 1 000 donors with 5 bad rows and 3 twins gets its mapping guessed, a dry run
 * naming each bad row and field and each match, the duplicates skipped, the run as a job and a
 * report that matches (and the failed rows as CSV); an XLSX workbook's second sheet; an earlier
 * upload re-used with its map and campaign; a campaign's saved mapping offered for a new file;
 * the screen at 400 px and 1280 px. The rows go into a campaign made for this file, received on
 * 2019-03-14 (older than every seeded submission, so last in the newest-first lists), with no
 * team or player: other files count their own campaigns' rows or compare with the live API, so
 * the rows stay (deleting 992 submissions one call at a time took 240 s of CI).
 */
import { parseCsvTable } from "@canvass/sdk/bulk";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, authorization, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { visible } from "./support/console-page";
import { e2eEnv, loginOf } from "./support/env";
import {
  DONOR_HEADER,
  cellOf,
  csvOf,
  donorRows,
  setCells,
  xlsxSheets,
} from "./support/import-files";
import { measureLayout } from "./support/layout";

const browser = browserFixture();
const RUN_TIMEOUT_MS = 120_000;
const CSV = "text/csv";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

let admin: SignedIn;
let campaign: { id: string; title: string };
const prefix = `zzimp${Date.now().toString(36)}`;

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${e2eEnv().baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: authorization(admin),
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function submissionCount(): Promise<number> {
  return (
    await apiGet<{ Count: number }>(admin, `/query/accounts/?Campaign=${campaign.id}&PageSize=10`)
  ).Count;
}

beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  const title = `Zz Import ${prefix}`;
  const answer = await api("PUT", "/campaigns/", { title });
  if (answer.status !== 201) throw new Error(`createCampaign: ${String(answer.status)}`);
  campaign = { id: ((await answer.json()) as { id: string }).id, title };
});

async function openImports(page: Page): Promise<void> {
  await page.goto("/imports");
  await visible(page.getByRole("heading", { name: "Imports", level: 1 }));
}

async function upload(page: Page, name: string, mimeType: string, buffer: Buffer): Promise<void> {
  await page
    .getByLabel("CSV or XLSX file", { exact: true })
    .setInputFiles({ name, mimeType, buffer });
  await visible(page.getByRole("heading", { name: `Columns of ${name}`, level: 2 }));
}

const fieldOf = (page: Page, column: string) =>
  page.getByRole("combobox", { name: `Field for ${column}`, exact: true });

async function chooseCampaign(page: Page): Promise<void> {
  await page.getByRole("checkbox", { name: campaign.title, exact: true }).check();
}

async function dryRun(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Start the dry run" }).click();
  await visible(page.getByRole("heading", { name: "Dry run", level: 2 }));
  return (await page.locator('[data-slot="import-dry-summary"]').textContent()) ?? "";
}

const cellsOf = (page: Page, slot: string) =>
  page
    .locator(`[data-slot="${slot}"]`)
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll("td")].map(
          (cell) => cell.querySelector("select")?.value ?? cell.textContent,
        ),
      ),
    );

describe("imports", () => {
  it(
    "dry-runs 1 000 rows naming the 5 bad rows and the 3 twins, skips the twins and imports 992",
    async () => {
      const rows = donorRows(prefix, 1000);
      // Sheet row = index + 2 (the header is row 1).
      // Columns: 0 first name, 1 last name, 2 email, 3 phone, 4 postcode, 5 amount, 6 date.
      setCells(rows, 9, { 2: "not-an-email" }); // row 11
      setCells(rows, 99, { 5: "abc" }); // row 101
      setCells(rows, 299, { 6: "2019-02-30" }); // row 301
      setCells(rows, 499, { 0: '=HYPERLINK("http://example.test")' }); // row 501
      setCells(rows, 799, { 3: "12" }); // row 801
      setCells(rows, 600, { 2: cellOf(rows, 100, 2) }); // row 602: the email of row 102
      setCells(rows, 700, { 3: cellOf(rows, 200, 3) }); // row 702: the phone of row 202
      // Row 902: the name and postcode of row 302, another email and phone.
      setCells(rows, 900, {
        0: cellOf(rows, 300, 0),
        1: cellOf(rows, 300, 1),
        2: `${prefix}.twin@import.test`,
        3: "+44 7111 222333",
        4: cellOf(rows, 300, 4),
      });
      const before = await submissionCount();

      const page = await browser.openPage({
        session: admin,
        viewport: { width: 1280, height: 900 },
      });
      await openImports(page);
      await upload(page, "thousand.csv", CSV, csvOf(DONOR_HEADER, rows));
      // The mapping is guessed from the header, with the date format read from the samples.
      expect(await fieldOf(page, "First name").inputValue()).toBe("FirstName");
      expect(await fieldOf(page, "Email").inputValue()).toBe("Email");
      expect(await fieldOf(page, "Postcode").inputValue()).toBe("Zip");
      expect(await fieldOf(page, "Date").inputValue()).toBe("Received");
      expect(
        await page.getByRole("combobox", { name: "Format of Date", exact: true }).inputValue(),
      ).toBe("date:YYYY-MM-DD");
      await chooseCampaign(page);

      const summary = await dryRun(page);
      expect(summary).toBe(
        "1,000 rows: 992 to import, 0 to update, 5 with problems, 3 likely duplicates.",
      );
      expect(await submissionCount()).toBe(before);
      expect(await cellsOf(page, "import-error")).toEqual([
        ["11", "Email", "Not a valid email address."],
        ["101", "Amount", expect.stringMatching(/^Not (a number|in the column's format)/)],
        ["301", "Received", expect.stringMatching(/^Not (a valid date|in the column's format)/)],
        ["501", "First name", "Looks like a spreadsheet formula (starts with =, +, - or @)."],
        ["801", "Phone", "Not a phone number (7 to 15 digits)."],
      ]);
      expect(await cellsOf(page, "import-duplicate")).toEqual([
        ["602", "Same email", "Row 102 of the file", "skip"],
        ["702", "Same phone", "Row 202 of the file", "skip"],
        ["902", "Same name and postal code", "Row 302 of the file", "skip"],
      ]);
      await page
        .getByRole("combobox", { name: "For every duplicate", exact: true })
        .selectOption("skip");

      await page.getByRole("button", { name: "Run the import" }).click();
      await visible(page.getByRole("heading", { name: "Report", level: 2 }));
      await expect
        .poll(() => page.locator('[data-slot="import-report-status"]').textContent())
        .toBe("The import is finished.");
      await expect
        .poll(() =>
          page
            .locator('[data-slot="import-report"] dd')
            .evaluateAll((items) => items.map((item) => item.textContent)),
        )
        .toEqual(["992", "0", "3", "5"]);
      expect(await submissionCount()).toBe(before + 992);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download the failed rows (CSV)" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("thousand-failed-rows.csv");
      const text = await download.createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString("utf8");
      });
      const failed = parseCsvTable(text.replace(/^\uFEFF/, ""));
      expect(failed.header).toEqual([...DONOR_HEADER, "Problems"]);
      expect(failed.rows.map((row) => row[2])).toEqual([
        "not-an-email",
        cellOf(rows, 99, 2),
        cellOf(rows, 299, 2),
        cellOf(rows, 499, 2),
        cellOf(rows, 799, 2),
      ]);
      // A formula cell is written so that a spreadsheet shows it as text.
      expect(failed.rows[3]?.[0]).toBe(`'=HYPERLINK("http://example.test")`);
      expect(failed.rows[0]?.[7]).toBe("Email: Not a valid email address.");
    },
    RUN_TIMEOUT_MS,
  );

  it(
    "re-uses an earlier upload with its map and campaign: every row is now a duplicate",
    async () => {
      const page = await browser.openPage({
        session: admin,
        viewport: { width: 1280, height: 900 },
      });
      await openImports(page);
      await page.getByRole("button", { name: "Use thousand.csv again" }).click();
      await visible(page.getByRole("heading", { name: "Columns of thousand.csv", level: 2 }));
      expect(await fieldOf(page, "Postcode").inputValue()).toBe("Zip");
      expect(
        await page.getByRole("checkbox", { name: campaign.title, exact: true }).isChecked(),
      ).toBe(true);
      const summary = await dryRun(page);
      expect(summary).toMatch(
        /^1,000 rows: 0 to import, 0 to update, 5 with problems, 995 likely duplicates\.$/,
      );
    },
    RUN_TIMEOUT_MS,
  );

  it("offers the campaign's saved mapping for a new file with the same columns", async () => {
    const page = await browser.openPage({ session: admin, viewport: { width: 1280, height: 900 } });
    await openImports(page);
    await upload(page, "again.csv", CSV, csvOf(DONOR_HEADER, donorRows(`${prefix}b`, 3)));
    await fieldOf(page, "Postcode").selectOption("");
    await fieldOf(page, "Amount").selectOption("");
    expect(await fieldOf(page, "Postcode").inputValue()).toBe("");
    await chooseCampaign(page);
    await page.getByRole("button", { name: "Use the saved mapping" }).click();
    expect(await fieldOf(page, "Postcode").inputValue()).toBe("Zip");
    expect(await fieldOf(page, "Amount").inputValue()).toBe("Amount");
    await expect
      .poll(() => page.getByRole("button", { name: "Use the saved mapping" }).count())
      .toBe(0);
  });

  it("reads the chosen second sheet of an XLSX workbook", async () => {
    const page = await browser.openPage({ session: admin, viewport: { width: 1280, height: 900 } });
    await openImports(page);
    const workbook = xlsxSheets([
      ["Notes", [["Read me"], ["The donors are on the next sheet"]]],
      ["Donors", [DONOR_HEADER, ...donorRows(`${prefix}x`, 4)]],
    ]);
    await upload(page, "donors.xlsx", XLSX, workbook);
    const sheet = page.getByRole("combobox", { name: "Sheet", exact: true });
    expect(await sheet.inputValue()).toBe("Notes");
    await sheet.selectOption("Donors");
    await visible(fieldOf(page, "Email"));
    expect(await fieldOf(page, "Email").inputValue()).toBe("Email");
    await chooseCampaign(page);
    expect(await dryRun(page)).toBe(
      "4 rows: 4 to import, 0 to update, 0 with problems, 0 likely duplicates.",
    );
  });

  for (const width of [400, 1280]) {
    it(`fits ${String(width)} px wide with no sideways scrolling of the page`, async () => {
      const page = await browser.openPage({ session: admin, viewport: { width, height: 900 } });
      await openImports(page);
      expect((await measureLayout(page)).documentOverflowX).toBe(0);
      await upload(page, "narrow.csv", CSV, csvOf(DONOR_HEADER, donorRows(`${prefix}n`, 2)));
      const layout = await measureLayout(page);
      expect(layout.documentOverflowX).toBe(0);
      expect(layout.mainOverflowX).toBe(0);
    });
  }
});
