import { describe, expect, it } from "vitest";
import type { AccountQuery } from "./account-queries";
import {
  SUBS_EXPAND_CAP,
  SUBS_EXPAND_PAGE_SIZE,
  expandSubsSelection,
  subsExpandQuery,
  subsExpandStep,
  type SubsExpandPage,
} from "./subs-selection-expand";

const hex = (n: number) => n.toString(16).padStart(8, "0");
const idsOf = (n: number) => Array.from({ length: n }, (_, index) => hex(index));

/** A server over `all` rows: keyset pages where the cursor is the index to start from. */
function server(all: readonly string[], options: { approximate?: number } = {}) {
  const queries: AccountQuery[] = [];
  const fetchPage = (query: AccountQuery): Promise<SubsExpandPage> => {
    queries.push(query);
    const from = query.Cursor === undefined ? 0 : Number(query.Cursor);
    const size = query.PageSize ?? 50;
    const rows = all.slice(from, from + size).map((ID) => ({ ID }));
    const next = from + size < all.length ? String(from + size) : undefined;
    return Promise.resolve({
      Accounts: rows,
      Count: options.approximate ?? all.length,
      ...(options.approximate === undefined ? {} : { CountApproximate: true }),
      ...(next === undefined ? {} : { NextCursor: next }),
    });
  };
  return { queries, fetchPage };
}

describe("subsExpandQuery", () => {
  it("keeps the filter and sort, asks only for ID, 1000 a page, from the cursor", () => {
    const filter = { Campaign: "c1,c2", Sort: "-Received", q: "ada" };
    expect(subsExpandQuery(filter)).toEqual({ ...filter, Fields: "ID", PageSize: 1000 });
    expect(subsExpandQuery(filter, "abc")).toEqual({
      ...filter,
      Fields: "ID",
      PageSize: SUBS_EXPAND_PAGE_SIZE,
      Cursor: "abc",
    });
  });

  it("drops paging and fields a caller left in", () => {
    const query = { Team: "t1", Page: 3, PageSize: 50, Cursor: "old", Fields: "ID,Email" };
    expect(subsExpandQuery(query)).toEqual({ Team: "t1", Fields: "ID", PageSize: 1000 });
  });
});

describe("subsExpandStep", () => {
  it("asks for more while the page has a next cursor, and is done without one", () => {
    expect(
      subsExpandStep([], { Accounts: [{ ID: "a" }, { ID: "b" }], Count: 3, NextCursor: "x" }),
    ).toEqual({ status: "more", ids: ["a", "b"], cursor: "x" });
    expect(subsExpandStep(["a", "b"], { Accounts: [{ ID: "c" }], Count: 3 })).toEqual({
      status: "done",
      ids: ["a", "b", "c"],
    });
  });

  it("adds an id once even when pages overlap", () => {
    expect(subsExpandStep(["a"], { Accounts: [{ ID: "a" }, { ID: "b" }], Count: 2 })).toEqual({
      status: "done",
      ids: ["a", "b"],
    });
  });

  it("refuses at once when an exact count passes the cap", () => {
    expect(subsExpandStep([], { Accounts: [{ ID: "a" }], Count: 11, NextCursor: "x" }, 10)).toEqual(
      { status: "tooMany", count: 11, cap: 10 },
    );
  });

  it("does not trust an approximate count, but refuses once the ids gathered pass the cap", () => {
    const approximate = { Count: 50, CountApproximate: true, NextCursor: "x" };
    expect(subsExpandStep([], { ...approximate, Accounts: [{ ID: "a" }] }, 2)).toEqual({
      status: "more",
      ids: ["a"],
      cursor: "x",
    });
    expect(
      subsExpandStep(["a"], { ...approximate, Accounts: [{ ID: "b" }, { ID: "c" }] }, 2),
    ).toEqual({ status: "tooMany", count: 50, cap: 2 });
  });

  it("takes exactly the cap", () => {
    expect(subsExpandStep([], { Accounts: [{ ID: "a" }, { ID: "b" }], Count: 2 }, 2)).toEqual({
      status: "done",
      ids: ["a", "b"],
    });
  });

  it("refuses a cap that is not a whole number of at least 1", () => {
    const page = { Accounts: [], Count: 0 };
    expect(() => subsExpandStep([], page, 0)).toThrow(RangeError);
    expect(() => subsExpandStep([], page, 1.5)).toThrow(RangeError);
  });
});

describe("expandSubsSelection", () => {
  it("pages the filter by cursor until the last page, reporting progress", async () => {
    const all = idsOf(2500);
    const { queries, fetchPage } = server(all);
    const progress: number[] = [];
    const outcome = await expandSubsSelection({ Team: "t1" }, fetchPage, {
      onProgress: (gathered) => progress.push(gathered),
    });
    expect(outcome).toEqual({ status: "done", ids: all });
    expect(queries.map((query) => query.Cursor)).toEqual([undefined, "1000", "2000"]);
    expect(queries.every((query) => query.Fields === "ID" && query.Team === "t1")).toBe(true);
    expect(progress).toEqual([1000, 2000, 2500]);
  });

  it("answers an empty selection with no ids", async () => {
    const { fetchPage } = server([]);
    await expect(expandSubsSelection({}, fetchPage)).resolves.toEqual({
      status: "done",
      ids: [],
    });
  });

  it("stops at the first page when the exact count passes the cap (10 000 by default)", async () => {
    expect(SUBS_EXPAND_CAP).toBe(10_000);
    const { queries, fetchPage } = server(idsOf(10_001));
    await expect(expandSubsSelection({}, fetchPage)).resolves.toEqual({
      status: "tooMany",
      count: 10_001,
      cap: 10_000,
    });
    expect(queries).toHaveLength(1);
  });

  it("pages past an approximate count until the ids gathered pass the cap", async () => {
    const { queries, fetchPage } = server(idsOf(2500), { approximate: 900 });
    await expect(expandSubsSelection({}, fetchPage, { cap: 1500 })).resolves.toEqual({
      status: "tooMany",
      count: 2000,
      cap: 1500,
    });
    expect(queries).toHaveLength(2);
  });

  it("passes a failed page's error on", async () => {
    const failing = () => Promise.reject(new Error("offline"));
    await expect(expandSubsSelection({}, failing)).rejects.toThrow("offline");
  });

  it("stops before the next page once aborted", async () => {
    const controller = new AbortController();
    const { queries, fetchPage } = server(idsOf(2500));
    const outcome = expandSubsSelection({}, fetchPage, {
      signal: controller.signal,
      onProgress: () => {
        controller.abort(new Error("cancelled"));
      },
    });
    await expect(outcome).rejects.toThrow("cancelled");
    expect(queries).toHaveLength(1);
  });
});
