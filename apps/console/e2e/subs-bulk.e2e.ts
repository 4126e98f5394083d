/**
 * Bulk actions on "all N matching" of /subs end to end against the real server (issue 18,
 * decision 0023): the filter is expanded into ids when the action starts, a confirmation names
 * the exact count, the calls run with a progress bar and a Stop, and the summary says how it
 * went. Reassigning every submission of a player moves them to another player (the server's
 * list shows it); delete is offered to the root team only; a Stop mid-run starts no new call.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, authorization, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { visible } from "./support/console-page";
import { e2eEnv, loginOf } from "./support/env";
import { holdCalls } from "./support/held-calls";

const browser = browserFixture();

interface Row {
  readonly ID: string;
  readonly Player?: string | null;
}
interface Player {
  readonly id: string;
  readonly full_name: string;
}

let admin: SignedIn;
/** The player whose submissions are moved, its submissions, and the player they go to. */
let from: string;
let moved: readonly string[] = [];
let to: Player;

const accountsOf = async (player: string) =>
  (
    await apiGet<{ Accounts: Row[] }>(
      admin,
      `/query/accounts/?PageSize=1000&Fields=ID,Player&Player=${player}`,
    )
  ).Accounts.map((row) => row.ID);

async function reassign(id: string, player: string): Promise<void> {
  const answer = await fetch(
    `${e2eEnv().baseUrl}/api/accounts/reassign/${id}?playerId=${encodeURIComponent(player)}`,
    { method: "POST", headers: { authorization: authorization(admin) } },
  );
  if (!answer.ok) throw new Error(`reassign ${id}: HTTP ${answer.status}`);
}

beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  const rows = (
    await apiGet<{ Accounts: Row[] }>(admin, "/query/accounts/?PageSize=1000&Fields=ID,Player")
  ).Accounts;
  const byPlayer = new Map<string, number>();
  for (const row of rows)
    if (typeof row.Player === "string")
      byPlayer.set(row.Player, (byPlayer.get(row.Player) ?? 0) + 1);
  // A player with more submissions than a page of 10 (so "select all N matching" is offered).
  const chosen = [...byPlayer.entries()]
    .filter(([, count]) => count > 10)
    .sort((a, b) => a[1] - b[1])[0];
  if (chosen === undefined) throw new Error("no player with more than 10 submissions");
  from = chosen[0];
  const players = await apiGet<{ Result: Player[] }>(admin, "/players/?PageSize=100");
  const other = players.Result.find(
    (player) =>
      player.id !== from && player.id !== admin.player && player.full_name.trim().length >= 2,
  );
  if (other === undefined) throw new Error("no other player");
  to = other;
});

// The submissions go back to their player: the other suites' seed stays as it was.
afterAll(async () => {
  for (const id of moved) await reassign(id, from);
});

const dialog = (page: Page) => page.getByRole("dialog");

async function selectAllMatching(page: Page, search: string): Promise<string> {
  await page.goto(`/subs${search}`);
  const table = page.getByRole("table", { name: "Submissions" });
  await visible(table.locator("tbody tr[data-slot=row]").first());
  const countText = await page.locator("[data-slot=subs-count]").textContent();
  const count = /([\d,]+) submissions/.exec(countText ?? "")?.[1] ?? "?";
  await page.getByRole("checkbox", { name: "Select all rows on this page" }).check();
  await page.getByRole("button", { name: `Select all ${count} matching` }).click();
  await visible(page.getByText(`All ${count} matching selected`).first());
  return count;
}

async function chooseReassignTo(page: Page, player: Player): Promise<void> {
  await page.getByRole("button", { name: "Reassign", exact: true }).click();
  await dialog(page).getByRole("textbox", { name: "Find a player" }).fill(player.full_name);
  await dialog(page)
    .getByRole("button", { name: `Reassign to ${player.full_name}`, exact: true })
    .first()
    .click();
}

describe("bulk actions on all matching submissions", () => {
  it("stops starting calls on Stop, counts those under way, and says how many never started", async () => {
    const page = await browser.openPage({ session: admin });
    const total = (await accountsOf(from)).length;
    await selectAllMatching(page, `?player=${from}&size=10`);
    // The reassign calls are held in the browser: nothing reaches the server.
    const held = await holdCalls(page, /\/api\/accounts\/reassign\//, "POST");
    await chooseReassignTo(page, to);
    await visible(dialog(page).getByText(`Reassign ${total} submissions to ${to.full_name}?`));
    await dialog(page).getByRole("button", { name: "Reassign", exact: true }).click();
    await held.after(3);
    const bar = dialog(page).getByRole("progressbar", { name: "Progress" });
    expect(await bar.getAttribute("aria-valuenow")).toBe("0");
    expect(await bar.getAttribute("aria-valuemax")).toBe(String(total));
    // Keyboard: the dialog keeps the focus; Tab reaches Stop and Enter presses it.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Stop");
    await page.keyboard.press("Enter");
    await visible(dialog(page).getByText("Stopping: waiting for the calls under way…"));
    for (const call of held.calls) await call.answer({ status: 200, json: { ID: "x" } });
    await visible(
      dialog(page).getByText(`Stopped: 4 succeeded, 0 failed, ${String(total - 4)} not started.`),
    );
    expect(held.calls).toHaveLength(4);
    await held.release();
    await dialog(page).getByRole("button", { name: "Close", exact: true }).first().click();
    expect(await accountsOf(from)).toHaveLength(total);
    await page.close();
  });

  it("reassigns every submission of the filter to a player, and the list shows them there", async () => {
    const page = await browser.openPage({ session: admin });
    const before = await accountsOf(from);
    const count = await selectAllMatching(page, `?player=${from}&size=10`);
    expect(count).toBe(String(before.length));
    await chooseReassignTo(page, to);
    // The confirmation names the exact count once the filter is expanded.
    const confirmation = `Reassign ${before.length} submissions to ${to.full_name}?`;
    await visible(dialog(page).getByText(confirmation));
    await dialog(page).getByRole("button", { name: "Reassign", exact: true }).click();
    moved = before;
    await visible(dialog(page).getByText(`${before.length} succeeded, 0 failed.`));
    await dialog(page).getByRole("button", { name: "Close", exact: true }).first().click();

    // The server's list: none left with the first player, all with the second.
    expect(await accountsOf(from)).toEqual([]);
    const now = new Set(await accountsOf(to.id));
    expect(before.every((id) => now.has(id))).toBe(true);

    // The list filtered by the new player counts them; the lookup names the new player.
    const withTo = (await accountsOf(to.id)).length;
    await page.goto(`/subs?player=${to.id}`);
    await visible(page.getByText(`${String(withTo)} submissions (exact count)`).first());
    const first = before[0] ?? "";
    await page.goto(`/lookup/${first}`);
    await visible(page.getByText(to.full_name).first());
    await page.close();
  });

  it("offers delete on all matching to the root team only, with the exact count to confirm", async () => {
    const page = await browser.openPage({ session: admin });
    await selectAllMatching(page, "?size=10");
    await page.getByRole("button", { name: "Reassign", exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Delete", exact: true }).count()).toBe(0);
    await page.close();

    const root = await apiSignIn(loginOf("root"));
    const rootPage = await browser.openPage({ session: root });
    const ids = (
      await apiGet<{ Accounts: Row[] }>(
        root,
        `/query/accounts/?PageSize=1000&Fields=ID&Player=${to.id}`,
      )
    ).Accounts;
    await selectAllMatching(rootPage, `?player=${to.id}&size=10`);
    await rootPage.getByRole("button", { name: "Delete", exact: true }).click();
    await visible(
      dialog(rootPage).getByText(
        `Delete ${ids.length} submissions and their files? This cannot be undone.`,
      ),
    );
    // Cancelled before anything is deleted.
    await dialog(rootPage).getByRole("button", { name: "Cancel", exact: true }).click();
    await expect.poll(() => dialog(rootPage).count()).toBe(0);
    const after = await apiGet<{ Count: number }>(
      root,
      `/query/accounts/?PageSize=10&Fields=ID&Player=${to.id}`,
    );
    expect(after.Count).toBe(ids.length);
    await rootPage.close();
  });
});
