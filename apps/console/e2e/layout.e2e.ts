/**
 * The layout of every built screen at 400 px and 1280 px (issue #17, items 10, 11 and 17),
 * measured in Chromium rather than eyeballed: the page never scrolls sideways, the content keeps
 * the page frame's 24 px from the side menu, the top bar and the right edge, a paged table has no
 * scrollbar of its own (the page is the one scroll container) and its pager comes into view by
 * scrolling the page; the team tree keeps its names, search box and move buttons usable at 400 px.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { measureLayout } from "./support/layout";
import { createUser, uniqueName } from "./support/users-api";

const browser = browserFixture();
const FRAME_PADDING_PX = 24;
const WIDTHS = [400, 1280] as const;
const HEIGHT = 800;

let admin: SignedIn;
let userId: string;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  userId = (await createUser(admin, { username: uniqueName("layout"), team: admin.team })).id;
});

interface Screen {
  readonly path: () => string;
  /** Where the console lands (a redirect), when not `path`. */
  readonly landsOn?: () => string;
  /** Whether the screen has a paged table. */
  readonly paged?: boolean;
  /** Waits until the screen shows its data. */
  readonly ready?: (page: Page) => Promise<unknown>;
}

const rowsOf = (name: string) => (page: Page) =>
  visible(page.getByRole("table", { name, exact: true }).locator("tbody tr").first());

const SCREENS: Record<string, Screen> = {
  users: { path: () => "/users", paged: true, ready: rowsOf("Users") },
  userProfile: { path: () => `/user/${userId}` },
  userNew: { path: () => "/user/new" },
  userEditGeneral: { path: () => `/user/${userId}/edit/general` },
  userEditOptional: { path: () => `/user/${userId}/edit/optional` },
  teams: { path: () => "/teams", paged: true, ready: rowsOf("Teams") },
  teamProfile: {
    path: () => `/team/${admin.team}`,
    paged: true,
    ready: rowsOf("Members"),
  },
  teamNew: { path: () => "/team/new" },
  teamEditGeneral: { path: () => `/team/${admin.team}/edit/general` },
  teamEditOptional: { path: () => `/team/${admin.team}/edit/optional` },
  tree: {
    path: () => "/tree",
    ready: (page) => visible(page.locator("[data-slot=tree-item]").first()),
  },
  usersBulk: { path: () => "/users/bulk" },
  active: { path: () => "/active" },
  userMe: { path: () => "/user/me", landsOn: () => `/user/${admin.player}` },
  // The submissions list scrolls its rows in its own box (decision 0021), so it is not `paged`.
  subs: { path: () => "/subs", ready: (page) => visible(page.locator("main table").first()) },
  lookup: { path: () => "/lookup" },
};

async function openScreen(width: number, screen: Screen): Promise<Page> {
  const page = await browser.openPage({ session: admin, viewport: { width, height: HEIGHT } });
  await page.goto(screen.path());
  await expectPath(page, screen.landsOn?.() ?? screen.path());
  await visible(page.locator("main [data-slot=page-frame] h1").first());
  await screen.ready?.(page);
  return page;
}

describe.each(WIDTHS)("every built screen at %i px", (width) => {
  it.each(Object.keys(SCREENS))("%s: no sideways scrolling, padded content", async (name) => {
    const screen = SCREENS[name];
    if (screen === undefined) throw new Error(`no screen ${name}`);
    const page = await openScreen(width, screen);
    const facts = await measureLayout(page);

    expect(facts.documentOverflowX, "the document scrolls sideways").toBeLessThanOrEqual(0);
    expect(facts.mainOverflowX, "the page scrolls sideways").toBeLessThanOrEqual(0);
    expect(facts.framePadding).toEqual({
      top: FRAME_PADDING_PX,
      right: FRAME_PADDING_PX,
      bottom: FRAME_PADDING_PX,
      left: FRAME_PADDING_PX,
    });
    expect(facts.headingInset?.left).toBeGreaterThanOrEqual(FRAME_PADDING_PX);
    expect(facts.headingInset?.top).toBeGreaterThanOrEqual(FRAME_PADDING_PX);

    if (screen.paged === true) {
      expect(facts.nestedScrollers, "scroll containers around the table").toEqual([]);
      expect(facts.pager, "the pager").toBeDefined();
      expect(facts.pager?.top).toBeGreaterThanOrEqual(0);
      expect(facts.pager?.bottom).toBeLessThanOrEqual(facts.pager?.viewportHeight ?? 0);
    }
  });
});

describe("the team tree at 400 px", () => {
  it("keeps the names whole, the search box usable and the move buttons in view", async () => {
    const tree = SCREENS.tree;
    if (tree === undefined) throw new Error("no tree screen");
    const page = await openScreen(400, tree);
    const facts = await page.evaluate(() => {
      const tree = document.querySelector("[data-slot=tree-view]");
      if (tree === null) throw new Error("no tree");
      const treeBox = tree.getBoundingClientRect();
      const titles = [...document.querySelectorAll("[data-slot=tree-title]")];
      const moves = [...document.querySelectorAll("[data-slot=tree-move]")];
      const search = document.querySelector("[data-slot=tree-toolbar] input");
      return {
        titles: titles.length,
        truncated: titles
          .filter((title) => title.scrollWidth > title.clientWidth + 1)
          .map((title) => title.textContent),
        searchWidth: search?.getBoundingClientRect().width ?? 0,
        moves: moves.length,
        movesOutside: moves.filter((move) => {
          const box = move.getBoundingClientRect();
          return box.left < treeBox.left || box.right > treeBox.right;
        }).length,
      };
    });
    expect(facts.titles).toBeGreaterThan(1);
    expect(facts.truncated, "names cut off").toEqual([]);
    expect(facts.searchWidth).toBeGreaterThanOrEqual(200);
    expect(facts.moves).toBeGreaterThan(0);
    expect(facts.movesOutside, "move buttons outside the tree").toBe(0);
  });
});
