import { describe, expect, it } from "vitest";
import { canRerunBatch, batchPageSize } from "./batch-list";
import { checkIncomingFile, INCOMING_MAX_ROWS } from "./incoming-submissions";

const good = {
  ID: "a1b2c3d4",
  Campaign: "camp01",
  FirstName: "Ada",
  Amount: 25,
  Email: "ada@example.org",
};

describe("checkIncomingFile", () => {
  it("accepts one submission object and an array of them", () => {
    expect(checkIncomingFile(good)).toEqual({
      ok: true,
      submissions: [
        {
          ID: "a1b2c3d4",
          Campaign: "camp01",
          values: { FirstName: "Ada", Amount: 25, Email: "ada@example.org" },
        },
      ],
    });
    const batch = checkIncomingFile([good, { ...good, ID: "a1b2c3d5" }]);
    expect(batch.ok && batch.submissions.map((s) => s.ID)).toEqual(["a1b2c3d4", "a1b2c3d5"]);
  });

  it("names every bad field of every row with the editor's reasons", () => {
    const result = checkIncomingFile([
      good,
      { ID: "XYZ", Campaign: "camp01", Amount: -3, Country: "Narnia", Shoe: 1, DOB: "31.12.1990" },
      { Campaign: "c", FirstName: 7 },
    ]);
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: "/file/1/ID", code: "pattern", message: "does not match the expected format" },
        expect.objectContaining({ field: "/file/1/Amount", code: "number" }),
        expect.objectContaining({ field: "/file/1/Country" }),
        { field: "/file/1/Shoe", code: "unknown", message: "is not a submission field" },
        { field: "/file/1/DOB", code: "date", message: "must be a date (year-month-day)" },
        { field: "/file/2/ID", code: "required", message: "is required" },
        { field: "/file/2/FirstName", code: "type", message: "must be text" },
      ],
    });
  });

  it("refuses an id used twice in one file, an empty file and one too large", () => {
    expect(checkIncomingFile([good, good])).toEqual({
      ok: false,
      problems: [expect.objectContaining({ field: "/file/1/ID", code: "duplicate" })],
    });
    expect(checkIncomingFile([])).toMatchObject({ ok: false, problems: [{ code: "empty" }] });
    const many = Array.from({ length: INCOMING_MAX_ROWS + 1 }, () => good);
    expect(checkIncomingFile(many)).toMatchObject({ ok: false, problems: [{ code: "tooMany" }] });
    expect(checkIncomingFile("text")).toMatchObject({
      ok: false,
      problems: [{ field: "/file", code: "type" }],
    });
  });

  it("applies the host's validators on top of the contract", () => {
    const result = checkIncomingFile(
      { ID: "abcdef", Campaign: "c1" },
      { Email: { required: true } },
    );
    expect(result).toEqual({
      ok: true,
      submissions: [{ ID: "abcdef", Campaign: "c1", values: {} }],
    });
    const tight = checkIncomingFile(
      { ID: "abcdef", Campaign: "c1", FirstName: "Bartholomew" },
      { FirstName: { maxLength: 5 } },
    );
    expect(tight).toMatchObject({
      ok: false,
      problems: [{ field: "/file/FirstName", code: "tooLong" }],
    });
  });
});

describe("batch list rules", () => {
  it("re-runs failed batches and batches with failed rows only", () => {
    expect(canRerunBatch({ status: "failed", failed: 0 })).toBe(true);
    expect(canRerunBatch({ status: "done", failed: 2 })).toBe(true);
    expect(canRerunBatch({ status: "done", failed: 0 })).toBe(false);
    expect(canRerunBatch({ status: "running", failed: 3 })).toBe(false);
  });
  it("takes the page sizes 10…500 and defaults to 50", () => {
    expect(batchPageSize("500")).toBe(500);
    expect(batchPageSize(10)).toBe(10);
    expect(batchPageSize(7)).toBe(50);
    expect(batchPageSize(undefined)).toBe(50);
  });
});
