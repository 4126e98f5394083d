/**
 * The field lists (issue 22) against the real server: /cancels defaults to the last day and
 * filters by type; a check-in's picture opens full size; a check-in outside its campaign's
 * territory (uploaded through the API here) is flagged and filterable; the check-ins' map view
 * draws every check-in of the filter, not only the page, in clusters that add up to them;
 * /chats lists chats and opens a conversation; the client role gets neither cancels nor
 * check-ins.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, authorization, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { pathOf, UI_TIMEOUT_MS, visible } from "./support/console-page";
import { e2eEnv, loginOf } from "./support/env";

const browser = browserFixture();

let admin: SignedIn;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
});

interface Cancel {
  readonly ID: string;
  readonly Type: string;
}
interface Checkin {
  readonly ID: string;
  readonly PlayerID: string;
  readonly PlayerName?: string;
  readonly HasPicture?: boolean;
  readonly Location?: { lat: number; lng: number };
  readonly Geofence?: "inside" | "outside";
}
interface Chat {
  readonly ID: string;
  readonly PlayerName?: string;
  readonly LastMessage?: string;
}

const rowsOf = (page: Page, table: string) =>
  page.getByRole("table", { name: table }).locator("tbody tr[data-slot=row]");

/** Opens `path` and returns the query of the first request to `api` it makes. */
async function openList(page: Page, path: string, api: string): Promise<URLSearchParams> {
  const request = page.waitForRequest(
    (candidate) => new URL(candidate.url()).pathname === `/api${api}`,
  );
  await page.goto(path);
  return new URL((await request).url()).searchParams;
}

const YEAR = "?range=365d-before&zone=UTC";

describe("/cancels", () => {
  it("defaults to the last day, then filters by the type typed in", async () => {
    const page = await browser.openPage({ session: admin });
    const params = await openList(page, "/cancels?zone=UTC", "/query/cancels/");
    // The last day: from 00:00 yesterday to the end of today, in the zone.
    const after = Date.parse(params.get("After") ?? "");
    const before = Date.parse(params.get("Before") ?? "");
    expect(before - after).toBe(2 * 86_400_000 - 1);
    expect(new Date(after).toISOString().slice(11)).toBe("00:00:00.000Z");
    expect(after).toBeLessThanOrEqual(Date.now() - 86_400_000);
    expect(params.get("PageSize")).toBe("50");

    const all = await apiGet<{ Result: Cancel[]; Count: number }>(
      admin,
      "/query/cancels/?PageSize=100&After=" +
        encodeURIComponent(new Date(Date.now() - 365 * 86_400_000).toISOString()),
    );
    const type = all.Result[0]?.Type;
    expect(type).toBeDefined();
    await openList(page, `/cancels${YEAR}`, "/query/cancels/");
    await visible(rowsOf(page, "Cancellations").first());
    const typed = page.waitForRequest((candidate) => {
      const url = new URL(candidate.url());
      return url.pathname === "/api/query/cancels/" && url.searchParams.get("Type") === type;
    });
    const box = page.getByRole("searchbox", { name: "Type" });
    await box.fill(type ?? "");
    await box.press("Enter");
    const query = new URL((await typed).url()).searchParams;
    expect(new URL(page.url()).searchParams.get("type")).toBe(type);
    const answer = await apiGet<{ Result: Cancel[]; Count: number }>(
      admin,
      `/query/cancels/?${query.toString()}`,
    );
    expect(answer.Count).toBeGreaterThan(0);
    for (const cancel of answer.Result) expect(cancel.Type).toBe(type);
    await expect.poll(() => rowsOf(page, "Cancellations").count()).toBe(answer.Result.length);
    // Each cancel links to its submission's lookup.
    const link = rowsOf(page, "Cancellations").first().getByRole("link");
    expect(await link.getAttribute("href")).toMatch(/^\/lookup\/[0-9a-f]{8}$/);
    await expect
      .poll(() => page.locator("[data-slot=cancel-rate]").textContent())
      .toMatch(/Cancel rate/);
    await page.close();
  });
});

describe("/checkins", () => {
  it("opens a check-in's picture full size", async () => {
    const found = await apiGet<{ Result: Checkin[] }>(
      admin,
      "/query/checkins/?PageSize=500&Fields=ID,PlayerID,PlayerName,HasPicture&After=" +
        encodeURIComponent(new Date(Date.now() - 365 * 86_400_000).toISOString()),
    );
    const pictured = found.Result.find((row) => row.HasPicture === true);
    expect(pictured).toBeDefined();
    const page = await browser.openPage({ session: admin });
    await openList(page, `/checkins${YEAR}&player=${pictured?.PlayerID ?? ""}`, "/query/checkins/");
    const open = page
      .getByRole("button", { name: `Open the picture of ${pictured?.PlayerName ?? ""}` })
      .first();
    await visible(open);
    await open.click();
    const dialog = page.getByRole("dialog");
    await visible(dialog);
    const picture = dialog.getByRole("img", {
      name: `Picture taken by ${pictured?.PlayerName ?? ""} at check-in`,
    });
    await visible(picture);
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth), {
        timeout: UI_TIMEOUT_MS,
      })
      .toBeGreaterThan(0);
    await page.close();
  });

  it("draws every check-in of the filter on the map, clustered, not only the page on screen", async () => {
    const page = await browser.openPage({ session: admin });
    const params = await openList(page, `/checkins${YEAR}&size=10`, "/query/checkins/");
    params.delete("Page");
    params.set("PageSize", "1000");
    params.set("Fields", "ID,Location");
    const all = await apiGet<{ Result: Checkin[]; Count: number }>(
      admin,
      `/query/checkins/?${params.toString()}`,
    );
    expect(all.Count).toBeGreaterThan(10);
    expect(all.Count).toBeLessThanOrEqual(1000);
    const placed = all.Result.filter((row) => row.Location !== undefined).length;
    await page.getByRole("button", { name: "Map view" }).click();
    const map = page.locator("[data-slot=active-map][data-state=ready]");
    await visible(map);
    const drawn = () =>
      map.evaluate((element) => {
        const clusters = [
          ...element.querySelectorAll<HTMLElement>("[data-slot=active-map-cluster]"),
        ];
        const lone = element.querySelectorAll("[data-slot=active-map-marker]").length;
        return {
          clusters: clusters.length,
          total: clusters.reduce((sum, cluster) => sum + Number(cluster.dataset.count), lone),
        };
      });
    // Fitted to every check-in, so all are in view: the clusters and lone points add up.
    await expect.poll(async () => (await drawn()).total, { timeout: UI_TIMEOUT_MS }).toBe(placed);
    expect((await drawn()).clusters).toBeGreaterThan(0);
    await page.close();
  });

  describe("the geofence flag", () => {
    let campaign: string | undefined;
    afterAll(async () => {
      if (campaign === undefined) return;
      await fetch(`${e2eEnv().baseUrl}/assets/campaigns/${campaign}/settings/territory.json`, {
        method: "DELETE",
        headers: { authorization: authorization(admin) },
      });
    });

    it("flags the check-ins outside their campaign's territory and filters them", async () => {
      const since = encodeURIComponent(new Date(Date.now() - 365 * 86_400_000).toISOString());
      const campaigns = await apiGet<{ Result: { id: string }[] }>(
        admin,
        "/campaigns/?PageSize=1000",
      );
      let inside: Checkin | undefined;
      for (const { id } of campaigns.Result) {
        const rows = await apiGet<{ Result: Checkin[]; Count: number }>(
          admin,
          `/query/checkins/?PageSize=10&Campaign=${id}&After=${since}`,
        );
        inside = rows.Result.find((row) => row.Location !== undefined);
        if (inside !== undefined && rows.Count > 1) {
          campaign = id;
          break;
        }
      }
      expect(campaign).toBeDefined();
      const { lat, lng } = inside?.Location ?? { lat: 0, lng: 0 };
      // A small square around one check-in: that one is inside, the campaign's others outside.
      const d = 0.0005;
      const territory = {
        type: "FeatureCollection",
        features: [
          {
            type: "Feature",
            properties: { name: "Around one check-in" },
            geometry: {
              type: "Polygon",
              coordinates: [
                [
                  [lng - d, lat - d],
                  [lng + d, lat - d],
                  [lng + d, lat + d],
                  [lng - d, lat + d],
                  [lng - d, lat - d],
                ],
              ],
            },
          },
        ],
      };
      const body = new FormData();
      body.append(
        "file",
        new Blob([JSON.stringify(territory)], { type: "application/json" }),
        "territory.json",
      );
      const upload = await fetch(
        `${e2eEnv().baseUrl}/assets/campaigns/${campaign ?? ""}/settings/territory.json`,
        { method: "PUT", headers: { authorization: authorization(admin) }, body },
      );
      expect(upload.status).toBeLessThan(300);

      const page = await browser.openPage({ session: admin });
      const params = await openList(
        page,
        `/checkins${YEAR}&campaign=${campaign ?? ""}&geofence=outside`,
        "/query/checkins/",
      );
      expect(params.get("Geofence")).toBe("outside");
      const outside = await apiGet<{ Result: Checkin[]; Count: number }>(
        admin,
        `/query/checkins/?${params.toString()}`,
      );
      expect(outside.Count).toBeGreaterThan(0);
      expect(outside.Result.map((row) => row.ID)).not.toContain(inside?.ID);
      const rows = rowsOf(page, "Check-ins");
      await expect.poll(() => rows.count(), { timeout: UI_TIMEOUT_MS }).toBe(outside.Result.length);
      await expect
        .poll(() => rows.locator("[data-slot=badge][data-state=outside]").count())
        .toBe(outside.Result.length);
      await expect(rows.first().getByText("Outside territory").isVisible()).resolves.toBe(true);

      // Without the filter the inside one is there, flagged inside.
      const all = await apiGet<{ Result: Checkin[] }>(
        admin,
        `/query/checkins/?PageSize=500&Campaign=${campaign ?? ""}&After=${since}`,
      );
      expect(all.Result.find((row) => row.ID === inside?.ID)?.Geofence).toBe("inside");
      await page.close();
    });
  });
});

describe("/chats", () => {
  it("lists the last day's chats and opens a conversation read-only", async () => {
    const page = await browser.openPage({ session: admin });
    const params = await openList(page, "/chats?zone=UTC", "/query/chats/");
    const answer = await apiGet<{ Result: Chat[]; Count: number }>(
      admin,
      `/query/chats/?${params.toString()}`,
    );
    expect(answer.Count).toBeGreaterThan(0);
    const rows = rowsOf(page, "Chats");
    await expect.poll(() => rows.count(), { timeout: UI_TIMEOUT_MS }).toBe(answer.Result.length);
    const first = answer.Result[0];
    const conversation = await apiGet<{ Messages: { Body: string }[] }>(
      admin,
      `/chats/${first?.ID ?? ""}/messages/`,
    );
    await rows
      .first()
      .getByRole("button", { name: first?.LastMessage ?? "" })
      .click();
    const dialog = page.getByRole("dialog", {
      name: `Conversation with ${first?.PlayerName ?? ""}`,
    });
    await visible(dialog);
    const messages = dialog.getByRole("list", { name: "Messages" }).getByRole("listitem");
    await expect.poll(() => messages.count()).toBe(conversation.Messages.length);
    expect(await messages.last().textContent()).toContain(conversation.Messages.at(-1)?.Body);
    // Read-only: nothing to type into.
    expect(await dialog.getByRole("textbox").count()).toBe(0);
    await page.close();
  });
});

describe("the client role", () => {
  it("sees neither cancels nor check-ins", async () => {
    const client = await apiSignIn(loginOf("client"));
    const page = await browser.openPage({ session: client });
    const asked: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path === "/api/query/cancels/" || path === "/api/query/checkins/") asked.push(path);
    });
    for (const path of ["/cancels", "/checkins"]) {
      await page.goto(path);
      await expect.poll(() => pathOf(page), { timeout: UI_TIMEOUT_MS }).not.toBe(path);
    }
    await expect(page.getByRole("link", { name: "Cancels" }).count()).resolves.toBe(0);
    await expect(page.getByRole("link", { name: "Check-ins" }).count()).resolves.toBe(0);
    expect(asked).toEqual([]);
    await page.close();
  });
});
