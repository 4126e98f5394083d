import { describe, expect, it } from "vitest";
import { editDateMask, positionAfterDigits } from "./date-mask-editing";

describe("positionAfterDigits", () => {
  it("finds the place just after the n-th digit", () => {
    expect(positionAfterDigits("12.03.2026", 0)).toBe(0);
    expect(positionAfterDigits("12.03.2026", 2)).toBe(2);
    expect(positionAfterDigits("12.03.2026", 3)).toBe(4);
    expect(positionAfterDigits("12.03.2026", 8)).toBe(10);
    expect(positionAfterDigits("12", 5)).toBe(2);
  });
});

describe("editDateMask", () => {
  it("masks typed digits and keeps the caret after the last typed one", () => {
    expect(editDateMask("12", "120", 3, "insertText")).toEqual({ text: "12.0", caret: 4 });
    expect(editDateMask("", "12/03/2026", 10, "insertFromPaste")).toEqual({
      text: "12.03.2026",
      caret: 10,
    });
  });

  it("keeps the caret after the same digit when editing in the middle", () => {
    expect(editDateMask("12.03", "152.03", 2, "insertText")).toEqual({ text: "15.20.3", caret: 2 });
  });

  it("deletes the digit before a dot removed by Backspace, and after one removed by Delete", () => {
    expect(editDateMask("12.03", "1203", 2, "deleteContentBackward")).toEqual({
      text: "10.3",
      caret: 1,
    });
    expect(editDateMask("12.03", "1203", 2, "deleteContentForward")).toEqual({
      text: "12.3",
      caret: 2,
    });
  });

  it("refuses a digit typed into a full date", () => {
    expect(editDateMask("12.03.2026", "152.03.2026", 2, "insertText")).toEqual({
      text: "12.03.2026",
      caret: 1,
    });
  });

  it("drops what is not a digit", () => {
    expect(editDateMask("12", "12a", 3, "insertText")).toEqual({ text: "12", caret: 2 });
  });
});
