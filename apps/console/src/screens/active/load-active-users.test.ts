// @vitest-environment node
/**
 * The loader against the real reference server (in-memory, seeded): the expected users are
 * worked out here from the raw activities of a whole day, independently of the loader's range.
 */
import { createCanvassClient, type CanvassClient, type Session } from "@canvass/sdk/client";
import { silentLogger } from "@canvass/sdk/logging";
import { createMemoryStorage } from "@canvass/sdk/storage";
import type { RunningServer } from "@canvass/server/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Activity } from "./active-users";
import { ACTIVE_WINDOW_MS } from "./active-window";
import { loadActiveUsers } from "./load-active-users";
import { startSeededServer } from "../../testing/seeded-server";
import { SERVER_START_TIMEOUT_MS } from "../../testing/server-start";

let server: RunningServer;
let session: Session | null = null;

function clientFor(getSession: () => Session | null): CanvassClient {
  return createCanvassClient({
    app: { name: "console-test", version: "0" },
    platform: "test",
    client: "test",
    baseUrl: `${server.address}/api`,
    assetsUrl: `${server.address}/assets`,
    getSession,
    storage: createMemoryStorage(),
    logger: silentLogger,
  });
}

beforeAll(async () => {
  server = await startSeededServer(20);
  const admin = server.logins.find((login) => login.role === "admin");
  if (admin === undefined) throw new Error("no admin demo login");
  const answer = await clientFor(() => null).call("signIn", {
    body: { username: admin.username, password: admin.password },
  });
  if (!answer.ok || answer.data.status !== "signedIn") throw new Error("admin sign-in failed");
  session = { token: answer.data.token, playerId: answer.data.player };
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
});

/** Every activity of yesterday (UTC), as the server lists them to the admin. */
async function yesterdaysActivities(client: CanvassClient): Promise<Activity[]> {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const all: Activity[] = [];
  for await (const page of client.fetchAll("listActivities", {
    params: {
      query: {
        After: new Date(today.getTime() - 86_400_000).toISOString(),
        Before: new Date(today.getTime() - 1).toISOString(),
      },
    },
  })) {
    if (!page.ok) throw page.error;
    all.push(...page.data.items);
  }
  return all;
}

describe("loadActiveUsers", () => {
  it("lists each player active at a moment once, with the latest activity, name and place", async () => {
    const client = clientFor(() => session);
    const day = await yesterdaysActivities(client);
    const located = day.filter((item) => item.Fields.lat !== undefined);
    const pick = located[Math.floor(located.length / 2)];
    if (pick === undefined) throw new Error("the seed has no located activity yesterday");
    const now = new Date(pick.Created);
    const inWindow = day.filter((item) => {
      const at = Date.parse(item.Created);
      return at <= now.getTime() && at >= now.getTime() - ACTIVE_WINDOW_MS;
    });
    const expected = new Map<string, string>();
    for (const item of inWindow) {
      const known = expected.get(item.player);
      if (known === undefined || known < item.Created) expected.set(item.player, item.Created);
    }

    const result = await loadActiveUsers(client, now);
    if (!result.ok) throw result.error;
    const { users, at } = result.data;
    expect(at).toEqual(now);
    expect(new Map(users.map((user) => [user.id, user.lastActivity]))).toEqual(expected);
    expect(users.map((user) => user.lastActivity)).toEqual(
      users
        .map((user) => user.lastActivity)
        .sort()
        .reverse(),
    );
    const picked = users.find((user) => user.id === pick.player);
    expect(picked?.location).toMatch(/^[^,]+, [A-Z0-9]+, [A-Z]{2}$/);
    expect(picked?.position).toBeDefined();
    const players = await client.call("getPlayer", { params: { path: { id: pick.player } } });
    if (!players.ok) throw players.error;
    expect(picked?.name).toBe(players.data.full_name);
    expect(picked?.team).toBe(players.data.team);
  });

  it("finds nobody at a moment without activity", async () => {
    const result = await loadActiveUsers(
      clientFor(() => session),
      new Date("2001-01-01T12:00:00Z"),
    );
    expect(result.ok && result.data.users).toEqual([]);
  });

  it("fails, without a partial list, when the server refuses", async () => {
    const result = await loadActiveUsers(
      clientFor(() => null),
      new Date(),
    );
    expect(result.ok).toBe(false);
  });
});
