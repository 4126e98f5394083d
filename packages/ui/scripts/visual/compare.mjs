// Pixel comparison of two PNG screenshots (pixelmatch), with the changed region's bounding box.
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

/** Per-pixel colour tolerance (pixelmatch's YIQ threshold, 0–1). */
export const PIXEL_THRESHOLD = 0.1;
/** A story passes when at most this many pixels differ: antialiasing noise, never a region. */
export const MAX_DIFF_PIXELS = 8;

/**
 * @param {Buffer} baseline
 * @param {Buffer} actual
 * @returns {{ same: boolean, identical?: boolean, reason?: string, diffPixels: number, region?: { x: number, y: number, width: number, height: number }, diff?: Buffer }}
 */
export function comparePng(baseline, actual) {
  // Chromium encodes the same pixels to the same bytes: most renders equal their baseline's file,
  // and decoding two PNGs and comparing them pixel by pixel is then wasted work.
  if (baseline.equals(actual)) return { same: true, identical: true, diffPixels: 0 };
  const a = PNG.sync.read(baseline);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    return {
      same: false,
      reason: `size changed from ${a.width}×${a.height} to ${b.width}×${b.height}`,
      diffPixels: Math.max(a.width * a.height, b.width * b.height),
    };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const diffPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {
    threshold: PIXEL_THRESHOLD,
    diffMask: true,
  });
  if (diffPixels <= MAX_DIFF_PIXELS) return { same: true, diffPixels };
  return {
    same: false,
    reason: `${diffPixels} pixels differ`,
    diffPixels,
    region: changedRegion(diff),
    diff: PNG.sync.write(diff),
  };
}

/** The bounding box of the pixels pixelmatch marked (non-transparent in its diff mask). */
function changedRegion(diff) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < diff.height; y += 1) {
    for (let x = 0; x < diff.width; x += 1) {
      if (diff.data[(y * diff.width + x) * 4 + 3] !== 0) {
        minX = Math.min(minX, x);
        minY = Math.min(minY, y);
        maxX = Math.max(maxX, x);
        maxY = Math.max(maxY, y);
      }
    }
  }
  return maxX < 0
    ? undefined
    : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}
