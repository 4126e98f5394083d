import { describe, expect, it } from "vitest";
import { schemaLimits } from "@canvass/sdk/contract";
import { USERS_LIST } from "../../screens/users/users-list-spec";
import {
  changeListState,
  fitsLimits,
  ignoredListParams,
  lastPageOf,
  listStateSearch,
  parseListState,
  sortingToSort,
  sortToSorting,
  type ListStateSpec,
} from "./list-state";

const spec: ListStateSpec<"team" | "role"> = {
  filters: ["team", "role"],
  sortable: ["lastname", "username", "Created"],
  defaultSort: "lastname",
};

const parse = (query: string) => parseListState(new URLSearchParams(query), spec);

describe("list state in the address", () => {
  it("uses the defaults for an empty address: page 1 of 50, the default sort", () => {
    expect(parse("")).toEqual({
      page: 1,
      pageSize: 50,
      sort: "lastname",
      q: "",
      filters: {},
      hidden: [],
    });
  });

  it("reads every part and writes back the same address", () => {
    const query = "q=jane&team=a1b2c3&role=rep&sort=-Created&size=100&page=3&hide=email,Created";
    const state = parse(query);
    expect(state).toEqual({
      page: 3,
      pageSize: 100,
      sort: "-Created",
      q: "jane",
      filters: { team: "a1b2c3", role: "rep" },
      hidden: ["email", "Created"],
    });
    expect(listStateSearch(state, spec).toString()).toBe(new URLSearchParams(query).toString());
  });

  it("falls back to defaults for values that do not parse", () => {
    const state = parse("page=abc&size=7&sort=password&team=");
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(50);
    expect(state.sort).toBe("lastname");
    expect(state.filters).toEqual({});
    expect(parse("page=0").page).toBe(1);
    expect(parse("size=500").pageSize).toBe(500);
  });

  it("leaves defaults out of the address", () => {
    expect(listStateSearch(parse("sort=lastname&size=50&page=1"), spec).toString()).toBe("");
  });
});

describe("values the list does not understand", () => {
  const users = (query: string) => new URLSearchParams(query);

  it("ignores filter values the contract does not allow, and names them", () => {
    const params = users("role=xyz&status=7&team=a1b2c3&campaign=bad%20id&q=jane");
    const state = parseListState(params, USERS_LIST);
    expect(state.filters).toEqual({ team: "a1b2c3" });
    expect(state.q).toBe("jane");
    expect(ignoredListParams(params, USERS_LIST)).toEqual(["role", "status", "campaign"]);
  });

  it("keeps the values the contract allows", () => {
    const params = users("role=rep&status=0&team=a1b2c3&campaign=c0ffee");
    expect(parseListState(params, USERS_LIST).filters).toEqual({
      role: "rep",
      status: "0",
      team: "a1b2c3",
      campaign: "c0ffee",
    });
    expect(ignoredListParams(params, USERS_LIST)).toEqual([]);
  });

  it("names a page, page size or sort that does not parse", () => {
    expect(ignoredListParams(users("page=abc&size=7&sort=password"), USERS_LIST)).toEqual([
      "page",
      "size",
      "sort",
    ]);
    expect(ignoredListParams(users("page=999&size=25&sort=-Created"), USERS_LIST)).toEqual([]);
  });

  it("checks a filter against the contract's enum, pattern and lengths", () => {
    const role = fitsLimits(schemaLimits.Player.role);
    expect(role("manager")).toBe(true);
    expect(role("Manager")).toBe(false);
    const id = fitsLimits(schemaLimits.Team.id);
    expect(id("a1b2c3")).toBe(true);
    expect(id("")).toBe(false);
    expect(id("a".repeat(65))).toBe(false);
  });

  it("computes the last page to clamp to", () => {
    expect(lastPageOf(0, 50)).toBe(1);
    expect(lastPageOf(50, 50)).toBe(1);
    expect(lastPageOf(51, 50)).toBe(2);
  });
});

describe("changing the state", () => {
  const onPage4 = parse("q=jane&page=4");

  it("goes back to page 1 on a new search, filter, sort or page size", () => {
    expect(changeListState(onPage4, { q: "john" }).page).toBe(1);
    expect(changeListState(onPage4, { filters: { role: "rep" } }).page).toBe(1);
    expect(changeListState(onPage4, { sort: "-Created" }).page).toBe(1);
    expect(changeListState(onPage4, { pageSize: 25 }).page).toBe(1);
  });

  it("keeps the page when only columns change or the same search is sent", () => {
    expect(changeListState(onPage4, { hidden: ["email"] }).page).toBe(4);
    expect(changeListState(onPage4, { q: "jane" }).page).toBe(4);
  });

  it("removes a filter set to nothing", () => {
    const filtered = changeListState(onPage4, { filters: { team: "a1", role: "rep" } });
    expect(changeListState(filtered, { filters: { team: undefined } }).filters).toEqual({
      role: "rep",
    });
  });
});

describe("sort ⇄ table sorting", () => {
  it("maps a leading minus to descending, both ways", () => {
    expect(sortToSorting("-Created")).toEqual([{ id: "Created", desc: true }]);
    expect(sortToSorting("lastname")).toEqual([{ id: "lastname", desc: false }]);
    expect(sortToSorting(undefined)).toEqual([]);
    expect(sortingToSort([{ id: "Created", desc: true }])).toBe("-Created");
    expect(sortingToSort([])).toBeUndefined();
  });
});
