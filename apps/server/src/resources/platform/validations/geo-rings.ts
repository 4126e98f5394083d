/**
 * Geometry checks on GeoJSON polygon rings (RFC 7946) that a JSON schema cannot express:
 * closed rings of at least `MIN_RING_POSITIONS` positions, longitudes and latitudes in range,
 * a non-zero area, and no edge crossing or touching another. Used by the polygon-search
 * validation and by territory uploads.
 */
import { ringProblem } from "@canvass/sdk/campaign-settings";

export type Position = readonly number[];
export type Ring = readonly Position[];

/** A ring with where it sits in the document (`/coordinates/0/2`). */
export interface LocatedRing {
  readonly ring: Ring;
  readonly pointer: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asRings(value: unknown, pointer: string): LocatedRing[] {
  if (!Array.isArray(value)) return [];
  return value.map((ring, index) => ({
    ring: Array.isArray(ring) ? (ring as Ring) : [],
    pointer: `${pointer}/${index}`,
  }));
}

/**
 * The rings of a Polygon, a MultiPolygon, a Feature of one, or a FeatureCollection of those;
 * anything else has none. The structure is assumed checked by the schema already.
 */
export function ringsOf(shape: unknown, pointer = ""): LocatedRing[] {
  if (!isObject(shape)) return [];
  switch (shape.type) {
    case "Polygon":
      return asRings(shape.coordinates, `${pointer}/coordinates`);
    case "MultiPolygon":
      return Array.isArray(shape.coordinates)
        ? shape.coordinates.flatMap((polygon, index) =>
            asRings(polygon, `${pointer}/coordinates/${index}`),
          )
        : [];
    case "Feature":
      return ringsOf(shape.geometry, `${pointer}/geometry`);
    case "FeatureCollection":
      return Array.isArray(shape.features)
        ? shape.features.flatMap((feature, index) =>
            ringsOf(feature, `${pointer}/features/${index}`),
          )
        : [];
    default:
      return [];
  }
}

/** Why a ring is not a closed ring of valid positions, or `undefined` (the SDK's rule). */
export function ringShapeProblem(ring: Ring): string | undefined {
  return ringProblem(ring)?.message;
}

function x(position: Position | undefined): number {
  return position?.[0] ?? 0;
}

function y(position: Position | undefined): number {
  return position?.[1] ?? 0;
}

/** Twice the signed area of a closed ring (the shoelace formula). */
function doubleArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i += 1) {
    sum += x(ring[i]) * y(ring[i + 1]) - x(ring[i + 1]) * y(ring[i]);
  }
  return sum;
}

function orientation(a: Position | undefined, b: Position | undefined, c: Position | undefined) {
  const value = (x(b) - x(a)) * (y(c) - y(a)) - (y(b) - y(a)) * (x(c) - x(a));
  return Math.sign(value);
}

function onSegment(a: Position | undefined, b: Position | undefined, p: Position | undefined) {
  return (
    Math.min(x(a), x(b)) <= x(p) &&
    x(p) <= Math.max(x(a), x(b)) &&
    Math.min(y(a), y(b)) <= y(p) &&
    y(p) <= Math.max(y(a), y(b))
  );
}

/** Whether segments ab and cd cross or touch. */
function segmentsMeet(
  a: Position | undefined,
  b: Position | undefined,
  c: Position | undefined,
  d: Position | undefined,
): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

/**
 * Why a closed ring is not a simple polygon outline (two edges that are not neighbours cross
 * or touch, or it has no area), or `undefined`. Quadratic in the ring's size: callers bound it.
 */
export function ringSimplicityProblem(ring: Ring): string | undefined {
  const edges = ring.length - 1;
  for (let i = 0; i < edges; i += 1) {
    for (let j = i + 2; j < edges; j += 1) {
      if (i === 0 && j === edges - 1) continue; // the first and last edges share the start
      if (segmentsMeet(ring[i], ring[i + 1], ring[j], ring[j + 1])) {
        return `The ring is self-intersecting (edges ${i} and ${j} meet).`;
      }
    }
  }
  if (doubleArea(ring) === 0) return "The ring has no area.";
  return undefined;
}
