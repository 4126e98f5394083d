/**
 * The campaign list's title order (decision 0025): the server's `ORDER BY` (`title-order-sql.ts`)
 * and the SDK's `sortByTitleKey` put one list of awkward titles in the same order, both ways, and
 * paging cuts that order.
 */
import { sortByTitleKey, titleSortKey } from "@canvass/sdk/campaigns";
import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { sessionsByRole, type DemoRole } from "./test-support.js";

type Campaign = Schema<"Campaign">;
type CampaignList = Schema<"CampaignList">;

const TITLES = [
  "The Zoo Walk",
  "zebra Night",
  "An Apple Day",
  "apple pie",
  "Theatre Night",
  "A",
  "the  Oak Run",
  "Anchor Drive",
  "an",
  "B-side",
  "a\tTabbed",
  "Élan Run",
  "Team 10",
  "Team 2",
  "_underscore",
  "Ω Omega",
  "THE END",
  "Apple Day",
];

let api: TestApi;
let as: Record<DemoRole, ApiSession>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
  for (const title of TITLES) {
    const created = await api.call<Campaign>("createCampaign", { as: as.root, body: { title } });
    expect(created.status, title).toBe(201);
  }
}, 180_000);
afterAll(() => api.close());

async function listAll(sort: string): Promise<Campaign[]> {
  const answer = await api.call<CampaignList>("listCampaigns", {
    as: as.admin,
    query: { Sort: sort, PageSize: 500 },
  });
  expect(answer.status).toBe(200);
  return answer.body.Result;
}

describe("Sort=title", () => {
  it("is the SDK's order: leading articles ignored, on the server's pages", async () => {
    const rows = await listAll("title");
    expect(rows.length).toBeGreaterThan(TITLES.length);
    expect(rows.map((row) => row.id)).toEqual(sortByTitleKey(rows).map((row) => row.id));
    const titles = rows.map((row) => row.title);
    // The articles really are ignored: "The Zoo Walk" sorts among the z's, after "zebra Night".
    expect(titles.indexOf("The Zoo Walk")).toBeGreaterThan(titles.indexOf("zebra Night"));
    expect(titles.indexOf("An Apple Day")).toBeLessThan(titles.indexOf("B-side"));
    expect(titles.indexOf("Theatre Night")).toBeGreaterThan(titles.indexOf("Team 2"));
    expect(titleSortKey("the  Oak Run")).toBe("oak run");
  });

  it("reverses for -title, and pages cut the same order", async () => {
    const rows = await listAll("-title");
    expect(rows.map((row) => row.id)).toEqual(sortByTitleKey(rows, true).map((row) => row.id));
    const second = await api.call<CampaignList>("listCampaigns", {
      as: as.admin,
      query: { Sort: "-title", PageSize: 10, Page: 2 },
    });
    expect(second.body.Result.map((row) => row.id)).toEqual(
      rows.slice(10, 20).map((row) => row.id),
    );
  });

  it("is the default order", async () => {
    const answer = await api.call<CampaignList>("listCampaigns", {
      as: as.admin,
      query: { PageSize: 500 },
    });
    expect(answer.body.Result.map((row) => row.id)).toEqual(
      (await listAll("title")).map((row) => row.id),
    );
  });
});
