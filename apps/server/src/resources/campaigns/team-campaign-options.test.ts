import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import {
  campaignId,
  countRows,
  expectProblem,
  sessionsByRole,
  settle,
  teamId,
  type DemoRole,
} from "./test-support.js";

type ScopeList = Schema<"TeamCampaignOptionList">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let winter: string;
let water: string;
let toronto: string;
let vancouver: string;
let lima: string;
let idScanned: string;

const WRITERS_DENIED = ["manager", "client", "callcenter", "rep"] as const;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
  winter = await campaignId(api, "Winter Appeal");
  water = await campaignId(api, "Clean Water Doorstep");
  toronto = await teamId(api, "Toronto Downtown");
  vancouver = await teamId(api, "Vancouver West");
  lima = await teamId(api, "Lima Miraflores");
  const option = await api.handle.db
    .selectFrom("campaign_options")
    .select("id")
    .where("campaign", "=", winter)
    .where("field", "=", "Meta_idScanned")
    .executeTakeFirstOrThrow();
  idScanned = option.id;
}, 180_000);
afterAll(() => api.close());

describe("team campaign options", () => {
  it("lists the seeded scope, filters, and refuses client users", async () => {
    await settle(api);
    const answer = await api.call<ScopeList>("listTeamCampaignOptions", { as: as.rep });
    expect(answer.status).toBe(200);
    expect(answer.body.Count).toBe(1);
    expect(answer.body.Result[0]).toMatchObject({ campaign: winter, team: toronto });
    const none = await api.call<ScopeList>("listTeamCampaignOptions", {
      as: as.manager,
      query: { campaign: water },
    });
    expect(none.body.Count).toBe(0);
    expectProblem(await api.call("listTeamCampaignOptions", { as: as.client }), 403);
    const again = await api.call("listTeamCampaignOptions", {
      as: as.rep,
      headers: { "if-modified-since": answer.headers.get("last-modified") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it("scopes an option to teams of its campaign, keeping existing scopes", async () => {
    const first = await api.call<ScopeList>("setTeamCampaignOptions", {
      as: as.admin,
      path: { id: idScanned, campaign: winter, teams: toronto },
    });
    expect(first.status).toBe(200);
    const answer = await api.call<ScopeList>("setTeamCampaignOptions", {
      as: as.admin,
      path: { id: idScanned, campaign: winter, teams: `${vancouver},${toronto}` },
    });
    expect(answer.body.Count).toBe(2);
    expect(answer.body.Result.map((scope) => scope.team).sort()).toEqual(
      [toronto, vancouver].sort(),
    );
    expect(answer.body.Result.every((scope) => scope.option === idScanned)).toBe(true);
  });

  it("refuses a wrong campaign, teams off the campaign, unknown options and other roles", async () => {
    const before = await countRows(api, "team_campaign_options");
    expectProblem(
      await api.call("setTeamCampaignOptions", {
        as: as.admin,
        path: { id: idScanned, campaign: water, teams: toronto },
      }),
      422,
      "path.campaign",
    );
    expectProblem(
      await api.call("setTeamCampaignOptions", {
        as: as.admin,
        path: { id: idScanned, campaign: winter, teams: `${toronto},${lima}` },
      }),
      422,
      "path.teams",
    );
    expectProblem(
      await api.call("setTeamCampaignOptions", {
        as: as.admin,
        path: { id: "nope00", campaign: winter, teams: toronto },
      }),
      404,
    );
    for (const role of WRITERS_DENIED) {
      expectProblem(
        await api.call("setTeamCampaignOptions", {
          as: as[role],
          path: { id: idScanned, campaign: winter, teams: toronto },
        }),
        403,
      );
    }
    expect(await countRows(api, "team_campaign_options")).toBe(before);
  });

  it("unscopes teams, ignoring teams the option is not scoped to", async () => {
    for (const role of WRITERS_DENIED) {
      expectProblem(
        await api.call("deleteTeamCampaignOptions", {
          as: as[role],
          path: { id: idScanned, teams: vancouver },
        }),
        403,
      );
    }
    const answer = await api.call("deleteTeamCampaignOptions", {
      as: as.admin,
      path: { id: idScanned, teams: `${vancouver},${lima}` },
    });
    expect(answer.status).toBe(204);
    const left = await api.call<ScopeList>("listTeamCampaignOptions", {
      as: as.admin,
      query: { option: idScanned },
    });
    expect(left.body.Result.map((scope) => scope.team)).toEqual([toronto]);
    expectProblem(
      await api.call("deleteTeamCampaignOptions", {
        as: as.admin,
        path: { id: "nope00", teams: toronto },
      }),
      404,
    );
  });
});
