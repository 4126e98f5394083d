/**
 * The verdict of `GET /validations/polygon-search/`: the shape must be a GeoJSON Polygon or
 * MultiPolygon (the contract's `GeoShape`), every ring closed with valid positions, simple (no
 * crossing edges, some area), and small enough to search: at most `SIMPLIFY_MAX_POINTS`
 * positions per ring (what the console's simplification produces) and
 * `MAX_POLYGON_SEARCH_POINTS` in all.
 */
import type { Schema } from "@canvass/sdk/contract";
import { SIMPLIFY_MAX_POINTS } from "@canvass/sdk/geo";
import { schemaErrors } from "../assets/asset-schemas.js";
import { ringShapeProblem, ringSimplicityProblem, ringsOf } from "./geo-rings.js";

export const MAX_POLYGON_SEARCH_POINTS = 1000;

type Verdict = Schema<"PolygonSearchValidationResult">;

const REASON_MAX = 500;

function invalid(reason: string, points: number): Verdict {
  return { valid: false, points, reason: reason.slice(0, REASON_MAX) };
}

export async function checkPolygonSearch(text: string): Promise<Verdict> {
  let shape: unknown;
  try {
    shape = JSON.parse(text);
  } catch {
    return invalid("The shape is not readable JSON.", 0);
  }
  const errors = await schemaErrors("GeoShape", shape, "");
  const first = errors[0];
  if (first !== undefined) {
    return invalid(
      `The shape is not a GeoJSON Polygon or MultiPolygon: ${first.field} ${first.message}.`,
      0,
    );
  }
  const rings = ringsOf(shape);
  const points = rings.reduce((sum, { ring }) => sum + ring.length, 0);
  for (const { ring, pointer } of rings) {
    const problem = ringShapeProblem(ring);
    if (problem !== undefined) return invalid(`${pointer}: ${problem}`, points);
    if (ring.length > SIMPLIFY_MAX_POINTS) {
      return invalid(
        `Too many points: the ring ${pointer} has ${ring.length} positions, at most ${SIMPLIFY_MAX_POINTS} (simplify the shape first).`,
        points,
      );
    }
  }
  if (points > MAX_POLYGON_SEARCH_POINTS) {
    return invalid(
      `Too many points: the shape has ${points} positions, at most ${MAX_POLYGON_SEARCH_POINTS}.`,
      points,
    );
  }
  for (const { ring, pointer } of rings) {
    const problem = ringSimplicityProblem(ring);
    if (problem !== undefined) return invalid(`${pointer}: ${problem}`, points);
  }
  return { valid: true, points };
}
