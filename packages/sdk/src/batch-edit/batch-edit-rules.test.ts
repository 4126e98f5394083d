import { describe, expect, it } from "vitest";
import { batchChunks, batchReportCsv, parseBatchIds, readBatchValue } from "./batch-edit-rules";

describe("parseBatchIds", () => {
  it("reads ids separated by commas, spaces and new lines, once each, lower case", () => {
    expect(parseBatchIds("3FA9C1D2, 0b1c2d\n3fa9c1d2;;abc zzzzzz")).toEqual({
      ids: ["3fa9c1d2", "0b1c2d"],
      invalid: ["abc", "zzzzzz"],
    });
  });
  it("reads nothing from blank text", () => {
    expect(parseBatchIds("  \n ")).toEqual({ ids: [], invalid: [] });
  });
});

describe("readBatchValue", () => {
  it("reads a masked amount as a number and refuses text", () => {
    expect(readBatchValue("Amount", "30")).toEqual({ ok: true, value: 30 });
    expect(readBatchValue("Amount", "thirty").ok).toBe(false);
  });
  it("applies the host's validators", () => {
    const result = readBatchValue("City", "X", { City: { minLength: 2 } });
    expect(result).toEqual({ ok: false, problem: { code: "tooShort", limit: 2 } });
  });
  it("reads booleans of flag fields", () => {
    expect(readBatchValue("Meta_emailValidated", "yes")).toEqual({ ok: true, value: true });
    expect(readBatchValue("Meta_emailValidated", "0")).toEqual({ ok: true, value: false });
    expect(readBatchValue("Meta_emailValidated", "maybe")).toEqual({
      ok: false,
      problem: { code: "boolean" },
    });
  });
  it("passes typed values through", () => {
    expect(readBatchValue("Amount", 12)).toEqual({ ok: true, value: 12 });
    expect(readBatchValue("City", null)).toEqual({ ok: true, value: null });
  });
});

describe("batchReportCsv and batchChunks", () => {
  it("quotes every value and doubles inner quotes", () => {
    const csv = batchReportCsv([{ ID: "0b1c2d", Outcome: "failed", Message: 'bad "x"' }]);
    expect(csv).toBe('"ID","Outcome","Message"\r\n"0b1c2d","failed","bad ""x"""\r\n');
  });
  it("cuts a list into chunks", () => {
    expect(batchChunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
