/**
 * The optional fields of the seeded portal settings enforced on writes: users (`employeeId`
 * text of at most 20, `startDate` date, `shirtSize` S/M/L/XL, `badgePrinted` boolean) and teams
 * (`region` North/South/East/West, `costCenter` text of at most 12).
 */
import { HOMEPAGE_PROBLEM_MESSAGES, homepageProblem } from "@canvass/sdk/permissions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { PORTAL_SETTINGS_PATH } from "../platform/assets/asset-files.js";
import { readAsset, writeAsset } from "../platform/assets/asset-store.js";
import type { Player } from "../player-row.js";
import type { Team } from "../team-row.js";
import { counts, sessionsFor, teamId, type Problem } from "./test-support.js";

const USERS = ["admin", "manager"] as const;
const PLAYERS_WRITTEN = ["players", "ids", "history", "sessions"] as const;
const TEAMS_WRITTEN = ["teams", "ids", "history"] as const;

let api: TestApi;
let as: Record<(typeof USERS)[number], ApiSession>;
let toronto: string;
let serial = 0;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsFor(api, USERS);
  toronto = await teamId(api, "Toronto Downtown");
}, 180_000);
afterAll(() => api.close());

function newPlayer(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    firstname: "Mia",
    lastname: `Meta${serial}`,
    username: `mia.meta${serial}`,
    email: `mia.meta${serial}@example.org`,
    password: "correct-horse-battery",
    role: "rep",
    team: toronto,
    ...overrides,
  };
}

const createPlayer = (body: Record<string, unknown>) =>
  api.call<Player & Problem>("createPlayer", { as: as.manager, body: newPlayer(body) });

const updatePlayer = (id: string, body: Record<string, unknown>) =>
  api.call<Player & Problem>("updatePlayer", { as: as.manager, path: { id }, body });

const createTeam = (body: Record<string, unknown>) => {
  serial += 1;
  return api.call<Team & Problem>("createTeam", {
    as: as.admin,
    body: { title: `Meta squad ${serial}`, parent: toronto, ...body },
  });
};

const updateTeam = (id: string, body: Record<string, unknown>) =>
  api.call<Team & Problem>("updateTeam", { as: as.admin, path: { id }, body });

async function newPlayerId(metadata: Record<string, unknown> = { homepage: "/subs" }) {
  const answer = await createPlayer({ metadata });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

async function storedMetadata(id: string) {
  const row = await api.handle.db
    .selectFrom("players")
    .select("metadata")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.metadata;
}

const fieldsOf = (problem: Problem) => problem.errors?.map((error) => error.field);

describe("user optional fields", () => {
  it("refuses an impossible date with 422 naming /metadata/startDate, storing nothing", async () => {
    const id = await newPlayerId();
    const answer = await updatePlayer(id, { metadata: { startDate: "2026-02-30" } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { field: "/metadata/startDate", message: "Must be a date, YYYY-MM-DD.", code: "notDate" },
    ]);
    expect(await storedMetadata(id)).toEqual({ homepage: "/subs" });
  });

  it("stores typed valid values and free keys as given", async () => {
    const id = await newPlayerId();
    const metadata = {
      employeeId: "E-1042",
      startDate: "2026-03-02",
      shirtSize: "M",
      badgePrinted: true,
      favouriteColour: { any: ["shape", 1] },
    };
    const answer = await updatePlayer(id, { metadata });
    expect(answer.status).toBe(200);
    expect(answer.body.metadata).toEqual(metadata);
    expect(await storedMetadata(id)).toEqual(metadata);
  });

  it("refuses a choice outside the options and a text over its maximum length", async () => {
    const id = await newPlayerId();
    const choice = await updatePlayer(id, { metadata: { shirtSize: "XXL" } });
    expect(choice.status).toBe(422);
    expect(fieldsOf(choice.body)).toEqual(["/metadata/shirtSize"]);
    expect(choice.body.errors?.[0]?.message).toBe("Must be one of: S, M, L, XL.");
    const text = await updatePlayer(id, { metadata: { employeeId: "E".repeat(21) } });
    expect(text.status).toBe(422);
    expect(fieldsOf(text.body)).toEqual(["/metadata/employeeId"]);
    expect(text.body.errors?.[0]?.message).toBe("At most 20 characters.");
    expect(await storedMetadata(id)).toEqual({ homepage: "/subs" });
  });

  it("checks createPlayer too, before anything is written", async () => {
    const before = await counts(api, PLAYERS_WRITTEN);
    const answer = await createPlayer({ metadata: { badgePrinted: "yes", startDate: "2/3/2026" } });
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer.body)).toEqual(["/metadata/startDate", "/metadata/badgePrinted"]);
    expect(await counts(api, PLAYERS_WRITTEN)).toEqual(before);
  });

  it("requires a required field when metadata is changed, and not otherwise", async () => {
    const original = await readAsset(api.handle.db, PORTAL_SETTINGS_PATH);
    if (original === undefined) throw new Error("the seed wrote no portal settings");
    const settings = JSON.parse(original.bytes.toString("utf8")) as {
      options: Record<string, unknown>;
    };
    const required = [{ key: "payrollCode", label: "Payroll code", type: "text", required: true }];
    const id = await newPlayerId();
    await writeAsset(
      api.handle.db,
      PORTAL_SETTINGS_PATH,
      "application/json",
      Buffer.from(
        JSON.stringify({
          ...settings,
          options: { ...settings.options, user: { metadata: required } },
        }),
      ),
    );
    try {
      const missing = await updatePlayer(id, { metadata: { homepage: "/dashboard" } });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual([
        { field: "/metadata/payrollCode", message: "Required.", code: "required" },
      ]);
      const blank = await createPlayer({ metadata: { payrollCode: "  " } });
      expect(blank.status).toBe(422);
      expect(fieldsOf(blank.body)).toEqual(["/metadata/payrollCode"]);
      // A body without metadata is not checked, nor metadata sent back unchanged.
      expect((await updatePlayer(id, { firstname: "Mina" })).status).toBe(200);
      const unchanged = await updatePlayer(id, {
        lastname: "Kept",
        metadata: { homepage: "/subs" },
      });
      expect(unchanged.status).toBe(200);
      expect((await createPlayer({})).status).toBe(201);
      const given = await updatePlayer(id, { metadata: { payrollCode: "P7" } });
      expect(given.status).toBe(200);
      expect(await storedMetadata(id)).toEqual({ payrollCode: "P7" });
    } finally {
      await writeAsset(api.handle.db, PORTAL_SETTINGS_PATH, original.contentType, original.bytes);
    }
  });
});

describe("team optional fields", () => {
  it("refuses a region outside the options on createTeam, writing nothing", async () => {
    const before = await counts(api, TEAMS_WRITTEN);
    const answer = await createTeam({ metadata: { region: "Middle" } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      {
        field: "/metadata/region",
        message: "Must be one of: North, South, East, West.",
        code: "notChoice",
      },
    ]);
    expect(await counts(api, TEAMS_WRITTEN)).toEqual(before);
  });

  it("creates and updates a team with valid values", async () => {
    const created = await createTeam({ metadata: { region: "North", costCenter: "CC-001" } });
    expect(created.status).toBe(201);
    expect(created.body.metadata).toEqual({ region: "North", costCenter: "CC-001" });
    const updated = await updateTeam(created.body.id, {
      metadata: { region: "West", costCenter: "CC-002", note: "free" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.metadata).toEqual({ region: "West", costCenter: "CC-002", note: "free" });
  });

  it("refuses a region outside the options on updateTeam, keeping the stored metadata", async () => {
    const created = await createTeam({ metadata: { region: "South" } });
    expect(created.status).toBe(201);
    const answer = await updateTeam(created.body.id, { metadata: { region: "Middle" } });
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer.body)).toEqual(["/metadata/region"]);
    const long = await updateTeam(created.body.id, { metadata: { costCenter: "C".repeat(13) } });
    expect(long.status).toBe(422);
    expect(fieldsOf(long.body)).toEqual(["/metadata/costCenter"]);
    const row = await api.handle.db
      .selectFrom("teams")
      .select("metadata")
      .where("id", "=", created.body.id)
      .executeTakeFirstOrThrow();
    expect(row.metadata).toEqual({ region: "South" });
    expect((await updateTeam(created.body.id, { title: `Renamed ${serial}` })).status).toBe(200);
  });
});

describe("home page", () => {
  it("refuses a home page outside the console's screens with 422 naming /metadata/homepage", async () => {
    const id = await newPlayerId();
    const team = await createTeam({});
    expect(team.status).toBe(201);
    for (const homepage of ["https://evil.test/", "//evil.test", "/nowhere", "/login", 7]) {
      const problem = homepageProblem(String(homepage));
      const expected = typeof homepage === "string" && problem !== undefined ? problem : "notPath";
      const before = await counts(api, PLAYERS_WRITTEN);
      const refusals = [
        await createPlayer({ metadata: { homepage } }),
        await updatePlayer(id, { metadata: { homepage } }),
      ];
      for (const refused of refusals) {
        expect(refused.status, String(homepage)).toBe(422);
        expect(refused.body.errors).toEqual([
          {
            field: "/metadata/homepage",
            message: HOMEPAGE_PROBLEM_MESSAGES[expected],
            code: expected,
          },
        ]);
      }
      expect(await counts(api, PLAYERS_WRITTEN)).toEqual(before);
      expect((await createTeam({ metadata: { homepage } })).status).toBe(422);
      const teamRefused = await updateTeam(team.body.id, { metadata: { homepage } });
      expect(fieldsOf(teamRefused.body)).toEqual(["/metadata/homepage"]);
    }
    expect(await storedMetadata(id)).toEqual({ homepage: "/subs" });
    const kept = await updateTeam(team.body.id, { metadata: { homepage: "/team/abc123" } });
    expect(kept.status).toBe(200);
    expect((await updatePlayer(id, { metadata: { homepage: "/dashboard/subs" } })).status).toBe(
      200,
    );
  });
});
