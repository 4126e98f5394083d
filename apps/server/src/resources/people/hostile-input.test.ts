import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { findNul } from "./text-input.js";
import { counts, memberOf, sessionFor, teamId, type Problem } from "./test-support.js";

const WRITTEN = ["players", "teams", "team_campaigns", "preferences", "history", "ids"] as const;

let api: TestApi;
let root: ApiSession;
let toronto: string;
let rep: string;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  root = await sessionFor(api, "root");
  toronto = await teamId(api, "Toronto Downtown");
  rep = await memberOf(api, "Toronto Downtown");
}, 180_000);
afterAll(() => api.close());

describe("hostile input", () => {
  it.each([
    ["listPlayers", {}, { Page: "1e309" }, "query.Page"],
    ["listPlayers", {}, { PageSize: "1e309" }, "query.PageSize"],
    ["listPlayers", {}, { q: "\u0000\u0001" }, "query.q"],
    ["listTeams", {}, { q: "x\u0000" }, "query.q"],
    ["listTeamPlayers", { id: "TEAM" }, { PageSize: "1e309" }, "query.PageSize"],
    ["listTeamCampaigns", { id: "TEAM" }, { Page: "1e309" }, "query.Page"],
    ["listActivities", {}, { Page: "1e309" }, "query.Page"],
  ] as const)("%s with %j answers 400", async (operation, path, query, field) => {
    const answer = await api.call<Problem>(operation, {
      as: root,
      path: Object.fromEntries(Object.entries(path).map(([key]) => [key, toronto])),
      query,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.field)).toContain(field);
  });

  it("takes SQL-looking sort and text literally", async () => {
    const sort = await api.call<Problem>("listPlayers", { as: root, query: { Sort: "id;DROP" } });
    expect(sort.status).toBe(400);
    const text = await api.call<{ Count: number }>("listPlayers", {
      as: root,
      query: { q: "' OR '1'='1" },
    });
    expect(text.status).toBe(200);
    expect(text.body.Count).toBe(0);
    const wildcard = await api.call<{ Count: number }>("listTeams", {
      as: root,
      query: { q: "%" },
    });
    expect(wildcard.body.Count).toBe(0);
  });

  it("refuses NUL characters in bodies with 422 naming the field, writing nothing", async () => {
    const before = await counts(api, WRITTEN);
    const cases = [
      [
        "createPlayer",
        {},
        {
          firstname: "A\u0000",
          lastname: "B",
          username: "nul.user",
          email: "nul@example.org",
          password: "correct-horse-battery",
          role: "rep",
          team: toronto,
        },
        "/firstname",
      ],
      ["updatePlayer", { id: rep }, { metadata: { "k\u0000": 1 } }, "/metadata/k\u0000"],
      ["createTeam", {}, { title: "T\u0000", parent: toronto }, "/title"],
      ["updateTeam", { id: toronto }, { metadata: { a: ["\u0000"] } }, "/metadata/a/0"],
      ["replacePlayerPreferences", { id: root.player }, { note: "\u0000" }, "/note"],
    ] as const;
    for (const [operation, path, body, field] of cases) {
      const answer = await api.call<Problem>(operation, { as: root, path, body });
      expect(answer.status, operation).toBe(422);
      expect(answer.body.errors?.[0]?.field).toBe(field);
    }
    expect(await counts(api, WRITTEN)).toEqual(before);
  });

  it("finds NUL characters anywhere in a value", () => {
    expect(findNul({ a: [{ "b/c~": "x\u0000" }] })).toBe("/a/0/b~1c~0");
    expect(findNul({ a: ["fine"] })).toBeUndefined();
  });
});
