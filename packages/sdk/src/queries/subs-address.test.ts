import { describe, expect, it } from "vitest";
import {
  changeSubsView,
  defaultSubsView,
  isFilteredSubsView,
  parseSubsAddress,
  parseSubsRange,
  subsAddress,
  subsCsvQuery,
  subsQuery,
  subsRangeText,
} from "./subs-address";

const read = (search: string, options = {}) =>
  parseSubsAddress(new URLSearchParams(search), options);

const NOW = new Date("2026-11-25T15:00:00.000Z"); // a Wednesday

describe("the /subs address", () => {
  it("reads an empty address as every submission, newest Received first, page 1 of 50", () => {
    const { view, notices } = read("");
    expect(notices).toEqual([]);
    expect(view).toEqual(defaultSubsView());
    expect(view.sort).toBe("-Received");
    expect(view.pageSize).toBe(50);
    expect(view.timeZone).toBe("UTC");
    expect(subsAddress(view).toString()).toBe("");
  });

  it("reads every filter and writes the same address back", () => {
    const search =
      "campaign=c1,c2&team=t1&player=p1&id=abc123,def4567&pay=failed,declined&freq=monthly" +
      "&q=lovelace&date=processed&range=lastWeek&tz=Europe%2FParis&size=1000&page=3&cursor=Zm9v";
    const { view, notices } = read(search);
    expect(notices).toEqual([]);
    expect(view).toMatchObject({
      campaigns: ["c1", "c2"],
      teams: ["t1"],
      players: ["p1"],
      ids: ["abc123", "def4567"],
      paymentStatuses: ["failed", "declined"],
      frequencies: ["monthly"],
      q: "lovelace",
      dateOption: "Processed",
      range: { kind: "lastWeek" },
      timeZone: "Europe/Paris",
      sort: "-TransactionProcessed",
      page: 3,
      pageSize: 1000,
      cursor: "Zm9v",
    });
    expect(subsAddress(view).toString()).toBe(new URLSearchParams(search).toString());
  });

  it("lower-cases submission ids and drops repeats", () => {
    const { view, notices } = read("id=ABC123,abc123");
    expect(notices).toEqual([]);
    expect(view.ids).toEqual(["abc123"]);
  });

  it.each([
    ["tz=Mars%2FOlympus", "tz", "unknownZone"],
    ["tz=Asia%2FTokyo", "tz", "unknownZone"], // valid, but not in the configured list
    ["range=yesteryear", "range", "badDate"],
    ["range=0d-before", "range", "badDate"],
    ["range=7w-before", "range", "badDate"],
    ["page=0", "page", "badPage"],
    ["page=-2", "page", "badPage"],
    ["page=abc", "page", "badPage"],
    ["page=99999999999999999999", "page", "pageTooLarge"],
    ["page=50000000&size=1000", "page", "pageTooLarge"],
    ["size=7", "size", "badPageSize"],
    ["size=2000", "size", "badPageSize"],
    ["sort=Nope", "sort", "unknownSort"],
    ["sort=-_secret", "sort", "unknownSort"],
    ["cursor=a%20b&page=2", "cursor", "badCursor"],
    ["cursor=abc", "cursor", "badCursor"], // a cursor belongs to a page after the first
    ["pay=paid", "pay", "badValue"],
    ["freq=weekly", "freq", "badValue"],
    ["id=xyz", "id", "badValue"],
    ["campaign=a%20b", "campaign", "badValue"],
    ["q=a", "q", "badValue"],
    ["date=shipped", "date", "badValue"],
    ["Fields=Email", "Fields", "unknownParam"],
  ])("ignores %s with a notice and shows the defaults", (search, param, reason) => {
    const { view, notices } = read(search);
    expect(notices).toEqual([expect.objectContaining({ param, reason })]);
    const defaults = defaultSubsView();
    const key = {
      tz: "timeZone",
      range: "range",
      page: "page",
      size: "pageSize",
      sort: "sort",
      cursor: "cursor",
      pay: "paymentStatuses",
      freq: "frequencies",
      id: "ids",
      campaign: "campaigns",
      q: "q",
      date: "dateOption",
    }[param];
    if (key !== undefined) {
      expect(view[key as keyof typeof view]).toEqual(defaults[key as keyof typeof defaults]);
    }
  });

  it("keeps the good values of a list beside a bad one", () => {
    const { view, notices } = read("pay=failed,paid,approved");
    expect(view.paymentStatuses).toEqual(["failed", "approved"]);
    expect(notices).toEqual([{ param: "pay", value: "failed,paid,approved", reason: "badValue" }]);
  });

  it("takes the configured zones and default zone", () => {
    const options = { timeZones: ["Asia/Tokyo", "UTC"], defaultTimeZone: "Asia/Tokyo" };
    expect(read("", options).view.timeZone).toBe("Asia/Tokyo");
    expect(read("tz=UTC", options).view.timeZone).toBe("UTC");
    expect(read("tz=Europe%2FParis", options).notices[0]?.reason).toBe("unknownZone");
    // A default outside the list falls back to UTC; unknown names in the list are dropped.
    expect(
      read("", { timeZones: ["Nowhere/Land", "UTC"], defaultTimeZone: "X" }).view.timeZone,
    ).toBe("UTC");
    // The default zone is left out of the address.
    expect(subsAddress(read("", options).view, options).toString()).toBe("");
  });

  it("writes custom ranges as N days or hours before or after now", () => {
    expect(parseSubsRange("7d-before")).toEqual({
      kind: "custom",
      range: { amount: 7, unit: "days", direction: "before" },
    });
    expect(parseSubsRange("12h-after")).toEqual({
      kind: "custom",
      range: { amount: 12, unit: "hours", direction: "after" },
    });
    expect(
      subsRangeText({ kind: "custom", range: { amount: 3, unit: "hours", direction: "before" } }),
    ).toBe("3h-before");
    expect(subsRangeText({ kind: "thisMonth" })).toBe("thisMonth");
  });
});

describe("changing the view", () => {
  const base = read("page=4&cursor=abc&range=today").view;

  it("goes back to page 1 without a cursor on any filter change", () => {
    const next = changeSubsView(base, { paymentStatuses: ["failed"] });
    expect(next.page).toBe(1);
    expect(next.cursor).toBeUndefined();
    expect(next.paymentStatuses).toEqual(["failed"]);
  });

  it("keeps the filters when paging, with or without a cursor", () => {
    expect(changeSubsView(base, { page: 5, cursor: "def" })).toMatchObject({
      page: 5,
      cursor: "def",
    });
    expect(changeSubsView(base, { page: 2 })).toMatchObject({ page: 2, cursor: undefined });
  });

  it("makes the order follow the date option", () => {
    const processed = changeSubsView(base, { dateOption: "Processed" });
    expect(processed.sort).toBe("-TransactionProcessed");
    expect(changeSubsView(processed, { dateOption: "Received" }).sort).toBe("-Received");
    expect(changeSubsView(base, { dateOption: "Processed", sort: "Amount" }).sort).toBe("Amount");
  });

  it("says whether anything filters", () => {
    expect(isFilteredSubsView(defaultSubsView())).toBe(false);
    expect(isFilteredSubsView(base)).toBe(true);
    expect(isFilteredSubsView(changeSubsView(defaultSubsView(), { q: "ada" }))).toBe(true);
  });
});

describe("the query of a view", () => {
  it("asks for one page, by Page or by Cursor", () => {
    const view = read("size=1000").view;
    expect(subsQuery(view, { now: NOW })).toEqual({ Sort: "-Received", PageSize: 1000, Page: 1 });
    const deep = read("page=9&cursor=xyz").view;
    expect(subsQuery(deep, { now: NOW })).toEqual({
      Sort: "-Received",
      PageSize: 50,
      Cursor: "xyz",
    });
  });

  it("cuts the range 00:00:00.000 → 23:59:59.999 in the chosen zone, on the chosen date", () => {
    const view = read("range=yesterday&tz=US%2FEastern&date=processed").view;
    expect(subsQuery(view, { now: NOW })).toMatchObject({
      DateField: "Processed",
      Sort: "-TransactionProcessed",
      After: "2026-11-24T05:00:00.000Z",
      Before: "2026-11-25T04:59:59.999Z",
      timezone: "US/Eastern",
    });
  });

  it("starts this week on the configured first day", () => {
    const view = read("range=thisWeek").view;
    expect(subsQuery(view, { now: NOW }).After).toBe("2026-11-22T00:00:00.000Z"); // Sunday
    expect(subsQuery(view, { now: NOW, firstDayOfWeek: 1 }).After).toBe("2026-11-23T00:00:00.000Z");
  });

  it("joins the filters and the fields, and leaves paging out of the CSV", () => {
    const view = read("campaign=c1,c2&id=abc123&pay=failed&freq=once,yearly&q=ada&page=2").view;
    const fields = ["Name", "Amount"];
    expect(subsQuery(view, { now: NOW, fields })).toEqual({
      Campaign: "c1,c2",
      ID: "abc123",
      PaymentStatus: "failed",
      Frequency: "once,yearly",
      q: "ada",
      Fields: "Name,Amount",
      Sort: "-Received",
      PageSize: 50,
      Page: 2,
    });
    expect(subsCsvQuery(view, { now: NOW, fields })).toEqual({
      Campaign: "c1,c2",
      ID: "abc123",
      PaymentStatus: "failed",
      Frequency: "once,yearly",
      q: "ada",
      Fields: "Name,Amount",
      Sort: "-Received",
    });
  });
});
