import { describe, expect, it } from "vitest";
import { csvRows } from "./csv-rows";

describe("csvRows", () => {
  it("reads ID and the changed columns, leaving empty cells out", () => {
    expect(csvRows("id,Amount,City\n3fa9c1d2,25,\n0b1c2d,,Lyon\n")).toEqual({
      ok: true,
      rows: [
        { ID: "3fa9c1d2", Values: { Amount: "25" } },
        { ID: "0b1c2d", Values: { City: "Lyon" } },
      ],
    });
  });
  it("refuses a file without an ID column or without rows", () => {
    expect(csvRows("Amount,City\n25,Lyon\n")).toEqual({ ok: false, reason: "noId" });
    expect(csvRows("ID,Amount\n")).toEqual({ ok: false, reason: "empty" });
  });
});
