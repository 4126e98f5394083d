/** `listDashPages`, `createDashPage`, `updateDashPage` and `deleteDashPage` over HTTP on PGlite. */
import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import {
  countRows,
  expectProblem,
  sessionsByRole,
  setFeature,
  type DemoRole,
} from "./test-support.js";

type DashPage = Schema<"DashPage">;
type DashPageList = Schema<"DashPageList">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
  // The demo hides dashboard pages (`hide_dash_pages`); these tests manage them.
  await setFeature(api, "hide_dash_pages", false);
}, 180_000);
afterAll(() => api.close());

async function create(body: Record<string, unknown>, session = as.admin) {
  return api.call<DashPage>("createDashPage", { as: session, body });
}

/** The titles of a type's pages in their order, straight from the table. */
async function orderOf(type: string): Promise<string[]> {
  const rows = await api.handle.db
    .selectFrom("dash_pages")
    .select(["title", "ord"])
    .where("type", "=", type)
    .orderBy("ord")
    .execute();
  rows.forEach((row, index) => {
    expect(row.ord).toBe(index);
  });
  return rows.map((row) => row.title);
}

describe("createDashPage", () => {
  it("stores panels, per-locale titles, filters and roles; goes last unless placed", async () => {
    const first = await create({
      title: " Weekly ",
      type: "ops",
      titles: { "fr-CA": "Hebdo", "es-ES": "Semanal" },
      panels: ["Kpis", "ByTeam", "Leaderboard"],
      filters: { Days: 7, Interval: "day" },
      roles: ["admin", "manager"],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      title: "Weekly",
      type: "ops",
      order: 0,
      widgets: [],
      titles: { "fr-CA": "Hebdo", "es-ES": "Semanal" },
      panels: ["Kpis", "ByTeam", "Leaderboard"],
      filters: { Days: 7, Interval: "day" },
      roles: ["admin", "manager"],
    });
    expect((await create({ title: "Monthly", type: "ops" })).body.order).toBe(1);
    expect((await create({ title: "Daily", type: "ops", order: 0 })).body.order).toBe(0);
    expect(await orderOf("ops")).toEqual(["Daily", "Weekly", "Monthly"]);
  });

  it.each(["manager", "client", "callcenter", "rep"] as const)(
    "refuses %s with 403",
    async (role) => {
      const before = await countRows(api, "dash_pages");
      expectProblem(await create({ title: "X", type: "ops" }, as[role]), 403);
      expect(await countRows(api, "dash_pages")).toBe(before);
    },
  );

  it("refuses a taken title (any case) with 409, bad fields with 422 naming them, writing nothing", async () => {
    const before = await countRows(api, "dash_pages");
    const ids = await countRows(api, "ids");
    expectProblem(await create({ title: "WEEKLY", type: "ops" }), 409, "/title");
    expectProblem(await create({ title: "  ", type: "ops" }), 422, "/title");
    expectProblem(
      await create({ title: "P", type: "ops", titles: { "fr-CA": " " } }),
      422,
      "/titles/fr-CA",
    );
    expectProblem(
      await create({ title: "P", type: "ops", panels: ["Kpis", "Nope"] }),
      422,
      "/panels/1",
    );
    expectProblem(await create({ title: "P", type: "ops", titles: { xx: "Nope" } }), 422);
    expectProblem(await create({ title: "P", type: "ops", filters: { Days: 0 } }), 422);
    expectProblem(await create({ title: "P", type: "ops", roles: ["king"] }), 422);
    expect(await countRows(api, "dash_pages")).toBe(before);
    expect(await countRows(api, "ids")).toBe(ids);
    expect(await orderOf("ops")).toEqual(["Daily", "Weekly", "Monthly"]);
  });

  it("is refused when hide_dash_pages is on", async () => {
    await setFeature(api, "hide_dash_pages", true);
    try {
      const answer = await create({ title: "Hidden", type: "ops" });
      expectProblem(answer, 403);
      expect((answer.body as unknown as { detail: string }).detail).toContain("hide_dash_pages");
    } finally {
      await setFeature(api, "hide_dash_pages", false);
    }
  });
});

describe("listDashPages", () => {
  it("gives admins every page by type then order, searched by title", async () => {
    const all = await api.call<DashPageList>("listDashPages", {
      as: as.admin,
      query: { type: "ops" },
    });
    expect(all.status).toBe(200);
    expect(all.body.Result.map((page) => page.title)).toEqual(["Daily", "Weekly", "Monthly"]);
    const found = await api.call<DashPageList>("listDashPages", {
      as: as.admin,
      query: { q: "week" },
    });
    expect(found.body.Result.map((page) => page.title)).toContain("Weekly");
    expect(found.body.Result.every((page) => page.title.toLowerCase().includes("week"))).toBe(true);
  });

  it("gives another role that views the dashboard only the pages of its role or of every role", async () => {
    const titles = async (role: DemoRole) => {
      const answer = await api.call<DashPageList>("listDashPages", {
        as: as[role],
        query: { type: "ops" },
      });
      expect(answer.status).toBe(200);
      return answer.body.Result.map((page) => page.title);
    };
    expect(await titles("manager")).toEqual(["Daily", "Weekly", "Monthly"]);
    expect(await titles("client")).toEqual(["Daily", "Monthly"]);
    expect(await titles("rep")).toEqual(["Daily", "Monthly"]);
  });
});

describe("updateDashPage and deleteDashPage", () => {
  it("moves a page and shifts the others; changes panels; keeps what is not sent", async () => {
    const list = await api.call<DashPageList>("listDashPages", {
      as: as.admin,
      query: { type: "ops" },
    });
    const monthly = list.body.Result.find((page) => page.title === "Monthly");
    const moved = await api.call<DashPage>("updateDashPage", {
      as: as.admin,
      path: { id: monthly?.id ?? "" },
      body: { order: 0, panels: ["Cohort", "Kpis"] },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ order: 0, panels: ["Cohort", "Kpis"], title: "Monthly" });
    expect(await orderOf("ops")).toEqual(["Monthly", "Daily", "Weekly"]);
  });

  it("moves a page to another type, closing the gap it leaves", async () => {
    const daily = (
      await api.call<DashPageList>("listDashPages", { as: as.admin, query: { q: "Daily" } })
    ).body.Result[0];
    const moved = await api.call<DashPage>("updateDashPage", {
      as: as.admin,
      path: { id: daily?.id ?? "" },
      body: { type: "field" },
    });
    expect(moved.body).toMatchObject({ type: "field", order: 0 });
    expect(await orderOf("ops")).toEqual(["Monthly", "Weekly"]);
  });

  it("refuses a taken title with 409 and changes nothing; 404 for an unknown page; 403 for a manager", async () => {
    const weekly = (
      await api.call<DashPageList>("listDashPages", { as: as.admin, query: { q: "Weekly" } })
    ).body.Result[0];
    const taken = await api.call("updateDashPage", {
      as: as.admin,
      path: { id: weekly?.id ?? "" },
      body: { title: "monthly", order: 0 },
    });
    expectProblem(taken, 409, "/title");
    expect(await orderOf("ops")).toEqual(["Monthly", "Weekly"]);
    expectProblem(
      await api.call("updateDashPage", {
        as: as.admin,
        path: { id: "nope00" },
        body: { order: 1 },
      }),
      404,
    );
    expectProblem(
      await api.call("updateDashPage", {
        as: as.manager,
        path: { id: weekly?.id ?? "" },
        body: { order: 1 },
      }),
      403,
    );
  });

  it("deletes (admin) and closes the gap; refuses a manager (403) and an unknown id (404)", async () => {
    const monthly = (
      await api.call<DashPageList>("listDashPages", { as: as.admin, query: { q: "Monthly" } })
    ).body.Result[0];
    expectProblem(
      await api.call("deleteDashPage", { as: as.manager, path: { id: monthly?.id ?? "" } }),
      403,
    );
    const gone = await api.call("deleteDashPage", {
      as: as.admin,
      path: { id: monthly?.id ?? "" },
    });
    expect(gone.status).toBe(204);
    expect(await orderOf("ops")).toEqual(["Weekly"]);
    expectProblem(
      await api.call("deleteDashPage", { as: as.admin, path: { id: monthly?.id ?? "" } }),
      404,
    );
  });
});
