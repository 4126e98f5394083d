/**
 * The export screens end to end (issue 21): an admin builds an export with the four column
 * types, sees the live preview follow the columns, saves it, makes a CSV instance, runs it
 * (progress, done), downloads the file and finds every submission the API lists, quoted per the
 * spec; `/export-inst/{id}` redirects (or 404s); a manager runs but cannot edit; a rep has no
 * exports. At 400 px wide the editor still fits the screen.
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
import { uniqueTitle } from "./support/teams-api";

type ExportBody = Schema<"Export">;
type OptionList = Schema<"ExportOptionList">;

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

/**
 * Every submission the API lists to `who`, page by page: earlier files (imports, batch edits) may
 * leave more than one page of 1 000 in the shared e2e database.
 */
async function everySubmission(
  who: SignedIn,
): Promise<{ Accounts: { ID: string }[]; Count: number }> {
  const accounts: { ID: string }[] = [];
  for (let page = 1; ; page += 1) {
    const list = await apiGet<{ Accounts: { ID: string }[]; Count: number }>(
      who,
      `/query/accounts/?PageSize=1000&Page=${String(page)}&Fields=ID`,
    );
    accounts.push(...list.Accounts);
    if (list.Accounts.length < 1000 || accounts.length >= list.Count) {
      return { Accounts: accounts, Count: list.Count };
    }
  }
}

/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function previewHeaders(page: Page): Promise<string[]> {
  return page.locator('[data-slot="export-preview"] th').allTextContents();
}

let exportId = "";
let optionId = "";
let description = "";

describe("exports", () => {
  it("builds an export with the four column types, previews it and saves it", async () => {
    description = uniqueTitle("Bank file");
    const page = await browser.openPage({ session: admin });
    await page.goto("/exports");
    await (await visible(page.getByRole("link", { name: "Create export" }))).click();
    await expectPath(page, "/export/new");
    await (await visible(page.getByRole("textbox", { name: "Description" }))).fill(description);
    // column 1 is a field (ID) already; add a blank, a fixed value and a function
    const add = page.getByRole("button", { name: "Add column" });
    await add.click();
    await page.getByLabel("Type of column 2").selectOption("blank");
    await page.getByLabel("Header of column 2").fill("Notes");
    await add.click();
    await page.getByLabel("Type of column 3").selectOption("set");
    await page.getByLabel("Header of column 3").fill("Source");
    await page.getByLabel("Value of column 3").fill("CANVASS");
    await add.click();
    await page.getByLabel("Type of column 4").selectOption("function");
    await page.getByLabel("Header of column 4").fill("Day");
    await page.getByLabel("Function of column 4").selectOption("formatDate");
    await page.getByLabel("Arguments of column 4").fill("{Received}|YYYY-MM-DD");
    await add.click();
    await page.getByLabel("Header of column 5").fill("Amount");
    await page.getByLabel("Field of column 5").selectOption("Amount");

    await expect
      .poll(() => previewHeaders(page))
      .toEqual(["ID", "Notes", "Source", "Day", "Amount"]);
    const firstRow = page.locator('[data-slot="export-preview"] tbody tr').first();
    await visible(firstRow);
    // The headers follow the columns at once; the rows are the preview's read again for the new
    // columns' fields, and until it answers they are the earlier answer's (without Received).
    await expect
      .poll(() => firstRow.locator("td").allTextContents())
      .toEqual([
        expect.any(String),
        "",
        "CANVASS",
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        expect.any(String),
      ]);

    // a bad argument is named next to the column, the preview waits
    await page.getByLabel("Arguments of column 4").fill("{Nope}|YYYY");
    await visible(page.getByText("This field does not exist."));
    expect(await page.getByLabel("Arguments of column 4").getAttribute("aria-invalid")).toBe(
      "true",
    );
    await visible(page.getByText("Fix the columns to see the preview."));
    await page.getByLabel("Arguments of column 4").fill("{Received}|YYYY-MM-DD");

    // reorder with the keyboard way: Amount moves up before Day
    await page.getByRole("button", { name: "Move column 5 up" }).click();
    await expect
      .poll(() => previewHeaders(page))
      .toEqual(["ID", "Notes", "Source", "Amount", "Day"]);

    await page.locator("form").getByRole("button", { name: "Create export" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/export\/(?!new$)[a-z0-9]+$/);
    exportId = new URL(page.url()).pathname.split("/").pop() ?? "";
    const stored = await apiGet<ExportBody>(admin, `/exports/${exportId}/`);
    expect(stored).toMatchObject({
      Description: description,
      Format: "csv",
      Delivery: { method: "download" },
      Fields: [
        { type: "field", header: "ID", field: "ID" },
        { type: "blank", header: "Notes" },
        { type: "set", header: "Source", value: "CANVASS" },
        { type: "field", header: "Amount", field: "Amount" },
        {
          type: "function",
          header: "Day",
          function: "formatDate",
          args: ["{Received}", "YYYY-MM-DD"],
        },
      ],
    });
    await page.close();
  });

  it("makes a CSV instance, runs it with progress and downloads the whole file", async () => {
    expect(exportId).not.toBe("");
    const page = await browser.openPage({ session: admin });
    await page.goto(`/export/${exportId}`);
    await (await visible(page.getByRole("link", { name: "New instance" }))).click();
    await expectPath(page, `/instance/${exportId}/new`);
    await (await visible(page.getByRole("textbox", { name: "Description" }))).fill("Everything");
    await page.getByRole("button", { name: "Create instance" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/instance\/[a-z0-9]+$/);
    optionId = new URL(page.url()).pathname.split("/").pop() ?? "";
    expect(new URL(page.url()).pathname).toBe(`/export/${exportId}/instance/${optionId}`);
    const options = await apiGet<OptionList>(admin, `/export/option/?ExportID=${exportId}`);
    expect(options.Result.map((option) => option.ID)).toEqual([optionId]);

    await (await visible(page.getByRole("button", { name: "Run now" }))).click();
    const run = page.locator('[data-slot="export-run"]');
    await expect.poll(() => run.getAttribute("data-state"), { timeout: 60_000 }).toBe("done");
    const all = await everySubmission(admin);
    await visible(
      page.getByText(
        `${all.Count.toLocaleString("en-CA")} of ${all.Count.toLocaleString("en-CA")} rows`,
      ),
    );
    await visible(page.getByRole("progressbar", { name: "Run progress" }));

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download file" }).click();
    const path = join(await mkdtemp(join(tmpdir(), "export-csv-")), "run.csv");
    await (await download).saveAs(path);
    const text = await readFile(path, "utf8");
    expect(text.startsWith('"ID","Notes","Source","Amount","Day"\r\n')).toBe(true);
    const [header = [], ...rows] = csvRows(text);
    expect(header).toEqual(["ID", "Notes", "Source", "Amount", "Day"]);
    expect(rows).toHaveLength(all.Count);
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(all.Accounts.map((row) => row.ID)));
    for (const row of rows) {
      expect(row[1]).toBe("");
      expect(row[2]).toBe("CANVASS");
      expect(row[4]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // the delivery log lists the run
    await visible(page.getByRole("table", { name: "Delivery log" }).getByText("Done"));
    await page.close();
  });

  it("picks a campaign on a new instance, and its run writes only that campaign's submissions", async () => {
    expect(exportId).not.toBe("");
    const campaigns = await apiGet<{ Result: { id: string; title: string }[] }>(
      admin,
      "/campaigns/?PageSize=1000&Sort=title",
    );
    let chosen: { id: string; title: string } | undefined;
    let count = 0;
    for (const campaign of campaigns.Result) {
      const list = await apiGet<{ Count: number }>(
        admin,
        `/query/accounts/?PageSize=1&Fields=ID&Campaign=${campaign.id}`,
      );
      if (list.Count > 0) {
        chosen = campaign;
        count = list.Count;
        break;
      }
    }
    if (chosen === undefined) throw new Error("no campaign with submissions");
    const page = await browser.openPage({ session: admin });
    await page.goto(`/instance/${exportId}/new`);
    await (await visible(page.getByRole("textbox", { name: "Description" }))).fill("One campaign");
    const campaignButton = page.getByRole("button", { name: "Campaign", exact: true });
    await campaignButton.click();
    await page
      .getByRole("group", { name: "Campaigns" })
      .getByRole("checkbox", { name: chosen.title, exact: true })
      .check();
    await page.keyboard.press("Escape");
    await expect.poll(() => campaignButton.textContent()).toBe(chosen.title);
    await page.getByRole("button", { name: "Create instance" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/instance\/[a-z0-9]+$/);
    const picked = new URL(page.url()).pathname.split("/").pop() ?? "";
    const option = await apiGet<Schema<"ExportOption">>(admin, `/export/option/${picked}/`);
    expect(option.Filters.Campaign).toEqual([chosen.id]);
    expect(option.Filters.Team ?? []).toEqual([]);

    await (await visible(page.getByRole("button", { name: "Run now" }))).click();
    const run = page.locator('[data-slot="export-run"]');
    await expect.poll(() => run.getAttribute("data-state"), { timeout: 60_000 }).toBe("done");
    await visible(
      page.getByText(`${count.toLocaleString("en-CA")} of ${count.toLocaleString("en-CA")} rows`),
    );
    // The saved instance shows its pick again.
    await page.reload();
    await visible(campaignButton);
    await expect.poll(() => campaignButton.textContent()).toBe(chosen.title);
    await page.close();
  });

  it("redirects /export-inst/{id} to the instance, and an unknown one to /404", async () => {
    expect(optionId).not.toBe("");
    const page = await browser.openPage({ session: admin });
    await page.goto(`/export-inst/${optionId}`);
    await expectPath(page, `/export/${exportId}/instance/${optionId}`);
    await visible(page.getByRole("heading", { name: "Instance: Everything" }));
    await page.goto("/export-inst/ffffff");
    await expectPath(page, "/404");
    await page.close();
  });

  it("lets a manager run an instance but not edit the export", async () => {
    const page = await browser.openPage({ session: manager });
    await page.goto(`/export/${exportId}`);
    const name = await visible(page.getByRole("textbox", { name: "Description" }));
    expect(await name.getAttribute("readonly")).not.toBeNull();
    await visible(page.getByText("You can run this export’s instances but not change it."));
    expect(await page.getByRole("button", { name: "Save" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Add column" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "New instance" }).count()).toBe(0);
    await page.getByRole("link", { name: "Everything" }).click();
    await expectPath(page, `/export/${exportId}/instance/${optionId}`);
    await (await visible(page.getByRole("button", { name: "Run now" }))).click();
    const run = page.locator('[data-slot="export-run"]');
    await expect.poll(() => run.getAttribute("data-state"), { timeout: 60_000 }).toBe("done");
    expect(await page.getByRole("button", { name: "Save" }).count()).toBe(0);
    await page.close();
  });

  it("gives a rep no exports: no menu entry, and /exports goes elsewhere", async () => {
    const page = await browser.openPage({ session: rep });
    await page.goto("/exports");
    await expect.poll(() => new URL(page.url()).pathname).not.toBe("/exports");
    await visible(sideNav(page));
    expect(await sideNav(page).getByRole("link", { name: "Exports" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Exports" }).count()).toBe(0);
    await page.close();
  });

  it("fits the editor in 400 px and 1280 px without a page-wide horizontal scroll", async () => {
    for (const width of [400, 1280]) {
      const page = await browser.openPage({ session: admin, viewport: { width, height: 900 } });
      await page.goto(`/export/${exportId}`);
      await visible(page.getByLabel("Header of column 1"));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `at ${String(width)} px`).toBeLessThanOrEqual(0);
      await page.close();
    }
  });
});
