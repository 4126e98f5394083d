import { describe, expect, it } from "vitest";
import {
  changeListState,
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
