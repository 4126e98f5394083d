import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProblemBody } from "../../http/index.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { demoSessions, idOf, nextSecond, sessionFor, type DemoRole } from "./test-support.js";

type CancelList = Schema<"CancelList">;
type CheckinList = Schema<"CheckinList">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 1500 });
  as = await demoSessions(api);
}, 180_000);

afterAll(async () => {
  await api.close();
});

async function restrictTeam(title: string, restrictions: string[]): Promise<() => Promise<void>> {
  const team = await api.handle.db
    .selectFrom("teams")
    .select(["id", "restrictions"])
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
  await api.handle.db
    .updateTable("teams")
    .set({ restrictions })
    .where("id", "=", team.id)
    .execute();
  return async () => {
    await api.handle.db
      .updateTable("teams")
      .set({ restrictions: team.restrictions })
      .where("id", "=", team.id)
      .execute();
  };
}

describe("queryCancels", () => {
  it("lists cancellations newest first with the total count", async () => {
    const answer = await api.call<CancelList>("queryCancels", {
      as: as.admin,
      query: { PageSize: 5 },
    });
    expect(answer.status).toBe(200);
    const total = await api.handle.db
      .selectFrom("cancels")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(answer.body.Count).toBe(total.n);
    expect(answer.body.Result).toHaveLength(5);
    const created = answer.body.Result.map((cancel) => cancel.Created);
    expect(created).toEqual([...created].sort().reverse());
    expect(answer.body.Result[0]).toMatchObject({
      AccountID: expect.stringMatching(/^[0-9a-f]{8}$/) as unknown,
      Type: expect.any(String) as unknown,
      CampaignName: expect.any(String) as unknown,
    });
  });

  it("filters by type and by submission id (ID), and walks by cursor", async () => {
    const all = await api.call<CancelList>("queryCancels", {
      as: as.admin,
      query: { PageSize: 1000 },
    });
    const types = new Set(all.body.Result.map((cancel) => cancel.Type));
    for (const Type of types) {
      const typed = await api.call<CancelList>("queryCancels", { as: as.admin, query: { Type } });
      expect(typed.body.Count).toBe(all.body.Result.filter((c) => c.Type === Type).length);
    }
    const account = all.body.Result[0]?.AccountID ?? "";
    const byAccount = await api.call<CancelList>("queryCancels", {
      as: as.admin,
      query: { ID: account },
    });
    expect(byAccount.body.Result.map((c) => c.AccountID)).toEqual([account]);
    const ids: string[] = [];
    let Cursor: string | undefined;
    do {
      const page: { body: CancelList } = await api.call<CancelList>("queryCancels", {
        as: as.admin,
        query: { PageSize: 7, Cursor },
      });
      ids.push(...page.body.Result.map((c) => c.ID));
      Cursor = page.body.NextCursor;
    } while (Cursor !== undefined);
    expect(ids).toEqual(all.body.Result.map((c) => c.ID));
  });

  it.each(["manager", "client", "callcenter", "rep"] as const)(
    "is refused to %s (403)",
    async (role) => {
      const answer = await api.call<ProblemBody>("queryCancels", { as: as[role] });
      expect(answer.status).toBe(403);
      expect(answer.body.detail).toMatch(/cancels|ViewCancelsList/);
    },
  );

  it("is refused to an admin restricted by noviewcancels", async () => {
    const restore = await restrictTeam("Operations", ["noviewcancels"]);
    try {
      const answer = await api.call<ProblemBody>("queryCancels", { as: as.admin });
      expect(answer.status).toBe(403);
      expect(answer.body.detail).toMatch(/noviewcancels/);
    } finally {
      await restore();
    }
  });
});

describe("queryCheckins", () => {
  it("lists check-ins with their location and picture flag", async () => {
    const answer = await api.call<CheckinList>("queryCheckins", {
      as: as.admin,
      query: { PageSize: 1000 },
    });
    expect(answer.status).toBe(200);
    const total = await api.handle.db
      .selectFrom("checkins")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(answer.body.Count).toBe(total.n);
    expect(answer.body.Result.some((checkin) => checkin.HasPicture === true)).toBe(true);
    expect(answer.body.Result[0]).toMatchObject({
      PlayerID: expect.any(String) as unknown,
      PlayerName: expect.any(String) as unknown,
      Location: { lat: expect.any(Number) as unknown, lng: expect.any(Number) as unknown },
    });
  });

  it("keeps a manager to their team's subtree, filters by id and projects fields", async () => {
    const toronto = await idOf(api, "teams", "title", "Toronto Downtown");
    const london = await idOf(api, "teams", "title", "London Central");
    const own = await api.call<CheckinList>("queryCheckins", {
      as: as.manager,
      query: { Team: toronto, PageSize: 1000, Fields: "TeamName" },
    });
    expect(own.body.Count).toBeGreaterThan(0);
    expect(new Set(own.body.Result.map((c) => c.TeamName))).toEqual(new Set(["Toronto Downtown"]));
    expect(Object.keys(own.body.Result[0] ?? {}).sort()).toEqual([
      "Created",
      "ID",
      "PlayerID",
      "TeamName",
    ]);
    const other = await api.call<CheckinList>("queryCheckins", {
      as: as.manager,
      query: { Team: london },
    });
    expect(other.body).toEqual({ Result: [], Count: 0 });
    const id = own.body.Result[0]?.ID ?? "";
    const one = await api.call<CheckinList>("queryCheckins", { as: as.admin, query: { ID: id } });
    expect(one.body.Result.map((c) => c.ID)).toEqual([id]);
  });

  it("applies After and Before to Created", async () => {
    const After = "2026-11-20T12:00:00.000Z";
    const Before = "2026-11-21T12:00:00.000Z";
    const answer = await api.call<CheckinList>("queryCheckins", {
      as: as.admin,
      query: { After, Before, PageSize: 1000 },
    });
    expect(answer.body.Count).toBeGreaterThan(0);
    for (const checkin of answer.body.Result) {
      expect(checkin.Created >= After && checkin.Created <= Before).toBe(true);
    }
  });

  it.each(["client", "callcenter", "rep"] as const)("is refused to %s (403)", async (role) => {
    expect((await api.call("queryCheckins", { as: as[role] })).status).toBe(403);
  });

  it("is refused to a manager restricted by noviewcheckins", async () => {
    const restore = await restrictTeam("North America Field", ["noviewcheckins"]);
    try {
      const answer = await api.call<ProblemBody>("queryCheckins", { as: as.manager });
      expect(answer.status).toBe(403);
      expect(answer.body.detail).toMatch(/noviewcheckins/);
    } finally {
      await restore();
    }
  });
});

describe("getCheckinPicture", () => {
  async function checkinWith(picture: boolean, teamTitle: string): Promise<string> {
    const row = await api.handle.db
      .selectFrom("checkins")
      .innerJoin("teams", "teams.id", "checkins.team")
      .select("checkins.id")
      .where("teams.title", "=", teamTitle)
      .where("checkins.picture", picture ? "is not" : "is", null)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("answers the picture with its type, and 304 when unchanged", async () => {
    const id = await checkinWith(true, "Toronto Downtown");
    await nextSecond();
    const answer = await api.call<Buffer>("getCheckinPicture", { as: as.manager, path: { id } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/png");
    expect([...answer.body.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const stamp = answer.headers.get("last-modified") ?? "";
    const again = await api.call("getCheckinPicture", {
      as: as.manager,
      path: { id },
      headers: { "If-Modified-Since": stamp },
    });
    expect(again.status).toBe(304);
  });

  it("is a 404 without a picture, for an unknown id, or outside the caller's scope", async () => {
    const bare = await checkinWith(false, "Toronto Downtown");
    expect((await api.call("getCheckinPicture", { as: as.admin, path: { id: bare } })).status).toBe(
      404,
    );
    expect(
      (await api.call("getCheckinPicture", { as: as.admin, path: { id: "nope00" } })).status,
    ).toBe(404);
    const london = await checkinWith(true, "London Central");
    expect(
      (await api.call("getCheckinPicture", { as: as.manager, path: { id: london } })).status,
    ).toBe(404);
    const europe = await sessionFor(api, "manager.eu");
    expect((await api.call("getCheckinPicture", { as: europe, path: { id: london } })).status).toBe(
      200,
    );
  });

  it.each(["client", "callcenter", "rep"] as const)("is refused to %s (403)", async (role) => {
    const id = await checkinWith(true, "Toronto Downtown");
    expect((await api.call("getCheckinPicture", { as: as[role], path: { id } })).status).toBe(403);
  });
});
