import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { MAX_DIFF_PIXELS, comparePng } from "./compare.mjs";

function png(width: number, height: number, paint?: (x: number, y: number) => boolean): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 4;
      const painted = paint?.(x, y) ?? false;
      image.data[offset] = painted ? 220 : 255;
      image.data[offset + 1] = painted ? 38 : 255;
      image.data[offset + 2] = painted ? 38 : 255;
      image.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(image);
}

describe("comparePng", () => {
  it("passes identical screenshots without decoding them", () => {
    expect(comparePng(png(40, 30), png(40, 30))).toEqual({
      same: true,
      identical: true,
      diffPixels: 0,
    });
  });

  it("compares the pixels of files whose bytes differ", () => {
    const plain = png(40, 30);
    const recompressed = PNG.sync.write(PNG.sync.read(plain), { colorType: 2 }); // RGB, not RGBA
    expect(recompressed.equals(plain)).toBe(false);
    expect(comparePng(plain, recompressed)).toEqual({ same: true, diffPixels: 0 });
  });

  it("fails on a changed region and reports where it is", () => {
    const changed = png(40, 30, (x, y) => x >= 10 && x < 20 && y >= 5 && y < 9);
    const result = comparePng(png(40, 30), changed);
    expect(result.same).toBe(false);
    expect(result.diffPixels).toBe(40);
    expect(result.region).toEqual({ x: 10, y: 5, width: 10, height: 4 });
    expect(result.diff).toBeInstanceOf(Buffer);
  });

  it(`tolerates at most ${MAX_DIFF_PIXELS} stray pixels (antialiasing), not one more`, () => {
    const stray = (count: number) => png(40, 30, (x, y) => y === 0 && x < count);
    expect(comparePng(png(40, 30), stray(MAX_DIFF_PIXELS)).same).toBe(true);
    expect(comparePng(png(40, 30), stray(MAX_DIFF_PIXELS + 1)).same).toBe(false);
  });

  it("fails when the size changes", () => {
    const result = comparePng(png(40, 30), png(40, 31));
    expect(result).toMatchObject({ same: false, reason: "size changed from 40×30 to 40×31" });
  });
});
