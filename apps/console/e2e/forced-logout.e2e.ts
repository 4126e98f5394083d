/**
 * Forced logout (spec §4, §9): after the fourth consecutive 401 the console forgets the session
 * and goes back to /login. The token is revoked on the server behind the console's back, then the
 * console makes token calls of its own (top-bar searches) until it gives up.
 */
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { SESSION_STORAGE_KEY } from "../src/services/token-store";
import { apiSignIn, apiSignOut } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, sideNav, visible } from "./support/console-page";
import { loginOf } from "./support/env";

const browser = browserFixture();

const storedSession = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);

/** Types a term into the top bar's search and waits for the search call's 401. */
async function searchUnauthorized(page: Page, term: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/search/" && response.status() === 401,
  );
  await page.getByRole("searchbox").first().fill(term);
  await answered;
}

it("signs out after the fourth consecutive 401 and returns to /login", async () => {
  const session = await apiSignIn(loginOf("manager"));
  const page = await browser.openPage({ session });
  await page.goto("/dashboard/subs");
  await visible(sideNav(page));
  await visible(page.getByRole("searchbox").first());
  // The page's own start-up reads must be answered before the token is revoked: one still in
  // flight (a loaded machine draws the dashboard slowly) would be a 401 of its own and make
  // the third search the fourth consecutive one.
  await visible(page.locator('[data-slot="dashboard"][data-state="ready"]'));
  await page.waitForLoadState("networkidle");

  await apiSignOut(session);
  for (const term of ["alpha", "bravo", "charlie"]) await searchUnauthorized(page, term);
  // Three are not enough: give a premature logout (it reloads 250 ms later) time to show.
  await page.waitForTimeout(500);
  expect(await storedSession(page)).not.toBeNull();
  await expectPath(page, "/dashboard/subs");

  await searchUnauthorized(page, "delta");
  await expectPath(page, "/login");
  await visible(page.getByRole("button", { name: "Sign in", exact: true }));
  expect(await storedSession(page)).toBeNull();
  expect(await sideNav(page).count()).toBe(0);
});
