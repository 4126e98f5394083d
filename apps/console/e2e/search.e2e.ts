/**
 * The global search against the real server, signed in as an admin (spec §2 "Global search
 * popup"): a term under three characters does nothing, not even a call; a term with exactly one
 * result goes straight to it; a submission's id opens its lookup; "View all submissions" opens
 * the lookup of every submission found. The terms come from the seeded data through the API, and
 * the API's own answer for the same term says where the console must go.
 */
import type { Schema } from "@canvass/sdk/contract";
import { SEARCH_SECTIONS } from "@canvass/sdk/permissions";
import { SEARCH_DEBOUNCE_MS } from "@canvass/sdk/search";
import type { Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, visible } from "./support/console-page";
import { e2eEnv, loginOf } from "./support/env";
import { expectedHomePath } from "./support/home";
import { readSearchPopup, searchBox, searchPopup, viewAllButton } from "./support/top-bar";

const browser = browserFixture();

type SearchResults = Schema<"SearchResults">;

let admin: SignedIn;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
});

const searchFor = (term: string) =>
  apiGet<SearchResults>(admin, `/search/?q=${encodeURIComponent(term)}`);

const resultCount = (results: SearchResults) =>
  SEARCH_SECTIONS.reduce((total, section) => total + results[section].length, 0);

/** The first candidate term whose API answer satisfies `wanted`, with that answer. */
async function termWith(
  candidates: readonly string[],
  wanted: (results: SearchResults) => boolean,
): Promise<{ term: string; results: SearchResults }> {
  for (const term of candidates) {
    const results = await searchFor(term);
    if (wanted(results)) return { term, results };
  }
  throw new Error(`none of ${candidates.join(", ")} has the results wanted`);
}

/** Some seeded submissions, as the API lists them. */
async function someSubmissions(): Promise<Schema<"Account">[]> {
  const answer = await apiGet<Schema<"AccountList">>(admin, "/query/accounts/?PageSize=20");
  if (answer.Accounts.length === 0) throw new Error("the seed has no submissions");
  return answer.Accounts;
}

/** The admin's home, with the searchbox ready. */
async function searchPage(): Promise<Page> {
  const page = await browser.openPage({ session: admin });
  await page.goto(await expectedHomePath(admin));
  await visible(searchBox(page));
  return page;
}

const isSearchCall = (request: Request) => new URL(request.url()).pathname === "/api/search/";

describe("global search (admin)", () => {
  it("does nothing for a two-character term: no popup, no call", async () => {
    const page = await searchPage();
    const calls: string[] = [];
    page.on("request", (request) => {
      if (isSearchCall(request)) calls.push(request.url());
    });

    await searchBox(page).fill("ab");
    await page.waitForTimeout(SEARCH_DEBOUNCE_MS * 2);
    expect(calls).toEqual([]);
    expect((await readSearchPopup(page)).state).toBe("closed");

    // The same box does search with one character more.
    const searched = page.waitForRequest(isSearchCall);
    await searchBox(page).fill("abc");
    expect(new URL((await searched).url()).searchParams.get("q")).toBe("abc");
  });

  it("goes straight to the only result", async () => {
    const logins = e2eEnv().logins.map((login) => login.username);
    const { term, results } = await termWith(
      logins,
      (found) => resultCount(found) === 1 && found.players.length === 1,
    );
    const [player] = results.players;
    const page = await searchPage();

    await searchBox(page).fill(term);
    await expectPath(page, `/user/${player?.id ?? "?"}`);
    await expect.poll(async () => (await readSearchPopup(page)).state).toBe("closed");
  });

  it("opens the lookup of a submission by its id", async () => {
    const [submission] = await someSubmissions();
    const id = submission?.ID ?? "";
    expect(id).toMatch(/^[0-9a-f]{6,8}$/);
    const page = await searchPage();
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/")) calls.push(new URL(request.url()).pathname);
    });

    await searchBox(page).fill(id.toUpperCase());
    await expectPath(page, `/lookup/${id}`);
    // Through the id check, not a search that happened to find that one submission.
    expect(calls).toContain(`/api/ids/${id}/exists/`);
    expect(calls).not.toContain("/api/search/");
  });

  it("opens the lookup of every submission found with 'View all submissions'", async () => {
    const names = (await someSubmissions()).map((submission) => submission.LastName ?? "");
    const { term, results } = await termWith(
      names.filter((name) => name.length >= 3),
      (found) => found.accounts.length >= 2,
    );
    const ids = results.accounts.map((account) => account.ID);
    const page = await searchPage();

    await searchBox(page).fill(term);
    await visible(viewAllButton(page));
    const shown = await readSearchPopup(page);
    expect(shown.links.filter((link) => link.startsWith("/lookup/"))).toEqual(
      ids.map((id) => `/lookup/${id}`),
    );
    await viewAllButton(page).click();
    await expectPath(page, `/lookup/${ids.join(",")}`);
    await searchPopup(page).waitFor({ state: "detached" });
  });
});
