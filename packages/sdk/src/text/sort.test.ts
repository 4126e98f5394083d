import { describe, expect, it } from "vitest";
import { compareIgnoringArticles, sortByTitle, sortFieldName, stripLeadingArticle } from "./sort";

describe("compareIgnoringArticles", () => {
  it("sorts ignoring leading a, an and the (spec §5)", () => {
    const titles = ["The Zebra Fund", "an Apple Drive", "A Bear Walk", "Cats"];
    expect([...titles].sort((a, b) => compareIgnoringArticles(a, b))).toEqual([
      "an Apple Drive",
      "A Bear Walk",
      "Cats",
      "The Zebra Fund",
    ]);
  });

  it("ignores case", () => {
    expect(compareIgnoringArticles("the winter appeal", "Winter Appeal")).toBe(0);
    expect(compareIgnoringArticles("alpha", "BETA")).toBeLessThan(0);
  });

  it("keeps words that merely start like an article", () => {
    expect(stripLeadingArticle("Theatre Night")).toBe("Theatre Night");
    expect(stripLeadingArticle("Anchor")).toBe("Anchor");
    expect(stripLeadingArticle("The")).toBe("The");
    expect(compareIgnoringArticles("Theatre", "Apple")).toBeGreaterThan(0);
  });

  it("collates by locale", () => {
    // Swedish puts ä after z; English treats it as a.
    expect(compareIgnoringArticles("ä", "z", "sv")).toBeGreaterThan(0);
    expect(compareIgnoringArticles("ä", "z", "en")).toBeLessThan(0);
  });
});

describe("sortFieldName", () => {
  it.each([
    ["Campaign", "CampaignName"],
    ["Team", "TeamName"],
    ["Player", "PlayerName"],
    ["-Campaign", "-CampaignName"],
    ["-Received", "-Received"],
    ["Amount", "Amount"],
    ["toString", "toString"],
  ])("%s → %s", (field, expected) => {
    expect(sortFieldName(field)).toBe(expected);
  });
});

describe("sortByTitle", () => {
  it("sorts titles ignoring articles and case, numbers as numbers, equal titles by id", () => {
    const items = [
      { id: "c", title: "Team 10" },
      { id: "b", title: "The Team 2" },
      { id: "e", title: "an apple drive" },
      { id: "d", title: "Zebra" },
      { id: "a", title: "zebra" },
    ];
    expect(sortByTitle(items).map((item) => item.id)).toEqual(["e", "b", "c", "a", "d"]);
    expect(items[0]?.id).toBe("c");
  });
});
