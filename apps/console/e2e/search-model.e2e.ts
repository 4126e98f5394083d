/**
 * The search machine's test model (`searchModelPaths` of @canvass/machines/testing) replayed on
 * the real top bar in Chromium: every path on a freshly loaded page signed in as an admin (side
 * by side in a few lanes, see support/lanes.ts), each model event done to the page (typing in
 * the searchbox, time passing, the server answering, clicks) and each model state checked on
 * the DOM (the popup hidden, loading, with results or "no results"; the address after a jump).
 *
 * The model decides what the server answers and when: several results, exactly one, none, a
 * failure, an id that exists or not, and answers that come after a newer term was typed. The
 * real server cannot be told to do that, so the search and id-check calls are held in the
 * browser (`page.route`) and answered with `SEARCH_MODEL_FIXTURES` when the model's event
 * fires. Time is Playwright's paused clock, so "the 500 ms debounce elapses" happens exactly
 * when the model says. The real server's answers are covered by search.e2e.ts.
 */
import {
  SEARCH_MODEL_FIXTURES as FIXTURES,
  searchModelPaths,
  type SearchModelEvent,
} from "@canvass/machines/testing";
import { SEARCH_DEBOUNCE_MS } from "@canvass/sdk/search";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pauseClock } from "./support/clock";
import { apiSignIn } from "./support/api";
import { pathOf, visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { lanes } from "./support/lanes";
import { settle } from "./support/settle";
import { holdCalls, type HeldCall, type HeldCalls } from "./support/held-calls";
import {
  readSearchPopup,
  searchBox,
  searchPopup,
  viewAllButton,
  type PopupState,
  type SearchView,
} from "./support/top-bar";

/** Where each path starts: a page every admin may open, with nothing of the search on it. */
const START_PATH = "/subs";
/** A place on the page, away from the top bar and the popup: the "background". */
const BACKGROUND = { x: 1200, y: 760 };

/** The search and id-check calls (`searchAll`, `checkIdExists`), by address. */
const SEARCH_CALLS = /\/api\/(search\/\?|ids\/[^/]+\/exists\/$)/;
const isSearchCall = (url: URL) => url.pathname === "/api/search/";
const isIdCheck = (url: URL) => /^\/api\/ids\/[^/]+\/exists\/$/.test(url.pathname);

/** One path's page and what the model's events did to it so far. */
interface Run {
  readonly page: Page;
  readonly held: HeldCalls;
  /** The text typed last. */
  typed: string;
  /** How many calls were held when the last term was typed: later ones are for it. */
  typedAt: number;
  /** The address the page should be at. */
  path: string;
}

/** Paths run side by side in a few lanes (support/lanes.ts). */
const pool = lanes({
  count: 3,
  context: async () => ({ session: await apiSignIn(loginOf("admin")) }),
  prepare: async (page) => {
    await page.goto(START_PATH);
    await visible(searchBox(page));
  },
});

async function start(page: Page): Promise<Run> {
  const held = await holdCalls(page, SEARCH_CALLS);
  // Time stands still from here: only the model's DEBOUNCE_ELAPSES moves it.
  await pauseClock(page);
  return { page, held, typed: "", typedAt: 0, path: START_PATH };
}

/** The newest held call when it is for the term typed last, else `undefined`. */
function currentCall(run: Run): HeldCall | undefined {
  const newest = run.held.calls.at(-1);
  return run.held.calls.length > run.typedAt ? newest : undefined;
}

/** Waits for the call of the term typed last, of the kind `isKind`. */
async function nextCall(run: Run, isKind: (url: URL) => boolean): Promise<HeldCall> {
  const matching = () => {
    const call = currentCall(run);
    return call !== undefined && isKind(call.url) ? call : undefined;
  };
  const call = await settle(matching, (found) => found !== undefined, "the call of the term");
  if (call === undefined) throw new Error("no current call");
  return call;
}

async function type(run: Run, term: string): Promise<void> {
  const box = searchBox(run.page);
  // The same text again changes nothing in an input: a person would retype it, which passes
  // through another value first.
  if (run.typed === term) await box.fill(`${term} `);
  run.typedAt = run.held.calls.length;
  await box.fill(term);
  run.typed = term;
}

async function answer(run: Run, isKind: (url: URL) => boolean, json: unknown, status = 200) {
  const call = await nextCall(run, isKind);
  await call.answer({ status, json });
}

async function navigatesTo(run: Run, path: string): Promise<void> {
  await settle(
    () => pathOf(run.page),
    (at) => at === path,
    `the address ${path}`,
  );
  run.path = path;
}

async function clickBackground(page: Page): Promise<void> {
  const free = await page.evaluate(
    ({ x, y }) =>
      document.elementFromPoint(x, y)?.closest("a, button, input, [role='dialog']") === null,
    BACKGROUND,
  );
  expect(free, "nothing to press at the background point").toBe(true);
  await page.mouse.click(BACKGROUND.x, BACKGROUND.y);
}

const FAILURE = { title: "Service unavailable", status: 503 };

function executors(
  run: Run,
): Record<SearchModelEvent["type"], (step: { state: { value: unknown } }) => Promise<void>> {
  const { page } = run;
  return {
    TYPE_SHORT: () => type(run, FIXTURES.terms.short),
    TYPE_NAME: () => type(run, FIXTURES.terms.name),
    TYPE_ID: () => type(run, FIXTURES.terms.id),
    DEBOUNCE_ELAPSES: () => page.clock.runFor(SEARCH_DEBOUNCE_MS),
    ID_EXISTS: async () => {
      await answer(run, isIdCheck, FIXTURES.answers.idExists);
      await navigatesTo(run, FIXTURES.paths.idLookup);
    },
    ID_UNKNOWN: () => answer(run, isIdCheck, FIXTURES.answers.idUnknown),
    ID_CHECK_FAILS: () => answer(run, isIdCheck, FAILURE, 503),
    MANY_RESULTS: () => answer(run, isSearchCall, FIXTURES.answers.many),
    ONE_RESULT: async () => {
      await answer(run, isSearchCall, FIXTURES.answers.one);
      await navigatesTo(run, FIXTURES.paths.one);
    },
    NO_RESULTS: () => answer(run, isSearchCall, FIXTURES.answers.none),
    SEARCH_FAILS: () => answer(run, isSearchCall, FAILURE, 503),
    CLOSE: () => clickBackground(page),
    SELECT_RESULT: async () => {
      await searchPopup(page).getByRole("link").first().click();
      await navigatesTo(run, FIXTURES.paths.selected);
    },
    VIEW_ALL: async () => {
      await viewAllButton(page).click();
      await navigatesTo(run, FIXTURES.paths.viewAll);
    },
    LATE_ANSWERS: async (step) => {
      // Every call but the one the console still waits for gets an answer that would jump.
      const waiting = step.state.value === "searching" || step.state.value === "checkingId";
      const current = waiting ? currentCall(run) : undefined;
      for (const call of run.held.calls) {
        if (call.answered || call === current) continue;
        const late = isIdCheck(call.url) ? FIXTURES.answers.idExists : FIXTURES.answers.one;
        await call.answerLate({ status: 200, json: late });
      }
      // Give a wrongly applied answer the time to show.
      await page.waitForTimeout(100);
      expect(pathOf(page)).toBe(run.path);
    },
  };
}

/** The search once its popup shows `state` (the UI settles a moment after the event). */
function popupIn(page: Page, state: PopupState): Promise<SearchView> {
  return settle(
    () => readSearchPopup(page),
    (view) => view.state === state,
    `the popup ${state}`,
  );
}

function checks(run: Run) {
  const { page } = run;
  return {
    idle: async () => {
      await popupIn(page, "closed");
      expect(pathOf(page)).toBe(run.path);
    },
    debouncing: async () => {
      const view = await popupIn(page, "loading");
      // Time stands still: nothing may have been asked for the new term yet.
      expect(currentCall(run)).toBeUndefined();
      expect(view.term).toBe(run.typed);
    },
    checkingId: async () => {
      const call = await nextCall(run, isIdCheck);
      expect(call.url.pathname).toBe(`/api/ids/${FIXTURES.checkedId}/exists/`);
      expect(call.answered).toBe(false);
      await popupIn(page, "loading");
    },
    searching: async () => {
      const call = await nextCall(run, isSearchCall);
      // The normalised term: the id too when the id check found nothing.
      const searched =
        run.typed === FIXTURES.terms.name ? FIXTURES.searched.name : FIXTURES.searched.id;
      expect(call.url.searchParams.get("q")).toBe(searched);
      expect(call.answered).toBe(false);
      await popupIn(page, "loading");
    },
    results: async () => {
      const popup = await popupIn(page, "results");
      expect(popup.links).toEqual([
        ...FIXTURES.answers.many.accounts.map((account) => `/lookup/${account.ID}`),
        ...FIXTURES.answers.many.players.map((player) => `/user/${player.id}`),
      ]);
      expect(popup.viewAll).toBe(true);
    },
    noResults: async () => {
      const view = await popupIn(page, "noResults");
      expect(view.announced).toBe("No results");
    },
  };
}

describe("search model paths on the real top bar", () => {
  const paths = searchModelPaths();

  for (const path of paths) {
    it.concurrent(path.description, () =>
      pool.run(async (page) => {
        const run = await start(page);
        try {
          await path.test({ events: executors(run), states: checks(run) });
        } finally {
          await run.held.release();
        }
      }),
    );
  }
});
