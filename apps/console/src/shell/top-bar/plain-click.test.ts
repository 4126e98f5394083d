import { describe, expect, it } from "vitest";
import { isPlainClick, type ClickLike } from "./plain-click";

const click = (overrides: Partial<ClickLike> = {}): ClickLike => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...overrides,
});

describe("isPlainClick", () => {
  it("is true for a primary click without modifiers", () => {
    expect(isPlainClick(click())).toBe(true);
  });

  it.each([
    ["middle button", { button: 1 }],
    ["Ctrl", { ctrlKey: true }],
    ["Cmd", { metaKey: true }],
    ["Shift", { shiftKey: true }],
    ["Alt", { altKey: true }],
    ["already handled", { defaultPrevented: true }],
  ] as const)("is false with %s", (_, overrides) => {
    expect(isPlainClick(click(overrides))).toBe(false);
  });
});
