// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkTerritory, territoryFieldOf, territoryOf } from "./territory-file";

function circle(count: number): number[][] {
  const ring = Array.from({ length: count - 1 }, (_, i) => {
    const angle = (2 * Math.PI * i) / (count - 1);
    return [-79.4 + 0.1 * Math.cos(angle), 43.7 + 0.1 * Math.sin(angle)];
  });
  return [...ring, ring[0] ?? [0, 0]];
}

describe("the territory sub-page's values", () => {
  it("names the field of each problem's pointer, for uploads and merge patches", () => {
    expect(territoryFieldOf("/file/features/3/properties/name")).toBe("area-3-name");
    expect(territoryFieldOf("/features/12/geometry/coordinates/0")).toBe("area-12");
    expect(territoryFieldOf("/features")).toBe("territory");
    expect(territoryFieldOf("/file")).toBe("territory");
  });

  it("checks the document as it will be stored: a ring of 500 points is fine once simplified", () => {
    const territory = {
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { name: "Big" },
          geometry: { type: "Polygon", coordinates: [circle(500)] },
        },
        {
          type: "Feature",
          properties: { name: " " },
          geometry: { type: "Polygon", coordinates: [circle(10)] },
        },
      ],
    };
    expect(checkTerritory({ territory }).map((problem) => [problem.field, problem.code])).toEqual([
      ["/features/1/properties/name", "required"],
    ]);
    expect(territoryOf({}).features).toEqual([]);
  });
});
