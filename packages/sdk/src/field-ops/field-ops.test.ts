import { describe, expect, it } from "vitest";
import {
  cancelRate,
  daysAfterSignUp,
  FIELD_LIST_DEFAULT_RANGE,
  fieldListQuery,
  fieldListRangeText,
} from "./index";

const NOW = new Date("2026-11-26T15:00:00.000Z");

describe("fieldListQuery", () => {
  it("defaults to the last day in the zone: from 00:00 yesterday to the end of today", () => {
    const query = fieldListQuery({ timeZone: "UTC", page: 1, pageSize: 50 }, NOW);
    expect(query).toEqual({
      After: "2026-11-25T00:00:00.000Z",
      Before: "2026-11-26T23:59:59.999Z",
      timezone: "UTC",
      Page: 1,
      PageSize: 50,
    });
    expect(fieldListRangeText(FIELD_LIST_DEFAULT_RANGE)).toBe("1d-before");
  });

  it("carries the range, filters, type, order and page of the view", () => {
    const query = fieldListQuery(
      {
        range: "today",
        timeZone: "America/Toronto",
        campaign: "c1",
        team: "t1",
        player: "p1",
        type: "refund",
        sort: "-Created",
        page: 3,
        pageSize: 100,
      },
      NOW,
    );
    expect(query).toMatchObject({
      After: "2026-11-26T05:00:00.000Z",
      Campaign: "c1",
      Team: "t1",
      Player: "p1",
      Type: "refund",
      Sort: "-Created",
      Page: 3,
      PageSize: 100,
      timezone: "America/Toronto",
    });
  });

  it("falls back to the last day for a range it cannot read, and leaves empty filters out", () => {
    const query = fieldListQuery(
      { range: "fortnight", timeZone: "UTC", campaign: "", page: 1, pageSize: 10 },
      NOW,
    );
    expect(query.After).toBe("2026-11-25T00:00:00.000Z");
    expect("Campaign" in query).toBe(false);
  });
});

describe("daysAfterSignUp", () => {
  it("counts whole days, never negative, undefined when a date is missing", () => {
    expect(daysAfterSignUp("2026-11-01T10:00:00Z", "2026-11-04T09:59:59Z")).toBe(2);
    expect(daysAfterSignUp("2026-11-01T10:00:00Z", "2026-11-04T10:00:00Z")).toBe(3);
    expect(daysAfterSignUp("2026-11-05T10:00:00Z", "2026-11-04T10:00:00Z")).toBe(0);
    expect(daysAfterSignUp(undefined, "2026-11-04T10:00:00Z")).toBeUndefined();
    expect(daysAfterSignUp("not a date", "2026-11-04T10:00:00Z")).toBeUndefined();
  });
});

describe("cancelRate", () => {
  it("is cancels over sign-ups, undefined without sign-ups", () => {
    expect(cancelRate(5, 20)).toBe(0.25);
    expect(cancelRate(0, 20)).toBe(0);
    expect(cancelRate(3, 0)).toBeUndefined();
    expect(cancelRate(-1, 5)).toBeUndefined();
  });
});
