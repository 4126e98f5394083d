import { describe, expect, it } from "vitest";
import type { TerritoryDocument } from "@canvass/sdk/campaign-settings";
import { addArea, moveVertex, pointCount, removeArea, renameArea } from "./territory-geometry";

const EMPTY: TerritoryDocument = { type: "FeatureCollection", features: [] };

describe("territory geometry", () => {
  it("adds a drawn area as a closed, named polygon", () => {
    const next = addArea(
      EMPTY,
      [
        [1, 1],
        [2, 1],
        [2, 2],
      ],
      "North",
    );
    expect(next.features).toEqual([
      {
        type: "Feature",
        properties: { name: "North" },
        geometry: {
          type: "Polygon",
          coordinates: [
            [
              [1, 1],
              [2, 1],
              [2, 2],
              [1, 1],
            ],
          ],
        },
      },
    ]);
    const [feature] = next.features;
    if (feature === undefined) throw new Error("no area");
    expect(pointCount(feature)).toBe(4);
    expect(EMPTY.features).toEqual([]);
  });

  it("moves a point; moving the first moves its closing twin; multipolygons too", () => {
    const drawn = addArea(
      EMPTY,
      [
        [0, 0],
        [1, 0],
        [1, 1],
      ],
      "A",
    );
    const moved = moveVertex(drawn, 0, { polygon: 0, ring: 0, position: 0 }, [-1, -1]);
    expect(moved.features[0]?.geometry.coordinates).toEqual([
      [
        [-1, -1],
        [1, 0],
        [1, 1],
        [-1, -1],
      ],
    ]);
    const multi: TerritoryDocument = {
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { name: "M" },
          geometry: {
            type: "MultiPolygon",
            coordinates: [
              [
                [
                  [0, 0],
                  [1, 0],
                  [1, 1],
                  [0, 0],
                ],
              ],
              [
                [
                  [5, 5],
                  [6, 5],
                  [6, 6],
                  [5, 5],
                ],
              ],
            ],
          },
        },
      ],
    };
    const shifted = moveVertex(multi, 0, { polygon: 1, ring: 0, position: 1 }, [7, 5]);
    expect(shifted.features[0]?.geometry).toEqual({
      type: "MultiPolygon",
      coordinates: [
        multi.features[0]?.geometry.coordinates[0],
        [
          [
            [5, 5],
            [7, 5],
            [6, 6],
            [5, 5],
          ],
        ],
      ],
    });
  });

  it("renames and removes by index", () => {
    const two = addArea(
      addArea(
        EMPTY,
        [
          [0, 0],
          [1, 0],
          [1, 1],
        ],
        "A",
      ),
      [
        [2, 2],
        [3, 2],
        [3, 3],
      ],
      "B",
    );
    expect(renameArea(two, 1, "Beta").features.map((f) => f.properties.name)).toEqual([
      "A",
      "Beta",
    ]);
    expect(removeArea(two, 0).features.map((f) => f.properties.name)).toEqual(["B"]);
  });
});
