/**
 * What the territory schema (`AssetGeoTerritory`) cannot say: every ring of every polygon is
 * closed, has at least four positions, and has longitudes and latitudes in range. Self-crossing
 * is not checked here: territories are drawn in mapping tools and may hold thousands of points.
 */
import type { FieldError } from "../../../http/index.js";
import { ringShapeProblem, ringsOf } from "../validations/geo-rings.js";

export function territoryErrors(territory: unknown, prefix: string): FieldError[] {
  return ringsOf(territory).flatMap(({ ring, pointer }) => {
    const problem = ringShapeProblem(ring);
    return problem === undefined
      ? []
      : [{ field: `${prefix}${pointer}`, message: problem, code: "ring" }];
  });
}
