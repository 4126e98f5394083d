import { describe, expect, it } from "vitest";
import { isSubmissionId, toSubmissionId } from "./submission-id";

describe("isSubmissionId", () => {
  it.each(["3fa9c1", "3fa9c1d", "3fa9c1d2", "000000"])("accepts %s", (id) => {
    expect(isSubmissionId(id)).toBe(true);
  });

  it.each(["3fa9c", "3fa9c1d2e", "3FA9C1", "3fa9cg", " 3fa9c1", "", 123456, null])(
    "rejects %j",
    (id) => {
      expect(isSubmissionId(id)).toBe(false);
    },
  );
});

describe("toSubmissionId", () => {
  it("trims and lowercases a search term", () => {
    expect(toSubmissionId(" 3FA9C1D2 ")).toBe("3fa9c1d2");
    expect(toSubmissionId("jane")).toBeNull();
  });
});
