import { describe, expect, it } from "vitest";
import { changeRatio, previousPeriod } from "./period";

describe("previousPeriod", () => {
  it("is the range of equal length that ends 1 ms before the range starts", () => {
    const after = new Date("2026-03-01T00:00:00.000Z");
    const before = new Date("2026-03-31T23:59:59.999Z");
    const previous = previousPeriod({ after, before });
    expect(previous.before.toISOString()).toBe("2026-02-28T23:59:59.999Z");
    expect(previous.after.toISOString()).toBe("2026-01-29T00:00:00.000Z");
    expect(previous.before.getTime() - previous.after.getTime()).toBe(
      before.getTime() - after.getTime(),
    );
  });

  it("refuses a range whose end is before its start", () => {
    expect(() =>
      previousPeriod({ after: new Date("2026-03-02"), before: new Date("2026-03-01") }),
    ).toThrow(RangeError);
  });
});

describe("changeRatio", () => {
  it("is the change as a fraction of the previous value", () => {
    expect(changeRatio(125, 100)).toBe(0.25);
    expect(changeRatio(50, 100)).toBe(-0.5);
    expect(changeRatio(7, 7)).toBe(0);
  });

  it("has no ratio against nothing", () => {
    expect(changeRatio(10, 0)).toBeUndefined();
  });
});
