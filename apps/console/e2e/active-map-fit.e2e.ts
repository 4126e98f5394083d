/**
 * /active's map follows the active users (issue #17 item 24): at a moment of the seeded history
 * when someone far from the configured centre (North America) is active, the map shows every
 * active user's marker inside its box, their area centred, instead of staying on the configured
 * view. The moment and
 * the expected markers come from the API's activity list.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, type SignedIn } from "./support/api";
import { activeAt, activitiesBetween, type Activity } from "./support/active-activities";
import { browserFixture } from "./support/browser";
import { UI_TIMEOUT_MS, visible } from "./support/console-page";
import { loginOf } from "./support/env";

const browser = browserFixture();
const DAY_MS = 86_400_000;
/** East of the Atlantic: outside the configured North American view. */
const FAR_EAST_LNG = -20;

let admin: SignedIn;
let yesterday: Activity[];
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  yesterday = await activitiesBetween(admin, new Date(today - DAY_MS), new Date(today - 1));
});

/** A moment when someone located far east is active, with the located users then. */
function farMoment(): { at: Date; located: number } {
  const far = yesterday.filter((item) => (item.Fields.lng ?? -180) > FAR_EAST_LNG);
  for (const activity of far) {
    const at = new Date(Date.parse(activity.Created) + 1_000);
    const active = [...activeAt(yesterday, at).values()];
    const located = active.filter((item) => item.Fields.lat !== undefined).length;
    if (located > 0) return { at, located };
  }
  throw new Error("no moment in the seeded activities with someone active outside the Americas");
}

describe("/active map", () => {
  it("fits the view to the active users' markers", async () => {
    const { at, located } = farMoment();
    const page = await browser.openPage({ session: admin, ownContext: true });
    await page.clock.setFixedTime(at);
    await page.goto("/active");
    const map = await visible(page.locator('[data-slot=active-map][data-state="ready"]'));
    const markers = page.locator("[data-slot=active-map-marker]");
    await expect.poll(() => markers.count(), { timeout: UI_TIMEOUT_MS }).toBe(located);

    // The map and its markers measured together, until the fit has landed: the markers are
    // placed before the view is fitted to them, and the map's box can still change (the page's
    // other parts drawing) before Leaflet hears of it.
    const placement = () =>
      map.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const boxes = [...element.querySelectorAll("[data-slot=active-map-marker]")].map((marker) =>
          marker.getBoundingClientRect(),
        );
        const left = Math.min(...boxes.map((marker) => marker.left));
        const right = Math.max(...boxes.map((marker) => marker.right));
        const top = Math.min(...boxes.map((marker) => marker.top));
        const bottom = Math.max(...boxes.map((marker) => marker.bottom));
        return {
          // Every marker inside the map, and the markers' area centred in it (fitted, not by chance).
          inside: left >= box.left && right <= box.right && top >= box.top && bottom <= box.bottom,
          offCentreX: Math.abs((left + right) / 2 - (box.left + box.width / 2)),
          offCentreY: Math.abs((top + bottom) / 2 - (box.top + box.height / 2)),
        };
      });
    await expect
      .poll(placement, { timeout: UI_TIMEOUT_MS })
      .toSatisfy(
        (placed: Awaited<ReturnType<typeof placement>>) =>
          placed.inside && placed.offCentreX < 4 && placed.offCentreY < 4,
      );
  });
});
