// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cropOf } from "./collateral-file";

describe("collateral crops", () => {
  it("cuts a landscape photo's middle to the splash screen's portrait 9:16", () => {
    const crop = cropOf("splash", 4000, 3000);
    expect(crop.height).toBe(3000);
    expect(crop.width).toBeCloseTo(3000 * (9 / 16));
    expect(crop.left).toBeCloseTo((4000 - crop.width) / 2);
    expect(crop.top).toBe(0);
    expect([crop.outWidth, crop.outHeight]).toEqual([1080, 1920]);
  });

  it("cuts a tall image to the contact card's 4:3 and never scales a small one up", () => {
    const crop = cropOf("contact", 400, 1000);
    expect(crop.width).toBe(400);
    expect(crop.height).toBe(300);
    expect(crop.top).toBe(350);
    expect([crop.outWidth, crop.outHeight]).toEqual([400, 300]);
  });
});
