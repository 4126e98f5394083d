import { describe, expect, it } from "vitest";
import { parseListState, SEARCH_ONLY_LIST, type ListStateSpec } from "./list-state";
import { listCallQuery } from "./use-list-call";

const spec: ListStateSpec<"campaign"> = {
  filters: ["campaign"],
  sortable: ["name", "code"],
  defaultSort: "name",
};

const stateOf = (query: string, of: ListStateSpec = spec) =>
  parseListState(new URLSearchParams(query), of);

describe("the query a list screen sends", () => {
  it("asks for the page, the size and the default order of an empty address", () => {
    expect(listCallQuery(stateOf(""))).toEqual({ Page: 1, PageSize: 50, Sort: "name" });
  });

  it("carries the address's page, size, order and search text, in that order", () => {
    const query = listCallQuery(stateOf("q=spring&sort=-code&size=25&page=3"));
    expect(query).toEqual({ Page: 3, PageSize: 25, Sort: "-code", q: "spring" });
    expect(Object.keys(query)).toEqual(["Page", "PageSize", "Sort", "q"]);
  });

  it("sends no order for a list in the server's own order, and no empty search", () => {
    expect(listCallQuery(stateOf("q=", SEARCH_ONLY_LIST))).toEqual({ Page: 1, PageSize: 50 });
  });

  it("adds the screen's parameters that have a value, after the common ones", () => {
    const state = stateOf("campaign=c-1&q=a");
    const query = listCallQuery(state, {
      Campaign: state.filters.campaign,
      After: undefined,
      Limit: 0,
    });
    expect(query).toEqual({
      Page: 1,
      PageSize: 50,
      Sort: "name",
      q: "a",
      Campaign: "c-1",
      Limit: 0,
    });
    expect(Object.keys(query)).toEqual(["Page", "PageSize", "Sort", "q", "Campaign", "Limit"]);
    expect("After" in query).toBe(false);
  });
});
