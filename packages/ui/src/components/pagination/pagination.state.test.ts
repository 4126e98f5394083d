import { describe, expect, it } from "vitest";
import { paginationView } from "./pagination.state";

describe("paginationView", () => {
  it("first page of an exact count: 1–50, no way back, next and last open", () => {
    expect(paginationView({ page: 1, pageSize: 50, totalCount: 1234 })).toEqual({
      from: 1,
      to: 50,
      pageCount: 25,
      canPrevious: false,
      canNext: true,
      canLast: true,
    });
  });

  it("last page holds the remainder and closes next and last", () => {
    expect(paginationView({ page: 25, pageSize: 50, totalCount: 1234 })).toEqual({
      from: 1201,
      to: 1234,
      pageCount: 25,
      canPrevious: true,
      canNext: false,
      canLast: false,
    });
  });

  it("an empty list is one page showing nothing", () => {
    expect(paginationView({ page: 1, pageSize: 50, totalCount: 0 })).toMatchObject({
      from: 0,
      to: 0,
      pageCount: 1,
      canPrevious: false,
      canNext: false,
    });
  });

  it("an estimate never allows jumping to the last page", () => {
    const view = paginationView({
      page: 3,
      pageSize: 50,
      totalCount: 12_000,
      countApproximate: true,
    });
    expect(view).toMatchObject({
      from: 101,
      to: 150,
      pageCount: 240,
      canNext: true,
      canLast: false,
    });
  });

  it("a cursor keeps next open past the estimate, and its absence closes it", () => {
    const past = { page: 241, pageSize: 50, totalCount: 12_000, countApproximate: true };
    expect(paginationView({ ...past, hasNextPage: true }).canNext).toBe(true);
    expect(paginationView({ ...past, hasNextPage: false }).canNext).toBe(false);
  });

  it("counts the rows actually on the page when told", () => {
    expect(
      paginationView({
        page: 2,
        pageSize: 50,
        totalCount: 12_000,
        countApproximate: true,
        pageItemCount: 17,
      }),
    ).toMatchObject({ from: 51, to: 67 });
  });

  it("without a count, shows the page's span and relies on the cursor", () => {
    expect(paginationView({ page: 2, pageSize: 25, hasNextPage: true })).toEqual({
      from: 26,
      to: 50,
      pageCount: undefined,
      canPrevious: true,
      canNext: true,
      canLast: false,
    });
  });
});
