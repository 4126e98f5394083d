import { CAMPAIGN_DEFAULTS } from "@canvass/sdk/campaigns";
import { describe, expect, it } from "vitest";
import { ignoredListParams, parseListState } from "../../patterns";
import { createCampaignBody, newCampaignValues } from "./campaign-form-values";
import { CAMPAIGNS_LIST } from "./campaigns-list-spec";

const parse = (query: string) => parseListState(new URLSearchParams(query), CAMPAIGNS_LIST);

describe("the campaign list's address", () => {
  it("defaults to page 1 of 50 by title", () => {
    expect(parse("")).toMatchObject({ page: 1, pageSize: 50, sort: "title", filters: {} });
  });

  it("keeps a contract type and a team id, and names what it ignores", () => {
    expect(parse("type=voip&team=t1a2b3&sort=-title&size=500").filters).toEqual({
      type: "voip",
      team: "t1a2b3",
    });
    expect(parse("size=500").pageSize).toBe(500);
    const bad = new URLSearchParams("type=phone&sort=password");
    expect(parse(bad.toString()).filters).toEqual({});
    expect(ignoredListParams(bad, CAMPAIGNS_LIST)).toEqual(
      expect.arrayContaining(["type", "sort"]),
    );
  });
});

describe("the create form's values", () => {
  it("start from the SDK's defaults with an empty title, and send the title trimmed", () => {
    expect(newCampaignValues()).toEqual({ title: "", ...CAMPAIGN_DEFAULTS });
    expect(createCampaignBody({ ...newCampaignValues(), title: "  Spring  " })).toEqual({
      ...CAMPAIGN_DEFAULTS,
      title: "Spring",
    });
  });
});
