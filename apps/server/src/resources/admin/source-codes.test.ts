/** `listSourceCodes`, `createSourceCode` and `updateSourceCode` over HTTP on PGlite. */
import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import {
  campaignId,
  countRows,
  expectProblem,
  sessionsByRole,
  setFeature,
  type DemoRole,
} from "./test-support.js";

type SourceCode = Schema<"SourceCode">;
type SourceCodeList = Schema<"SourceCodeList">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let winter: string;
let water: string;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
  winter = await campaignId(api, "Winter Appeal");
  water = await campaignId(api, "Clean Water Doorstep");
}, 180_000);
afterAll(() => api.close());

async function create(body: Record<string, unknown>, session = as.admin) {
  return api.call<SourceCode>("createSourceCode", { as: session, body });
}

describe("createSourceCode", () => {
  it("stores a trimmed source code with its active period (201) for admin and root", async () => {
    const answer = await create({
      name: "  Autumn mailer ",
      code: "AUT26-MAIL",
      campaign: winter,
      description: "Reply cards",
      ActiveFrom: "2026-10-01",
      ActiveTo: "2026-10-31",
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      name: "Autumn mailer",
      code: "AUT26-MAIL",
      campaign: winter,
      description: "Reply cards",
      ActiveFrom: "2026-10-01",
      ActiveTo: "2026-10-31",
    });
    const byRoot = await create({ name: "Gala", code: "GALA-26", campaign: water }, as.root);
    expect(byRoot.status).toBe(201);
    expect(byRoot.body).toMatchObject({ ActiveFrom: null, ActiveTo: null });
  });

  it.each(["manager", "client", "callcenter", "rep"] as const)(
    "refuses %s with 403",
    async (role) => {
      const before = await countRows(api, "source_codes");
      expectProblem(await create({ name: "X", code: "X1", campaign: winter }, as[role]), 403);
      expect(await countRows(api, "source_codes")).toBe(before);
    },
  );

  it("refuses a taken code of the campaign, in any case, with 409 naming /code; another campaign may use it", async () => {
    const before = await countRows(api, "source_codes");
    const taken = await create({ name: "Copy", code: "aut26-mail", campaign: winter });
    expectProblem(taken, 409, "/code");
    expect(await countRows(api, "source_codes")).toBe(before);
    expect((await create({ name: "Other", code: "AUT26-MAIL", campaign: water })).status).toBe(201);
  });

  it("refuses bad fields with 422 naming each, and writes nothing", async () => {
    const before = await countRows(api, "source_codes");
    const ids = await countRows(api, "ids");
    expectProblem(await create({ name: "   ", code: "OK1", campaign: winter }), 422, "/name");
    expectProblem(await create({ name: "Bad", code: "has space", campaign: winter }), 422, "/code");
    expectProblem(
      await create({ name: "Bad", code: "NOPE", campaign: "zzzzzz" }),
      422,
      "/campaign",
    );
    expectProblem(
      await create({
        name: "Backwards",
        code: "BACK",
        campaign: winter,
        ActiveFrom: "2026-10-02",
        ActiveTo: "2026-10-01",
      }),
      422,
      "/ActiveTo",
    );
    expectProblem(
      await create({ name: "Extra", code: "EXTRA", campaign: winter, color: "red" }),
      422,
    );
    expect(await countRows(api, "source_codes")).toBe(before);
    expect(await countRows(api, "ids")).toBe(ids);
  });

  it("is refused when hide_source_codes is on, naming the feature", async () => {
    await setFeature(api, "hide_source_codes", true);
    try {
      const answer = await create({ name: "Hidden", code: "HIDDEN", campaign: winter });
      expectProblem(answer, 403);
      expect((answer.body as unknown as { detail: string }).detail).toContain("hide_source_codes");
      expectProblem(await api.call("listSourceCodes", { as: as.admin }), 403);
    } finally {
      await setFeature(api, "hide_source_codes", false);
    }
  });
});

describe("listSourceCodes", () => {
  it("pages, searches name and code, and filters by campaign", async () => {
    const all = await api.call<SourceCodeList>("listSourceCodes", {
      as: as.admin,
      query: { PageSize: 10 },
    });
    expect(all.status).toBe(200);
    const total = await countRows(api, "source_codes");
    expect(all.body.Count).toBe(total);
    const names = all.body.Result.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    const found = await api.call<SourceCodeList>("listSourceCodes", {
      as: as.admin,
      query: { q: "aut26" },
    });
    expect(found.body.Result.every((row) => row.code.toLowerCase().includes("aut26"))).toBe(true);
    expect(found.body.Count).toBeGreaterThanOrEqual(2);
    const ofWater = await api.call<SourceCodeList>("listSourceCodes", {
      as: as.admin,
      query: { Campaign: water },
    });
    expect(ofWater.body.Result.length).toBeGreaterThan(0);
    expect(ofWater.body.Result.every((row) => row.campaign === water)).toBe(true);
  });

  it.each(["manager", "client", "callcenter", "rep"] as const)(
    "refuses %s with 403",
    async (role) => {
      expectProblem(await api.call("listSourceCodes", { as: as[role] }), 403);
    },
  );
});

describe("updateSourceCode", () => {
  it("changes the given fields only and keeps the others", async () => {
    const made = await create({
      name: "Door drop",
      code: "DOOR-1",
      campaign: winter,
      ActiveFrom: "2026-01-01",
    });
    const answer = await api.call<SourceCode>("updateSourceCode", {
      as: as.admin,
      path: { id: made.body.id },
      body: { name: "Door drop (north)", ActiveTo: "2026-03-31" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: "Door drop (north)",
      code: "DOOR-1",
      ActiveFrom: "2026-01-01",
      ActiveTo: "2026-03-31",
    });
    const clear = await api.call<SourceCode>("updateSourceCode", {
      as: as.admin,
      path: { id: made.body.id },
      body: { ActiveFrom: null },
    });
    expect(clear.body.ActiveFrom).toBeNull();
  });

  it("refuses a taken code with 409, a period ending before it starts with 422, and changes nothing", async () => {
    const made = await create({
      name: "Street",
      code: "STREET-1",
      campaign: winter,
      ActiveFrom: "2026-05-01",
    });
    const taken = await api.call("updateSourceCode", {
      as: as.admin,
      path: { id: made.body.id },
      body: { code: "Aut26-Mail" },
    });
    expectProblem(taken, 409, "/code");
    const backwards = await api.call("updateSourceCode", {
      as: as.admin,
      path: { id: made.body.id },
      body: { name: "Renamed", ActiveTo: "2026-04-30" },
    });
    expectProblem(backwards, 422, "/ActiveTo");
    const row = await api.handle.db
      .selectFrom("source_codes")
      .selectAll()
      .where("id", "=", made.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Street", code: "STREET-1", active_to: null });
  });

  it("answers 404 for an unknown id and 403 for a manager", async () => {
    expectProblem(
      await api.call("updateSourceCode", {
        as: as.admin,
        path: { id: "nope00" },
        body: { name: "x" },
      }),
      404,
    );
    expectProblem(
      await api.call("updateSourceCode", {
        as: as.manager,
        path: { id: "nope00" },
        body: { name: "x" },
      }),
      403,
    );
  });
});
