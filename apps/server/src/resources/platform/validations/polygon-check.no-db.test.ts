import { describe, expect, it } from "vitest";
import { checkPolygonSearch, MAX_POLYGON_SEARCH_POINTS } from "./polygon-check.js";

const square = [
  [-98.7, 42.8],
  [-98.6, 42.8],
  [-98.6, 42.9],
  [-98.7, 42.9],
  [-98.7, 42.8],
];

/** A closed ring of `count` positions around a circle. */
function circle(count: number, lng = -98.65, lat = 42.85): number[][] {
  const ring = Array.from({ length: count - 1 }, (_, index) => {
    const angle = (2 * Math.PI * index) / (count - 1);
    return [lng + 0.05 * Math.cos(angle), lat + 0.05 * Math.sin(angle)];
  });
  return [...ring, ring[0] ?? []];
}

const check = (shape: unknown) => checkPolygonSearch(JSON.stringify(shape));

describe("checkPolygonSearch", () => {
  it("accepts a Polygon and a MultiPolygon, counting every position", async () => {
    expect(await check({ type: "Polygon", coordinates: [square] })).toEqual({
      valid: true,
      points: 5,
    });
    expect(
      await check({ type: "MultiPolygon", coordinates: [[square], [circle(20, 10, 10)]] }),
    ).toEqual({ valid: true, points: 25 });
  });

  it("answers points 0 for text that is not a shape", async () => {
    expect(await checkPolygonSearch("{nope")).toMatchObject({
      valid: false,
      points: 0,
      reason: expect.stringMatching(/JSON/) as unknown,
    });
    expect(await check({ type: "Point", coordinates: [1, 2] })).toMatchObject({
      valid: false,
      points: 0,
    });
    expect(
      await check({
        type: "Polygon",
        coordinates: [
          [
            [1, 2],
            [3, 4],
          ],
        ],
      }),
    ).toMatchObject({ valid: false, points: 0 });
  });

  it.each([
    [
      "an open ring",
      [
        [-98.7, 42.8],
        [-98.6, 42.8],
        [-98.6, 42.9],
        [-98.7, 42.9],
      ],
      /not closed/,
    ],
    [
      "a latitude out of range",
      [
        [0, 0],
        [1, 95],
        [2, 0],
        [0, 0],
      ],
      /-90..90|latitude|\/1/,
    ],
    [
      "a bow tie",
      [
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
        [0, 0],
      ],
      /self-intersecting/,
    ],
    [
      "no area",
      [
        [0, 0],
        [1, 1],
        [2, 2],
        [0, 0],
      ],
      /no area/,
    ],
  ])("refuses %s with a reason", async (_, ring, reason) => {
    const verdict = await check({ type: "Polygon", coordinates: [ring] });
    expect(verdict.valid).toBe(false);
    expect(verdict.reason).toMatch(reason);
  });

  it("refuses rings over the simplification limit and shapes over the total limit", async () => {
    const big = await check({ type: "Polygon", coordinates: [circle(200)] });
    expect(big).toMatchObject({
      valid: false,
      points: 200,
      reason: expect.stringMatching(/Too many points/) as unknown,
    });
    const rings = Math.ceil(MAX_POLYGON_SEARCH_POINTS / 100) + 1;
    const many = await check({
      type: "MultiPolygon",
      coordinates: Array.from({ length: rings }, (_, index) => [circle(100, index * 2, 0)]),
    });
    expect(many).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/Too many points/) as unknown,
    });
  });
});
