/**
 * The menu machine's test model (`menuModelPaths` of @canvass/machines/testing) replayed on the
 * real side menu in Chromium: every path on a freshly loaded page signed in as an admin at
 * `/subs` (the model's current page; side by side in a few lanes, see support/lanes.ts), each
 * model event done to the page and each model state checked on the DOM: the menu open with its
 * order, collapsed to a rail with or without the hovered group's floating list, in edit mode
 * with the draft's rows, saving.
 *
 * The model decides whether a save succeeds or fails and when, which the real server cannot be
 * told to do: the preferences `PUT` is held in the browser (`page.route`) and answered when the
 * model's SAVE_SUCCEEDS or SAVE_FAILS fires, so the admin's saved order never changes. For the
 * model's "default" order to be the menu's first order, the admin's saved `menu.sorting` is
 * removed for this file and put back after. From the pointer leaving a floating list, time is
 * Playwright's paused clock, so the 50 ms hover-hide delay passes exactly when the model says.
 * Saving for real is menu-edit.e2e.ts.
 *
 * How events reach the console: OPEN is the top bar's menu button on a narrow screen (the
 * console's only `menu.open`; the window is made wide again after); CLOSE is "Collapse menu"
 * (the console has no other way to collapse; `menu.close` is only sent when the menu restarts
 * collapsed); DROP moves the model's entry with the keyboard, dnd-kit's keyboard sensor.
 */
import type { MenuOrder } from "@canvass/machines";
import {
  MENU_MODEL_FIXTURES as FIXTURES,
  menuModelPaths,
  type MenuModelContext,
  type MenuModelEvent,
} from "@canvass/machines/testing";
import { HOVER_HIDE_DELAY_MS } from "@canvass/sdk/settings";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pauseClock } from "./support/clock";
import { apiSignIn, type SignedIn } from "./support/api";
import { sideNav, visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { holdCalls, type HeldCall, type HeldCalls } from "./support/held-calls";
import { lanes } from "./support/lanes";
import { settle } from "./support/settle";
import { leaveUnanswered } from "./support/unanswered";
import {
  readPreferences,
  replacePreferences,
  withoutMenuOrder,
  type Preferences,
} from "./support/preferences";
import {
  cancelButton,
  collapseButton,
  editButton,
  expandButton,
  menuReady,
  moveWithKeyboard,
  orderOf,
  readMenu,
  readWholeMenu,
  resetButton,
  saveButton,
  type EditRow,
  type MenuView,
} from "./support/side-nav";

const WIDE = { width: 1280, height: 800 };
/** Below the menu breakpoint (`BREAKPOINTS.menu`): the menu hides behind the top bar's button. */
const NARROW = { width: 400, height: 800 };
/** A place over the page, away from the menu: where the pointer goes when it leaves. */
const AWAY = { x: 900, y: 600 };
const SAVE_FAILED = "The menu order could not be saved. Try again.";

/** The /subs list query (`queryAccounts`); a pattern, so only it reaches the test process. */
const SUBMISSIONS_LIST = /\/api\/query\/accounts\/(?:\?|$)/;

let admin: SignedIn;
/** The admin's preferences as seeded, put back after the file. */
let original: Preferences | undefined;

const pool = lanes({
  count: 3,
  context: async () => {
    admin = await apiSignIn(loginOf("admin"));
    original = await readPreferences(admin);
    await replacePreferences(admin, withoutMenuOrder(original));
    return { session: admin };
  },
  // Only the menu is under test: the submissions list of its current page (/subs) is left
  // unanswered, so a lane's reload is the shell and the menu. With the list queried and drawn on
  // every reload, reloads took 5–26 s under CI load and the menu's "Edit menu" (shown once its
  // saved order is read) sometimes came after the 15 s limit: the CI failure at a path's start
  // (decision 0054). Not a route: that would turn the lane's HTTP cache off (decision 0077).
  setUp: (context) => leaveUnanswered(context, SUBMISSIONS_LIST),
  prepare: async (page) => {
    await page.goto(FIXTURES.currentPath);
    await menuReady(page);
  },
});

afterAll(async () => {
  if (original !== undefined) await replacePreferences(admin, original);
});

/** `order` with the link `drop.id` moved into the group `drop.parent` at `drop.index`. */
function withDrop(
  order: MenuOrder,
  drop: { readonly id: string; readonly parent: string; readonly index: number },
): MenuOrder {
  const target = order.find((entry) => entry.id === drop.parent);
  const source = order.find((entry) => entry.children?.includes(drop.id) === true);
  if (target?.children === undefined || source === undefined) {
    throw new Error(`the admin's menu cannot take the model's drop of ${drop.id}`);
  }
  return order.map((entry) => {
    const children = entry.children?.filter((child) => child !== drop.id);
    if (entry !== target) return children === undefined ? entry : { ...entry, children };
    return { ...entry, children: (children ?? []).toSpliced(drop.index, 0, drop.id) };
  });
}

/** The admin's menu: its default order, the model's drop applied to it, every label. */
interface Layout {
  readonly orders: Readonly<Record<"default" | "moved", MenuOrder>>;
  readonly labels: ReadonlyMap<string, string>;
}

let layout: Layout;
beforeAll(async () => {
  await pool.run(async (page) => {
    const menu = await readWholeMenu(page);
    const defaultOrder = orderOf(menu.entries, admin.player);
    const moved = withDrop(defaultOrder, FIXTURES.drop);
    const labels = new Map<string, string>();
    for (const node of menu.entries) {
      labels.set(node.id, node.label);
      for (const child of node.children ?? []) labels.set(child.id, child.label);
    }
    labels.set("/user/{id}", labels.get(`/user/${admin.player}`) ?? "");
    layout = { orders: { default: defaultOrder, moved }, labels };
  });
});

const labelOf = (id: string): string => {
  const label = layout.labels.get(id);
  if (label === undefined) throw new Error(`no menu entry ${id}`);
  return label;
};
const hrefOf = (id: string): string => (id === "/user/{id}" ? `/user/${admin.player}` : id);

/** The rows edit mode shows for an order. */
const rowsOf = (order: MenuOrder): EditRow[] =>
  order.flatMap((entry) =>
    entry.children === undefined
      ? [{ label: labelOf(entry.id), kind: "link" as const, depth: 0 }]
      : [
          { label: labelOf(entry.id), kind: "group" as const, depth: 0 },
          ...entry.children.map((child) => ({
            label: labelOf(child),
            kind: "link" as const,
            depth: 1,
          })),
        ],
  );

/** The signed-in user's preferences (`replacePlayerPreferences` is its PUT). */
const PREFERENCES = /\/api\/players\/[^/]+\/preferences\/$/;

/** One path's page and what the model's events did to it so far. */
interface Run {
  readonly page: Page;
  readonly saves: HeldCalls;
  /** How many saves were held when save was last pressed: a later one is its. */
  savedAt: number;
  /** Time stands still (from the pointer leaving a floating list until another event). */
  paused: boolean;
}

async function start(page: Page): Promise<Run> {
  const saves = await holdCalls(page, PREFERENCES, "PUT");
  return { page, saves, savedAt: 0, paused: false };
}

/** Stops time: only HIDE_DELAY_ELAPSES moves it then. */
async function stopTime(run: Run): Promise<void> {
  if (run.paused) return;
  await pauseClock(run.page);
  run.paused = true;
}

/**
 * Lets time flow again. Only the hover delay needs time to stand still; React shows lazily
 * loaded parts (the toasts) and dnd-kit finishes a drop on timers of their own.
 */
async function letTimeFlow(run: Run): Promise<void> {
  if (!run.paused) return;
  await run.page.clock.resume();
  run.paused = false;
}

/** The save the console sent since save was last pressed. */
async function currentSave(run: Run): Promise<HeldCall> {
  return run.saves.after(run.savedAt);
}

/** The menu once it shows `mode` (and whatever else `also` asks). */
function menuIn(
  page: Page,
  mode: string,
  also: (view: MenuView) => boolean = () => true,
): Promise<MenuView> {
  return settle(
    () => readMenu(page),
    (view) => view.mode === mode && also(view),
    `the menu ${mode}`,
  );
}

/** OPEN: on a narrow screen the top bar's menu button opens the menu over the page. */
async function openFromTopBar(page: Page): Promise<void> {
  await page.setViewportSize(NARROW);
  const menuButton = page.getByRole("button", { name: "Menu", exact: true });
  await (await visible(menuButton)).click();
  await menuIn(page, "open");
  await page.keyboard.press("Escape");
  await settle(
    () => menuButton.getAttribute("aria-expanded"),
    (expanded) => expanded === "false",
    "the menu over the page to close",
  );
  await page.setViewportSize(WIDE);
  await visible(sideNav(page));
}

interface Step {
  readonly state: { readonly value: unknown };
}

type Executors = Record<MenuModelEvent["type"], (step: Step) => Promise<void>>;

/** Events that keep time standing still: the pointer over the collapsed menu, the delay. */
const TIMED_EVENTS: ReadonlySet<string> = new Set(["HOVER_GROUP", "LEAVE", "HIDE_DELAY_ELAPSES"]);

function executors(run: Run): Executors {
  const events = eventsOf(run);
  return Object.fromEntries(
    Object.entries(events).map(([type, exec]) => [
      type,
      async (step: Step) => {
        if (!TIMED_EVENTS.has(type)) await letTimeFlow(run);
        await exec(step);
      },
    ]),
  ) as Executors;
}

function eventsOf(run: Run): Executors {
  const { page } = run;
  return {
    OPEN: () => openFromTopBar(page),
    CLOSE: () => collapseButton(page).click(),
    TOGGLE_MENU: (step) =>
      (step.state.value === "open" ? expandButton(page) : collapseButton(page)).click(),
    HOVER_GROUP: () =>
      sideNav(page)
        .getByRole("button", { name: labelOf(FIXTURES.hovered), exact: true })
        .hover(),
    LEAVE: async () => {
      await stopTime(run);
      await page.mouse.move(AWAY.x, AWAY.y);
    },
    HIDE_DELAY_ELAPSES: () => page.clock.runFor(HOVER_HIDE_DELAY_MS),
    EDIT: () => editButton(page).click(),
    DROP: () =>
      moveWithKeyboard(
        page,
        labelOf(FIXTURES.drop.id),
        `in ${labelOf(FIXTURES.drop.parent)}, position ${FIXTURES.drop.index + 1} of`,
        "ArrowDown",
      ),
    RESET: () => resetButton(page).click(),
    SAVE: async () => {
      run.savedAt = run.saves.calls.length;
      await saveButton(page).click();
    },
    SAVE_SUCCEEDS: async () => {
      const save = await currentSave(run);
      await save.answer({ status: 200, json: save.body });
    },
    SAVE_FAILS: async () => {
      const save = await currentSave(run);
      await save.answer({ status: 503, json: { title: "Service unavailable", status: 503 } });
      await menuIn(page, "editing", (view) => view.alert === SAVE_FAILED);
    },
    CANCEL: () => cancelButton(page).click(),
  };
}

interface ModelState {
  readonly context: MenuModelContext;
}

function checks(run: Run) {
  const { page } = run;
  const orderOfModel = (arrangement: "default" | "moved") => layout.orders[arrangement];
  const flyoutShows = async (state: ModelState) => {
    const view = await menuIn(page, "closed", ({ rail }) => rail?.flyout != null);
    const hovered = orderOfModel(state.context.committed).find(
      (entry) => entry.id === FIXTURES.hovered,
    );
    expect(view.rail?.flyout).toEqual({
      label: labelOf(FIXTURES.hovered),
      links: (hovered?.children ?? []).map(hrefOf),
    });
  };
  return {
    open: async (state: ModelState) => {
      const { open } = await menuIn(page, "open", (view) => !view.saving);
      const order = orderOfModel(state.context.committed);
      expect(open?.entries.map((node) => node.id)).toEqual(
        order.map((entry) => (entry.children === undefined ? hrefOf(entry.id) : entry.id)),
      );
      // Groups the person opened show their children in order; the current page's always is.
      for (const [index, node] of (open?.entries ?? []).entries()) {
        if (node.children == null) continue;
        expect(node.children.map((child) => child.id)).toEqual(
          (order[index]?.children ?? []).map(hrefOf),
        );
      }
      const holder = order.find((entry) => entry.children?.includes(FIXTURES.currentPath));
      const shown = open?.entries.find((node) => node.id === holder?.id);
      expect(shown?.children ?? null, "the group of the current page is open").not.toBeNull();
    },
    "closed.idle": async (state: ModelState) => {
      const { rail } = await menuIn(page, "closed", (view) => view.rail?.flyout === null);
      expect(rail?.items).toEqual(
        orderOfModel(state.context.committed).map((entry) => ({
          href: entry.children === undefined ? hrefOf(entry.id) : null,
          label: labelOf(entry.id),
        })),
      );
    },
    "closed.flyout": flyoutShows,
    // The pointer left, but the list stays until the delay passes (time stands still).
    "closed.hiding": flyoutShows,
    "editing.arranging": async (state: ModelState) => {
      const view = await menuIn(page, "editing", ({ saving }) => !saving);
      expect(view.rows).toEqual(
        rowsOf(orderOfModel(state.context.draft ?? state.context.committed)),
      );
    },
    "editing.saving": async (state: ModelState) => {
      const expected = orderOfModel(state.context.draft ?? state.context.committed);
      const save = await currentSave(run);
      expect(save.answered).toBe(false);
      expect((save.body as Preferences | undefined)?.menu?.sorting).toEqual(expected);
      const view = await menuIn(page, "editing", ({ saving }) => saving);
      expect(view.rows).toEqual(rowsOf(expected));
    },
  };
}

/** A path waits for a free lane, then replays up to nine steps: minutes on the loaded CI machine. */
const LANE_TEST_TIMEOUT_MS = 180_000;

describe("menu model paths on the real side menu", () => {
  for (const path of menuModelPaths()) {
    it.concurrent(
      path.description,
      () =>
        pool.run(async (page) => {
          const run = await start(page);
          try {
            await path.test({ events: executors(run), states: checks(run) });
          } finally {
            await run.saves.release();
          }
        }),
      LANE_TEST_TIMEOUT_MS,
    );
  }
});
