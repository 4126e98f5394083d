/**
 * The /active page against a loopback API with a real runtime (SDK client, signed-in session,
 * language bundles): the list, its first-load failure and retry, a refresh the server does not
 * answer, the empty state, and the map's place for operators who may see locations.
 */
import type { Schema } from "@canvass/sdk/contract";
import { DEFAULT_FEATURES } from "@canvass/sdk/permissions";
import { cleanup, screen, within } from "@testing-library/react";
import type { ServerResponse } from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stopScreens } from "../../testing/render-screen";
import { startLoopbackServer, type LoopbackServer } from "../../testing/loopback-server";
import { fixtureTeam, fixtureUser } from "../../testing/session-fixtures";
import { ActiveUsersPage } from "./ActiveUsersPage";

/** What the loopback API answers: the activities (made fresh per call) or a 500. */
const api = {
  activities: [] as { player: string; minutesAgo: number; city?: string }[],
  failActivities: false,
};

const PLAYERS: Record<string, Schema<"Player">> = {
  p1: {
    ...fixtureUser("p1", "t1", "rep"),
    firstname: "Jane",
    lastname: "Doe",
    full_name: "Jane Doe",
  },
  p2: {
    ...fixtureUser("p2", "t1", "rep"),
    firstname: "Amit",
    lastname: "Shah",
    full_name: "Amit Shah",
  },
};

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    "content-type": status < 400 ? "application/json" : "application/problem+json",
    "last-modified": new Date(Math.floor(Date.now() / 1000) * 1000).toUTCString(),
  });
  response.end(JSON.stringify(body));
}

let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    if (url.pathname === "/api/activities/") {
      if (api.failActivities) {
        json(response, 500, { title: "Server error", status: 500 });
        return;
      }
      const Result = api.activities.map((item, index) => ({
        id: `a${String(index)}`,
        player: item.player,
        type: "login",
        Created: new Date(Date.now() - item.minutesAgo * 60_000).toISOString(),
        Fields:
          item.city === undefined ? {} : { city: item.city, region: "on", country_iso2: "ca" },
      }));
      json(response, 200, { Result, Count: Result.length });
      return;
    }
    const player = /^\/api\/players\/([^/]+)\/$/.exec(url.pathname)?.[1];
    if (player !== undefined && PLAYERS[player] !== undefined) {
      json(response, 200, PLAYERS[player]);
      return;
    }
    if (url.pathname === "/api/teams/") {
      json(response, 200, {
        Result: [{ ...fixtureTeam("t1", "rep"), title: "Toronto" }],
        Count: 1,
      });
      return;
    }
    json(response, 404, { title: "Not found", status: 404 });
  });
  const { happyDOM } = window as unknown as { happyDOM: { setURL(url: string): void } };
  happyDOM.setURL(`${server.origin}/active`);
});
afterAll(() => server.close());

// happy-dom lays nothing out, and the table draws only the rows in view: give every element a
// size so the rows are drawn.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(768);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1024);
});

afterEach(async () => {
  vi.restoreAllMocks();
  cleanup();
  await stopScreens();
  localStorage.clear();
  api.activities = [];
  api.failActivities = false;
});

/** Renders /active for an admin; `hideLocation` is the `user.hide_location` feature. */
async function renderPage({ hideLocation = true } = {}): Promise<void> {
  const features = {
    ...DEFAULT_FEATURES,
    user: { ...DEFAULT_FEATURES.user, hide_location: hideLocation },
  };
  await renderScreen({
    role: "admin",
    features,
    routes: [
      { path: "/active", Component: ActiveUsersPage },
      { path: "/user/:id", Component: () => <p>user profile</p> },
    ],
    initialEntry: "/active",
  });
  await screen.findByRole("heading", { level: 1, name: "Active users" });
}

const table = () => screen.getByRole("table", { name: "Users active now" });
const rowTexts = () =>
  within(table())
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.textContent);

describe("ActiveUsersPage", () => {
  it("lists the users active now, newest first, linked to their profiles", async () => {
    api.activities = [
      { player: "p1", minutesAgo: 9 },
      { player: "p2", minutesAgo: 2 },
      { player: "p1", minutesAgo: 4 },
      { player: "p2", minutesAgo: 40 },
    ];
    await renderPage();
    await screen.findByText("2 users active");
    expect(rowTexts()).toEqual([
      expect.stringMatching(/^Amit ShahToronto/),
      expect.stringMatching(/^Jane DoeToronto/),
    ]);
    expect(screen.getByRole("link", { name: "Jane Doe" }).getAttribute("href")).toBe("/user/p1");
    expect(screen.getByText(/^Updated /)).toBeTruthy();
    // Without location rights: no location column and no map.
    expect(screen.queryByRole("columnheader", { name: /Location/ })).toBeNull();
    expect(screen.queryByRole("region", { name: "Map of active users" })).toBeNull();
  });

  it("says so when nobody is active", async () => {
    api.activities = [{ player: "p1", minutesAgo: 16 }];
    await renderPage();
    await screen.findByText("Nobody is active right now");
    expect(screen.getByText("nobody active")).toBeTruthy();
  });

  it("shows a failed first load with a retry that then lists the users", async () => {
    api.failActivities = true;
    await renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Active users could not be loaded");
    api.failActivities = false;
    api.activities = [{ player: "p2", minutesAgo: 1 }];
    screen.getByRole("button", { name: "Try again" }).click();
    await screen.findByText("1 user active");
    expect(rowTexts()).toEqual([expect.stringMatching(/^Amit Shah/)]);
  });

  it("keeps the list on screen when a refresh gets no answer, and says so", async () => {
    api.activities = [{ player: "p1", minutesAgo: 3 }];
    await renderPage();
    await screen.findByText("1 user active");
    api.failActivities = true;
    screen.getByRole("button", { name: "Refresh" }).click();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/did not answer|could not be refreshed/);
    expect(rowTexts()).toEqual([expect.stringMatching(/^Jane Doe/)]);
  });

  it("shows the location column and the map's place for operators who may see locations", async () => {
    api.activities = [{ player: "p1", minutesAgo: 3, city: "toronto" }];
    await renderPage({ hideLocation: false });
    await screen.findByText("1 user active");
    expect(screen.getByRole("columnheader", { name: /Location/ })).toBeTruthy();
    expect(rowTexts()[0]).toContain("Toronto, ON, CA");
    // The map loads on its own (its drawing is checked in Chromium: the ui test and the e2e).
    await screen.findByRole("region", { name: "Map of active users" });
  });
});
