/**
 * The check-ins' map view (issue 22, decision 0066) against the real server: every check-in of
 * the filter is drawn in clusters and lone points; a click on a cluster zooms the map in to
 * where that cluster splits, so it gives way to smaller clusters and points.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { UI_TIMEOUT_MS, visible } from "./support/console-page";
import { loginOf } from "./support/env";

const browser = browserFixture();

let admin: SignedIn;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
});

interface Checkin {
  readonly ID: string;
  readonly Location?: { lat: number; lng: number };
}

interface Drawn {
  readonly zoom: number;
  readonly total: number;
  readonly items: number;
  /** The biggest cluster's count (0 without any). */
  readonly largest: number;
  /** The clusters a click can reach (not under the zoom buttons). */
  readonly clusters: readonly { count: number; x: number; y: number }[];
}

/** What the map shows: its zoom, each cluster's count and centre, and the sum of all points. */
const drawnOn = (map: Locator): Promise<Drawn> =>
  map.evaluate((element) => {
    const surface = element.querySelector<HTMLElement>("[data-slot=active-map-surface]");
    const zoomPanel = element.querySelector("[data-slot=active-map-zoom]")?.getBoundingClientRect();
    const clusters = [
      ...element.querySelectorAll<HTMLElement>("[data-slot=active-map-cluster]"),
    ].map((cluster) => {
      const box = cluster.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      // Under the zoom buttons a click would not reach the cluster: such ones are left out.
      const covered =
        zoomPanel !== undefined &&
        x >= zoomPanel.left - box.width &&
        y <= zoomPanel.bottom + box.height;
      return { count: Number(cluster.dataset.count), x, y, covered };
    });
    const lone = element.querySelectorAll("[data-slot=active-map-marker]").length;
    return {
      zoom: Number(surface?.dataset.zoom),
      total: clusters.reduce((sum, cluster) => sum + cluster.count, lone),
      items: clusters.length + lone,
      largest: Math.max(0, ...clusters.map((cluster) => cluster.count)),
      clusters: clusters
        .filter((cluster) => !cluster.covered)
        .map(({ count, x, y }) => ({ count, x, y })),
    };
  });

/** Opens the map view over a year of check-ins; answers how many of them have a position. */
async function openMap(page: Page): Promise<number> {
  const request = page.waitForRequest(
    (candidate) => new URL(candidate.url()).pathname === "/api/query/checkins/",
  );
  await page.goto("/checkins?range=365d-before&zone=UTC&size=10");
  const params = new URL((await request).url()).searchParams;
  params.delete("Page");
  params.set("PageSize", "1000");
  params.set("Fields", "ID,Location");
  const all = await apiGet<{ Result: Checkin[]; Count: number }>(
    admin,
    `/query/checkins/?${params.toString()}`,
  );
  expect(all.Count).toBeLessThanOrEqual(1000);
  await page.getByRole("button", { name: "Map view" }).click();
  return all.Result.filter((row) => row.Location !== undefined).length;
}

describe("/checkins map view", () => {
  it("zooms in on a clicked cluster, which splits into smaller clusters and points", async () => {
    const page = await browser.openPage({ session: admin });
    const placed = await openMap(page);
    const map = page.locator("[data-slot=active-map][data-state=ready]");
    await visible(map);
    // Fitted to every check-in: all of them are in view, in clusters and lone points.
    await expect
      .poll(async () => (await drawnOn(map)).total, { timeout: UI_TIMEOUT_MS })
      .toBe(placed);
    const before = await drawnOn(map);
    const biggest = [...before.clusters].sort((a, b) => b.count - a.count)[0];
    // The biggest of all, so that after the zoom none may be as big.
    expect(biggest?.count).toBe(before.largest);
    if (biggest === undefined) throw new Error("no cluster to click on the map");
    expect(biggest.count).toBeGreaterThan(1);
    expect(Number.isFinite(before.zoom)).toBe(true);

    // The cluster is what a click at its centre reaches.
    const reached = await page.evaluate(
      ({ x, y }) =>
        globalThis.document
          .elementFromPoint(x, y)
          ?.closest("[data-slot=active-map-cluster]")
          ?.getAttribute("data-count") ?? null,
      biggest,
    );
    expect(reached).toBe(String(biggest.count));
    await page.mouse.click(biggest.x, biggest.y);

    await expect
      .poll(async () => (await drawnOn(map)).zoom, { timeout: UI_TIMEOUT_MS })
      .toBeGreaterThan(before.zoom);
    const after = await drawnOn(map);
    // It split: no cluster is as big any more, and more than one thing stands where it stood.
    expect(after.largest).toBeLessThan(biggest.count);
    expect(after.items).toBeGreaterThan(1);
    // Zoomed in, the view holds fewer check-ins than the whole filter's.
    expect(after.total).toBeLessThanOrEqual(placed);
    await page.close();
  });
});
