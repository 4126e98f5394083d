import { describe, expect, it } from "vitest";
import {
  importTerritory,
  largestRing,
  simplifyTerritory,
  territoryDocumentOf,
  territoryDocumentProblems,
  type TerritoryDocument,
} from "./index";

const square = (x: number, y: number, size = 0.1) => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

/** A closed ring of `count` positions around a circle (first = last). */
function circle(count: number): number[][] {
  const ring = Array.from({ length: count - 1 }, (_, i) => {
    const angle = (2 * Math.PI * i) / (count - 1);
    return [-79.4 + 0.1 * Math.cos(angle), 43.7 + 0.1 * Math.sin(angle)];
  });
  return [...ring, ring[0] ?? [0, 0]];
}

const named = (name: string, coordinates: number[][][]): TerritoryDocument["features"][number] => ({
  type: "Feature",
  properties: { name },
  geometry: { type: "Polygon", coordinates },
});

describe("territoryDocumentProblems", () => {
  it("accepts named polygons, multipolygons with holes, and a bare polygon", () => {
    const document = {
      type: "FeatureCollection",
      features: [
        named("Downtown", [square(-79.4, 43.6)]),
        {
          type: "Feature",
          properties: { name: "Islands" },
          geometry: {
            type: "MultiPolygon",
            coordinates: [[square(-79.4, 43.6, 1), square(-79.3, 43.7, 0.1)], [square(-78, 44)]],
          },
        },
      ],
    };
    expect(territoryDocumentProblems(document)).toEqual([]);
    expect(territoryDocumentProblems({ type: "Polygon", coordinates: [square(1, 1)] })).toEqual([]);
  });

  it("names the JSON path of each problem under the prefix", () => {
    const open = square(-79.4, 43.6).slice(0, 4);
    const document = {
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: {},
          geometry: { type: "Polygon", coordinates: [square(0, 0)] },
        },
        named("  ", [square(0, 0)]),
        named("x".repeat(121), [square(0, 0)]),
        named("Open", [open]),
        named("Short", [
          [
            [0, 0],
            [1, 1],
            [0, 0],
          ],
        ]),
        named("Far", [
          [
            [0, 0],
            [200, 0],
            [1, 1],
            [0, 0],
          ],
        ]),
        {
          type: "Feature",
          properties: { name: "Line" },
          geometry: { type: "LineString", coordinates: [] },
        },
      ],
    };
    expect(territoryDocumentProblems(document, "/file").map((p) => [p.field, p.code])).toEqual([
      ["/file/features/0/properties/name", "required"],
      ["/file/features/1/properties/name", "required"],
      ["/file/features/2/properties/name", "maxLength"],
      ["/file/features/3/geometry/coordinates/0", "ring-open"],
      ["/file/features/4/geometry/coordinates/0", "ring-too-short"],
      ["/file/features/5/geometry/coordinates/0", "position"],
      ["/file/features/6/geometry/type", "enum"],
    ]);
  });

  it("refuses more than 200 areas and what is not a territory", () => {
    const many = {
      type: "FeatureCollection",
      features: Array.from({ length: 201 }, (_, i) => named(`A${i}`, [square(0, 0)])),
    };
    expect(territoryDocumentProblems(many)[0]).toMatchObject({
      field: "/features",
      code: "maxItems",
    });
    expect(territoryDocumentProblems({ type: "Point", coordinates: [0, 0] })[0]?.field).toBe(
      "/type",
    );
    expect(territoryDocumentProblems([])[0]?.code).toBe("type");
  });
});

describe("importTerritory", () => {
  it("keeps the areas of a collection, names the unnamed, counts what it left out", () => {
    const result = importTerritory(
      {
        type: "FeatureCollection",
        features: [
          {
            type: "Feature",
            properties: { name: " North " },
            geometry: { type: "Polygon", coordinates: [square(0, 0)] },
          },
          {
            type: "Feature",
            properties: null,
            geometry: { type: "MultiPolygon", coordinates: [[square(1, 1)]] },
          },
          { type: "Feature", properties: {}, geometry: { type: "Point", coordinates: [0, 0] } },
        ],
      },
      (n) => `Area ${n}`,
    );
    expect(result?.skipped).toBe(1);
    expect(result?.document.features.map((f) => [f.properties.name, f.geometry.type])).toEqual([
      ["North", "Polygon"],
      ["Area 2", "MultiPolygon"],
    ]);
  });

  it("reads a bare geometry or a single feature, and nothing else", () => {
    const bare = territoryDocumentOf(
      { type: "MultiPolygon", coordinates: [[square(0, 0)]] },
      () => "One",
    );
    expect(bare.features[0]?.properties.name).toBe("One");
    expect(
      importTerritory(
        {
          type: "Feature",
          properties: { name: "F" },
          geometry: { type: "Polygon", coordinates: [square(0, 0)] },
        },
        String,
      )?.document.features,
    ).toHaveLength(1);
    expect(importTerritory({ type: "Point", coordinates: [0, 0] }, String)).toBeUndefined();
    expect(importTerritory("text", String)).toBeUndefined();
    expect(territoryDocumentOf(undefined, String).features).toEqual([]);
  });
});

describe("simplifyTerritory", () => {
  it("brings every ring to at most 126 positions, closed, names kept", () => {
    const document: TerritoryDocument = {
      type: "FeatureCollection",
      features: [
        named("Round", [circle(600)]),
        {
          type: "Feature",
          properties: { name: "Multi", extra: 1 },
          geometry: { type: "MultiPolygon", coordinates: [[circle(300)], [square(0, 0)]] },
        },
      ],
    };
    expect(largestRing(document)).toBe(600);
    const simplified = simplifyTerritory(document);
    expect(largestRing(simplified)).toBeLessThanOrEqual(126);
    expect(largestRing(simplified)).toBeGreaterThanOrEqual(4);
    expect(simplified.features.map((f) => f.properties)).toEqual([
      { name: "Round" },
      { name: "Multi", extra: 1 },
    ]);
    expect(territoryDocumentProblems(simplified)).toEqual([]);
    const square0 = simplified.features[1]?.geometry.coordinates[1];
    expect(square0).toEqual([square(0, 0)]);
  });
});
