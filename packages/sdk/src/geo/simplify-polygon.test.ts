import { describe, expect, it } from "vitest";
import type { Schema } from "../contract/types";
import { simplifyPolygon } from "./simplify-polygon";

type Ring = [number, number][];

/** A closed circle-ish ring of `count` distinct positions around the default map centre. */
function circle(count: number, radius = 0.1, jitter = 0): Ring {
  const ring: Ring = Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count;
    const r = radius * (1 + (i % 2 === 0 ? jitter : -jitter));
    return [-98.67 + r * Math.cos(angle), 42.8 + r * Math.sin(angle)];
  });
  return [...ring, ...ring.slice(0, 1)];
}

function expectValidRing(ring: readonly (readonly number[])[], maxPoints = 126): void {
  expect(ring.length).toBeGreaterThanOrEqual(4);
  expect(ring.length).toBeLessThanOrEqual(maxPoints);
  expect(ring.at(-1)).toEqual(ring[0]);
}

describe("simplifyPolygon", () => {
  it("brings a 1000-point Polygon ring down to at most 126 points, closed", () => {
    const polygon: Schema<"GeoPolygon"> = { type: "Polygon", coordinates: [circle(1000)] };
    const result: Schema<"GeoPolygon"> = simplifyPolygon(polygon);
    expect(result.type).toBe("Polygon");
    const [outer] = result.coordinates;
    expectValidRing(outer ?? []);
    // It simplifies rather than merely truncating: still well over the 4-point floor.
    expect(outer?.length).toBeGreaterThan(20);
    // Every kept position is one of the originals.
    const originals = new Set(polygon.coordinates[0]?.map((p) => p.join()));
    expect(outer?.every((p) => originals.has(p.join()))).toBe(true);
  });

  it("leaves rings already within the limit as they are", () => {
    const ring = circle(50);
    expect(simplifyPolygon({ type: "Polygon", coordinates: [ring] }).coordinates).toEqual([ring]);
  });

  it("simplifies each ring of a MultiPolygon, holes included", () => {
    const multi: Schema<"GeoMultiPolygon"> = {
      type: "MultiPolygon",
      coordinates: [[circle(600, 0.2, 0.01), circle(400, 0.05)], [circle(10)]],
    };
    const result = simplifyPolygon(multi);
    expect(result.type).toBe("MultiPolygon");
    expect(result.coordinates.map((polygon) => polygon.length)).toEqual([2, 1]);
    for (const ring of result.coordinates.flat()) expectValidRing(ring);
    expect(result.coordinates[1]).toEqual([circle(10)]);
  });

  it("honours maxPoints and closes an unclosed ring", () => {
    const open = circle(300).slice(0, -1);
    const [ring] = simplifyPolygon(
      { type: "Polygon", coordinates: [open] },
      { maxPoints: 20 },
    ).coordinates;
    expectValidRing(ring ?? [], 20);
  });

  it("never goes below 4 positions, even for a degenerate ring", () => {
    const point: Ring = Array.from({ length: 200 }, () => [1, 1]);
    const [ring] = simplifyPolygon({ type: "Polygon", coordinates: [point] }).coordinates;
    expectValidRing(ring ?? []);
  });

  it("still meets the limit when the tolerance steps run out", () => {
    const noisy = circle(2000, 0.1, 0.3);
    const [ring] = simplifyPolygon(
      { type: "Polygon", coordinates: [noisy] },
      { iterations: 1, maxPoints: 30 },
    ).coordinates;
    expectValidRing(ring ?? [], 30);
  });

  it("keeps altitudes of the positions it keeps", () => {
    const open = circle(500)
      .slice(0, -1)
      .map(([lng, lat], i) => [lng, lat, i % 3]);
    const ring = [...open, ...open.slice(0, 1)];
    const altitudes = new Map(
      ring.map((position) => [`${position[0]},${position[1]}`, position[2]]),
    );
    const [result] = simplifyPolygon({ type: "Polygon", coordinates: [ring] }).coordinates;
    expect(result?.length).toBeLessThanOrEqual(126);
    for (const position of result ?? []) {
      expect(position).toHaveLength(3);
      expect(position[2]).toBe(altitudes.get(`${position[0]},${position[1]}`));
    }
  });
});
