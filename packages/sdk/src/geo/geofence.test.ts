import { describe, expect, it } from "vitest";
import { geofenceOf, ringContains, type Territory } from "./geofence";

const square = (x0: number, y0: number, x1: number, y1: number) => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
  [x0, y0],
];

const downtown: Territory = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      properties: { name: "Downtown" },
      geometry: { type: "Polygon", coordinates: [square(-79.4, 43.6, -79.3, 43.7)] },
    },
  ],
};

/** Two squares, the first with a square hole in its middle. */
const withHole: Territory = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      properties: { name: "Ring and island" },
      geometry: {
        type: "MultiPolygon",
        coordinates: [[square(0, 0, 10, 10), square(4, 4, 6, 6)], [square(20, 0, 30, 10)]],
      },
    },
  ],
};

describe("geofenceOf", () => {
  it("says inside for a point within a polygon", () => {
    expect(geofenceOf(downtown, [-79.35, 43.65])).toBe("inside");
  });

  it("says outside for a point beyond every polygon", () => {
    expect(geofenceOf(downtown, [-79.2, 43.65])).toBe("outside");
    expect(geofenceOf(downtown, [-79.35, 43.71])).toBe("outside");
  });

  it("counts a point on an edge or a vertex as inside", () => {
    expect(geofenceOf(downtown, [-79.4, 43.65])).toBe("inside");
    expect(geofenceOf(downtown, [-79.35, 43.7])).toBe("inside");
    expect(geofenceOf(downtown, [-79.3, 43.6])).toBe("inside");
  });

  it("says outside in a MultiPolygon's hole, inside on the hole's edge and in its other part", () => {
    expect(geofenceOf(withHole, [5, 5])).toBe("outside");
    expect(geofenceOf(withHole, [4, 5])).toBe("inside");
    expect(geofenceOf(withHole, [2, 2])).toBe("inside");
    expect(geofenceOf(withHole, [25, 5])).toBe("inside");
    expect(geofenceOf(withHole, [15, 5])).toBe("outside");
  });

  it("reads a bare Polygon or MultiPolygon as the territory", () => {
    const polygon = { type: "Polygon", coordinates: [square(0, 0, 1, 1)] };
    expect(geofenceOf(polygon, [0.5, 0.5])).toBe("inside");
    expect(geofenceOf(polygon, [1.5, 0.5])).toBe("outside");
    const multi = {
      type: "MultiPolygon",
      coordinates: [[square(0, 0, 1, 1)], [square(5, 5, 6, 6)]],
    };
    expect(geofenceOf(multi, [5.5, 5.5])).toBe("inside");
  });

  it("is unknown without polygons or without a usable position", () => {
    expect(geofenceOf({ type: "FeatureCollection", features: [] }, [0, 0])).toBe("unknown");
    expect(geofenceOf(null, [0, 0])).toBe("unknown");
    expect(
      geofenceOf({ features: [{ geometry: { type: "Point", coordinates: [0, 0] } }] }, [0, 0]),
    ).toBe("unknown");
    expect(geofenceOf(downtown, [Number.NaN, 43.65])).toBe("unknown");
  });

  it("counts a ray through a vertex once (a point level with a vertex of a diamond)", () => {
    const diamond = [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
      [0, -1],
    ];
    expect(ringContains(diamond, [0, 0])).toBe(true);
    expect(ringContains(diamond, [-2, 0])).toBe(false);
    expect(ringContains(diamond, [2, 0])).toBe(false);
  });

  it("decides exactly near an edge: a hair outside is outside, a hair inside is inside", () => {
    expect(geofenceOf(downtown, [-79.4 - 1e-13, 43.65])).toBe("outside");
    expect(geofenceOf(downtown, [-79.4 + 1e-13, 43.65])).toBe("inside");
  });

  it("reads an unclosed ring as closed and keeps a concave outline's notch outside", () => {
    // An L: the square 0..2 without its top-right quarter, the last corner not repeated.
    const ell = {
      type: "Polygon",
      coordinates: [
        [
          [0, 0],
          [2, 0],
          [2, 1],
          [1, 1],
          [1, 2],
          [0, 2],
        ],
      ],
    };
    expect(geofenceOf(ell, [0.5, 1.5])).toBe("inside");
    expect(geofenceOf(ell, [1.5, 1.5])).toBe("outside");
    expect(geofenceOf(ell, [0, 1])).toBe("inside");
  });

  it("counts a hole's corner as inside and ignores a hole of fewer than three corners", () => {
    expect(geofenceOf(withHole, [4, 4])).toBe("inside");
    const brokenHole = {
      type: "Polygon",
      coordinates: [
        square(0, 0, 10, 10),
        [
          [4, 4],
          [6, 6],
        ],
      ],
    };
    expect(geofenceOf(brokenHole, [5, 5])).toBe("inside");
  });
});
