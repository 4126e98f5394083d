import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import {
  CAMPAIGN_DEFAULTS,
  CAMPAIGN_TYPES,
  campaignTitleKey,
  campaignTitleProblem,
  isCampaignType,
  recentSubmissionsView,
  sortByTitleKey,
  titleSortKey,
  withCampaignDefaults,
} from "./index";
import { subsAddress } from "../queries/subs-address";

const require = createRequire(import.meta.url);

interface SchemaProperty {
  readonly default?: unknown;
}
const contract = JSON.parse(
  readFileSync(require.resolve("@canvass/openapi/openapi.json"), "utf8"),
) as { components: { schemas: Record<string, { properties: Record<string, SchemaProperty> }> } };

describe("campaign defaults", () => {
  it("are the spec's: in-person, 3 attempts, timeout 5, default submit, no block, 4 h, no picture", () => {
    expect(CAMPAIGN_DEFAULTS).toEqual({
      type: "in-person",
      attempts: 3,
      timeout: 5,
      submitMode: "default",
      blockScreenshot: false,
      checkinLength: 4,
      range: "h",
      picture: false,
    });
  });

  it("agree with every default the contract's CampaignCreate declares", () => {
    const properties = contract.components.schemas.CampaignCreate?.properties ?? {};
    const declared = Object.entries(properties).filter(([, property]) => "default" in property);
    expect(declared.length).toBeGreaterThan(0);
    for (const [name, property] of declared) {
      expect(CAMPAIGN_DEFAULTS[name as keyof typeof CAMPAIGN_DEFAULTS], name).toEqual(
        property.default,
      );
    }
  });

  it("fill only what is left out", () => {
    expect(withCampaignDefaults({ title: "X", attempts: 7, range: undefined })).toEqual({
      ...CAMPAIGN_DEFAULTS,
      title: "X",
      attempts: 7,
    });
  });

  it("types come from the contract", () => {
    expect(CAMPAIGN_TYPES).toEqual(["in-person", "self-serve", "voip"]);
    expect(isCampaignType("voip")).toBe(true);
    expect(isCampaignType("phone")).toBe(false);
  });
});

describe("campaign titles", () => {
  it("are required and limited to the contract's length once trimmed", () => {
    expect(campaignTitleProblem("   ")).toBe("required");
    expect(campaignTitleProblem(` ${"x".repeat(200)} `)).toBeNull();
    expect(campaignTitleProblem("x".repeat(201))).toBe("tooLong");
  });

  it("are the same title without regard to case or outer spaces", () => {
    expect(campaignTitleKey(" Winter Appeal ")).toBe(campaignTitleKey("WINTER APPEAL"));
  });
});

describe("title order", () => {
  it("ignores one leading article, but not a word that starts like one", () => {
    expect(titleSortKey("The Winter Appeal")).toBe("winter appeal");
    expect(titleSortKey("  an  Oak ")).toBe("oak");
    expect(titleSortKey("A")).toBe("a");
    expect(titleSortKey("Theatre Night")).toBe("theatre night");
    expect(titleSortKey("Anchor")).toBe("anchor");
  });

  it("sorts by key, then id, and reverses both for descending", () => {
    const rows = [
      { id: "c3", title: "The Zoo" },
      { id: "c1", title: "an apple day" },
      { id: "c2", title: "Banner" },
      { id: "c0", title: "Apple Day" },
    ];
    expect(sortByTitleKey(rows).map((row) => row.id)).toEqual(["c0", "c1", "c2", "c3"]);
    expect(sortByTitleKey(rows, true).map((row) => row.id)).toEqual(["c3", "c2", "c1", "c0"]);
  });
});

describe("recent submissions", () => {
  it("is the /subs view of the campaign over the last 7 days", () => {
    const view = recentSubmissionsView("c1a2b3");
    expect(subsAddress(view).toString()).toBe("campaign=c1a2b3&range=7d-before");
  });
});
