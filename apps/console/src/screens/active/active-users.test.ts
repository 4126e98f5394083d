import { describe, expect, it } from "vitest";
import { activeUsers, latestActivities, type Activity, type Player } from "./active-users";

const now = new Date("2026-11-21T10:00:00.000Z");

function activity(id: string, player: string, created: string, fields: Activity["Fields"] = {}) {
  return { id, player, type: "login", Created: created, Fields: fields } satisfies Activity;
}

function player(id: string, firstname: string, lastname: string): Player {
  return {
    id,
    firstname,
    lastname,
    full_name: `${firstname} ${lastname}`.trim(),
    team: "t1",
    username: `user-${id}`,
    email: `${id}@example.org`,
    role: "rep",
    status: 1,
    Created: "2026-01-01T00:00:00.000Z",
    Updated: "2026-01-01T00:00:00.000Z",
    has_picture: false,
  };
}

describe("latestActivities", () => {
  it("keeps each player's latest activity in the window, newest first", () => {
    const latest = latestActivities(
      [
        activity("a1", "p1", "2026-11-21T09:50:00.000Z"),
        activity("a2", "p2", "2026-11-21T09:58:00.000Z"),
        activity("a3", "p1", "2026-11-21T09:55:00.000Z"),
        activity("a4", "p3", "2026-11-21T09:40:00.000Z"),
        activity("a5", "p4", "2026-11-21T10:05:00.000Z"),
        activity("a6", "p3", "2026-11-21T09:46:00.000Z"),
      ],
      now,
    );
    expect(latest.map((item) => item.id)).toEqual(["a2", "a3", "a6"]);
  });

  it("finds nobody in an empty or old list", () => {
    expect(latestActivities([], now)).toEqual([]);
    expect(latestActivities([activity("a1", "p1", "2026-11-20T09:59:00.000Z")], now)).toEqual([]);
  });
});

describe("activeUsers", () => {
  it("joins names and labels the place; only activities with coordinates get a position", () => {
    const players = new Map([
      ["p1", player("p1", "jane", "Doe")],
      ["p2", player("p2", " ", "")],
    ]);
    const users = activeUsers(
      [
        activity("a1", "p1", "2026-11-21T09:58:00.000Z", {
          city: "vancouver",
          region: "bc",
          country_iso2: "ca",
          lat: 49.28,
          lng: -123.12,
        }),
        activity("a2", "p2", "2026-11-21T09:57:00.000Z", { city: "LIMA", country_iso2: "pe" }),
        activity("a3", "p9", "2026-11-21T09:56:00.000Z"),
      ],
      players,
    );
    expect(users).toEqual([
      {
        id: "p1",
        name: "jane Doe",
        role: "rep",
        team: "t1",
        lastActivity: "2026-11-21T09:58:00.000Z",
        activity: "login",
        location: "Vancouver, BC, CA",
        position: { lat: 49.28, lng: -123.12 },
      },
      {
        id: "p2",
        name: "user-p2",
        role: "rep",
        team: "t1",
        lastActivity: "2026-11-21T09:57:00.000Z",
        activity: "login",
        location: "Lima, PE",
        position: undefined,
      },
    ]);
  });
});
