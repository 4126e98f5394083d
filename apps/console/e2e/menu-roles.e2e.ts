/**
 * The side menu per role (spec §2 "Side navigation menu", §6): every link in the menu, groups
 * and create menu opened, is exactly an entry the SDK allows the user — worked out from their
 * real team and the client settings read through the API — and a menu entry the user may not
 * use, opened by address, sends them to `/` and on to their home without showing it. Children
 * are sorted by label unless the user saved an order of their own.
 */
import { expect, it } from "vitest";
import { apiSignIn } from "./support/api";
import { browserFixture } from "./support/browser";
import {
  expectPath,
  renderedRoutes,
  sideNav,
  visible,
  watchRenderedRoutes,
} from "./support/console-page";
import { loginOf } from "./support/env";
import { expectedHomePath } from "./support/home";
import { readPreferences } from "./support/preferences";
import { expectedMenuHrefs, forbiddenMenuEntry, permissionsOf } from "./support/permissions";
import { routeIdAt } from "./support/routes";
import { menuReady, readWholeMenu } from "./support/side-nav";

const browser = browserFixture();

/** How the menu sorts a group's children: alphabetically by (en-CA) label. */
const byLabel = new Intl.Collator("en-CA").compare;

it.each(["admin", "manager", "client", "callcenter", "rep"])(
  "shows %s exactly the entries the SDK allows, and sends a forbidden one to / and home",
  async (role) => {
    const session = await apiSignIn(loginOf(role));
    const [permissions, home, preferences] = await Promise.all([
      permissionsOf(session),
      expectedHomePath(session),
      readPreferences(session),
    ]);
    // Groups whose children the user ordered (the seeded admin did) keep that order.
    const reordered = new Set(
      (preferences.menu?.sorting ?? [])
        .filter((entry) => entry.children !== undefined)
        .map((entry) => entry.id),
    );
    const page = await browser.openPage({ session });
    await page.goto(home);
    await menuReady(page);

    const { entries, create } = await readWholeMenu(page);
    const hrefs = [
      ...entries.flatMap((entry) =>
        entry.children == null ? [entry.id] : entry.children.map((child) => child.id),
      ),
      ...create.map((link) => link.id),
    ];
    expect(hrefs.toSorted()).toEqual(expectedMenuHrefs(permissions).toSorted());
    for (const group of entries) {
      if (group.children === undefined || reordered.has(group.id)) continue;
      const labels = (group.children ?? []).map((child) => child.label);
      expect(labels.length, `${group.label} has entries`).toBeGreaterThan(0);
      expect(labels, `${group.label} is sorted`).toEqual(labels.toSorted(byLabel));
    }

    const forbidden = forbiddenMenuEntry(permissions);
    if (forbidden === undefined) throw new Error(`${role} may use every menu entry`);
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await watchRenderedRoutes(page);
    await page.goto(forbidden);
    await expectPath(page, home);
    await visible(sideNav(page));
    expect(visited).toContain("/");
    expect(await renderedRoutes(page)).not.toContain(routeIdAt(forbidden));
  },
);
