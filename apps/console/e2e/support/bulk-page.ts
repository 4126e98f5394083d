/**
 * Steps on /users/bulk in a page, by role and accessible name (en-CA), and the API reads the
 * bulk tests check the outcome with.
 */
import type { Schema } from "@canvass/sdk/contract";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { apiGet, authorization, type SignedIn } from "./api";
import { UI_TIMEOUT_MS, visible } from "./console-page";
import { e2eEnv } from "./env";

/** Checking 1 000 rows and creating them is real server work on a busy 2-core machine. */
export const BULK_TIMEOUT_MS = 45_000;

/** A team with a unique title under the signed-in user's team, for the created users. */
export async function createBulkTeam(session: SignedIn, title: string): Promise<string> {
  const answer = await fetch(`${e2eEnv().baseUrl}/api/teams/`, {
    method: "PUT",
    headers: { authorization: authorization(session), "content-type": "application/json" },
    body: JSON.stringify({ title, parent: session.team, role: "rep" }),
  });
  if (answer.status !== 201) throw new Error(`PUT /teams/: HTTP ${answer.status}`);
  return ((await answer.json()) as Schema<"Team">).id;
}

/** How many players of a team the API lists. */
export async function playersInTeam(session: SignedIn, team: string): Promise<number> {
  const list = await apiGet<Schema<"PlayerList">>(session, `/players/?Team=${team}&PageSize=1`);
  return list.Count;
}

export async function openBulkPage(page: Page): Promise<void> {
  await page.goto("/users/bulk");
  await visible(page.getByRole("heading", { name: "Create users in bulk", level: 1 }));
}

/** Chooses a file through the drop zone's file input. */
export async function uploadFile(
  page: Page,
  name: string,
  mimeType: string,
  buffer: Buffer,
): Promise<void> {
  await page.getByLabel("File of users", { exact: true }).setInputFiles({ name, mimeType, buffer });
}

/** Waits for "N users read from …" and goes on to the columns. */
export async function continueToColumns(page: Page, readText: string | RegExp): Promise<void> {
  await visible(page.getByRole("status").filter({ hasText: readText }));
  await page.getByRole("button", { name: "Next: match the columns" }).click();
  await visible(page.getByRole("heading", { name: "Match the columns", level: 2 }));
}

/** Picks the default team by its title in the searchable dropdown. */
export async function chooseDefaultTeam(page: Page, title: string): Promise<void> {
  await page.getByRole("combobox", { name: "Default team" }).click();
  await page.getByRole("combobox", { name: "Search teams" }).fill(title);
  await page.getByRole("option", { name: title, exact: true }).click();
}

export async function continueToPreview(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Next: check the rows" }).click();
  await visible(page.getByRole("heading", { name: "Check the rows", level: 2 }));
}

/**
 * Waits until the server's check is in (the create button, named `create`, is enabled only
 * then) and the summary says `summary`.
 */
export async function expectChecked(page: Page, summary: string, create: string): Promise<void> {
  const button = page.getByRole("button", { name: create, exact: true });
  await expect
    .poll(async () => (await button.count()) === 1 && (await button.isEnabled()), {
      timeout: BULK_TIMEOUT_MS,
    })
    .toBe(true);
  await visible(page.getByText(summary, { exact: true }));
}

/** The preview table's row on a file line. */
export function previewRow(page: Page, line: number): Locator {
  return page
    .getByRole("table", { name: "Rows to create" })
    .locator("tbody tr")
    .filter({ has: page.locator(`[data-slot="bulk-line"]:text-is("${String(line)}")`) });
}

/** The problem text shown under a field of the row on `line` ("" when none). */
export async function problemOf(page: Page, line: number, field: string): Promise<string> {
  const cell = previewRow(page, line).locator(`[data-slot="bulk-cell"][data-field="${field}"]`);
  await cell.waitFor({ timeout: UI_TIMEOUT_MS });
  const problem = cell.locator('[data-slot="bulk-problem"]');
  return (await problem.count()) === 0 ? "" : ((await problem.textContent()) ?? "");
}
