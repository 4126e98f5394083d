/**
 * The /subs filters of payment status, frequency and free text (address `pay`, `freq`, `q`)
 * against the real server: the rows drawn are the server's rows for that filter and every one of
 * them matches it, and the CSV of the view holds every matching row (not one page).
 */
import type { Page } from "playwright-core";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { visible } from "./support/console-page";
import { loginOf } from "./support/env";

const browser = browserFixture();

let admin: SignedIn;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
});

interface Row {
  readonly ID: string;
  readonly PaymentStatus?: string | null;
  readonly Frequency?: string | null;
  readonly Email?: string | null;
}

const table = (page: Page) => page.getByRole("table", { name: "Submissions" });
const bodyRows = (page: Page) => table(page).locator("tbody tr[data-slot=row]");

/** Opens the list at `search` and returns the query of the list request it made. */
async function openFiltered(page: Page, search: string): Promise<URLSearchParams> {
  const request = page.waitForRequest((candidate) => {
    const url = new URL(candidate.url());
    return url.pathname === "/api/query/accounts/";
  });
  await page.goto(`/subs${search}`);
  const params = new URL((await request).url()).searchParams;
  await visible(bodyRows(page).first());
  return params;
}

/** The submission ids the table draws (each row's ID link). */
async function drawnIds(page: Page): Promise<string[]> {
  return bodyRows(page)
    .locator("a")
    .evaluateAll((links) =>
      links.map((link) => link.textContent.trim()).filter((text) => /^[0-9a-f]{6,8}$/.test(text)),
    );
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
    } else if (char === "\n" || char === "\r") {
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

describe("the /subs filters", () => {
  it("shows the server's rows for a payment status and a frequency, each matching both", async () => {
    const page = await browser.openPage({ session: admin });
    const params = await openFiltered(page, "?pay=failed&freq=monthly");
    expect(params.get("PaymentStatus")).toBe("failed");
    expect(params.get("Frequency")).toBe("monthly");
    params.set("Fields", "ID,PaymentStatus,Frequency");
    const answer = await apiGet<{ Accounts: Row[]; Count: number }>(
      admin,
      `/query/accounts/?${params.toString()}`,
    );
    expect(answer.Accounts.length).toBeGreaterThan(0);
    for (const row of answer.Accounts) {
      expect(row.PaymentStatus).toBe("failed");
      expect(row.Frequency).toBe("monthly");
    }
    await expect.poll(() => drawnIds(page)).toEqual(answer.Accounts.map((row) => row.ID));
    await page.close();
  });

  it("finds a donor by free text", async () => {
    const page = await browser.openPage({ session: admin });
    const params = await openFiltered(page, "?q=ada.lovelace%40example.org");
    expect(params.get("q")).toBe("ada.lovelace@example.org");
    const answer = await apiGet<{ Accounts: Row[] }>(
      admin,
      "/query/accounts/?PageSize=10&Fields=ID,Email&q=ada.lovelace%40example.org",
    );
    expect(answer.Accounts.length).toBe(1);
    expect(answer.Accounts[0]?.Email).toBe("ada.lovelace@example.org");
    await expect.poll(() => drawnIds(page)).toEqual([answer.Accounts[0]?.ID]);
    await page.close();
  });

  it("downloads every matching row as CSV, beyond the page", async () => {
    const page = await browser.openPage({ session: admin });
    const params = await openFiltered(page, "?pay=failed&size=10");
    params.set("PageSize", "1000");
    params.set("Fields", "ID");
    params.delete("Cursor");
    params.delete("Page");
    const all = await apiGet<{ Accounts: Row[]; Count: number }>(
      admin,
      `/query/accounts/?${params.toString()}`,
    );
    expect(all.Count).toBeGreaterThan(10);
    expect(all.Count).toBeLessThanOrEqual(1000);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "CSV of this view" }).click();
    const path = join(await mkdtemp(join(tmpdir(), "subs-csv-")), "view.csv");
    await (await download).saveAs(path);
    const [header = [], ...rows] = csvRows((await readFile(path, "utf8")).replace(/^\uFEFF/, ""));
    const idColumn = header.indexOf("ID");
    expect(idColumn).toBeGreaterThanOrEqual(0);
    const ids = rows.map((row) => row[idColumn] ?? "");
    expect(ids.length).toBe(all.Count);
    expect(new Set(ids)).toEqual(new Set(all.Accounts.map((row) => row.ID)));
    await page.close();
  });
});
