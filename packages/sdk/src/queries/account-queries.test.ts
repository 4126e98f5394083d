import { describe, expect, it, vi } from "vitest";
import { LAST_SUBMISSIONS_DEFAULT } from "../settings/constants";
import {
  accountQuery,
  accountQueryDefaults,
  dateRangeParams,
  lastSubmissions,
} from "./account-queries";

const range = { After: "2026-11-20T05:00:00.000Z", Before: "2026-11-21T04:59:59.999Z" };

describe("submission query defaults", () => {
  it("sort newest first by Received, or by TransactionProcessed for the Processed option", () => {
    expect(accountQueryDefaults()).toEqual({ Sort: "-Received" });
    expect(accountQueryDefaults({ dateOption: "Received" })).toEqual({
      Sort: "-Received",
      DateField: "Received",
    });
    expect(accountQueryDefaults({ dateOption: "Processed" })).toEqual({
      Sort: "-TransactionProcessed",
      DateField: "Processed",
    });
  });

  it("page the last N submissions, 5 by default", () => {
    expect(LAST_SUBMISSIONS_DEFAULT).toBe(5);
    expect(lastSubmissions()).toEqual({ Page: 1, PageSize: 5 });
    expect(lastSubmissions(20)).toEqual({ Page: 1, PageSize: 20 });
    expect(() => lastSubmissions(0)).toThrow(RangeError);
    expect(() => lastSubmissions(2.5)).toThrow(RangeError);
  });

  it("take a date range as strings or from a function called when the query is built", () => {
    expect(dateRangeParams(range)).toEqual(range);
    const compute = vi.fn(() => range);
    expect(dateRangeParams(compute)).toEqual(range);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("compose into a full query where explicit filters win", () => {
    expect(
      accountQuery({
        dateOption: "Processed",
        range,
        last: 5,
        filters: { Campaign: "c1", Sort: "Amount" },
      }),
    ).toEqual({
      Sort: "Amount",
      DateField: "Processed",
      After: range.After,
      Before: range.Before,
      Page: 1,
      PageSize: 5,
      Campaign: "c1",
    });
    expect(accountQuery()).toEqual({ Sort: "-Received" });
  });
});
