import simplify from "simplify-js";

/** Polygon simplification defaults (spec §9). */
export const SIMPLIFY_MAX_POINTS = 126;
export const SIMPLIFY_ITERATIONS = 64;
/** A closed ring needs at least 4 positions (first = last). */
export const MIN_RING_POSITIONS = 4;

/** A GeoJSON position: `[lng, lat]`, optionally with altitude (kept as is). */
export type Position = readonly number[];

export interface PolygonGeometry<P extends Position = Position> {
  readonly type: "Polygon";
  readonly coordinates: readonly (readonly P[])[];
}

export interface MultiPolygonGeometry<P extends Position = Position> {
  readonly type: "MultiPolygon";
  readonly coordinates: readonly (readonly (readonly P[])[])[];
}

export interface SimplifyPolygonOptions {
  /** Most positions per ring (closing position included). */
  readonly maxPoints?: number;
  /** Tolerance steps tried, from fine to coarse. */
  readonly iterations?: number;
}

// Tolerances are relative to the ring's bounding-box diagonal, log-spaced from 1e-6 to 1 of it, so
// the schedule works whatever the units and size of the shape.
const FINEST = 1e-6;

interface Vertex {
  readonly x: number;
  readonly y: number;
}

function closed<P extends Position>(ring: readonly P[]): P[] {
  const first = ring[0];
  const last = ring.at(-1);
  if (first === undefined || last === undefined) return [];
  const isClosed = first[0] === last[0] && first[1] === last[1];
  return isClosed ? [...ring] : [...ring, first];
}

function diagonal(vertices: readonly Vertex[]): number {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { x, y } of vertices) {
    [minX, minY, maxX, maxY] = [
      Math.min(minX, x),
      Math.min(minY, y),
      Math.max(maxX, x),
      Math.max(maxY, y),
    ];
  }
  return Math.hypot(maxX - minX, maxY - minY);
}

/** Keeps `count` positions spread evenly along the ring, first and last included. */
function decimate<P extends Position>(ring: readonly P[], count: number): P[] {
  const step = (ring.length - 1) / (count - 1);
  const kept: P[] = [];
  for (let i = 0; i < count; i += 1) {
    const position = ring[Math.round(i * step)];
    if (position) kept.push(position);
  }
  return kept;
}

function simplifyRing<P extends Position>(
  input: readonly P[],
  maxPoints: number,
  iterations: number,
): P[] {
  const ring = closed(input);
  if (ring.length <= maxPoints || ring.length <= MIN_RING_POSITIONS) return ring;

  const byVertex = new Map<Vertex, P>();
  const vertices = ring.map((position) => {
    const vertex = { x: position[0] ?? 0, y: position[1] ?? 0 };
    byVertex.set(vertex, position);
    return vertex;
  });
  const size = diagonal(vertices) || 1;
  let best = ring;
  for (let i = 0; i < iterations; i += 1) {
    const fraction = iterations === 1 ? 1 : FINEST ** (1 - i / (iterations - 1));
    // simplify-js returns a subset of the very vertex objects given, so each maps back to its
    // original position (altitude included); it always keeps the first and last vertex.
    const kept: P[] = [];
    for (const vertex of simplify(vertices, size * fraction)) {
      const position = byVertex.get(vertex);
      if (position) kept.push(position);
    }
    if (kept.length < MIN_RING_POSITIONS) break; // too coarse: keep the previous step
    best = kept;
    if (kept.length <= maxPoints) return kept;
  }
  // Out of steps (or the next one collapsed the ring): thin evenly so the limit still holds.
  return best.length <= maxPoints ? best : decimate(best, maxPoints);
}

function limits(options: SimplifyPolygonOptions): { maxPoints: number; iterations: number } {
  const maxPoints = Math.max(
    MIN_RING_POSITIONS,
    Math.floor(options.maxPoints ?? SIMPLIFY_MAX_POINTS),
  );
  const iterations = Math.max(1, Math.floor(options.iterations ?? SIMPLIFY_ITERATIONS));
  return { maxPoints, iterations };
}

/**
 * Simplifies a GeoJSON Polygon or MultiPolygon (spec §9) with simplify-js: each ring on its own,
 * with a growing tolerance over up to `iterations` steps, until it has at most `maxPoints`
 * positions. Rings stay closed and never drop below 4 positions. Returns a new geometry with only
 * `type` and `coordinates` (a `bbox` could be stale after simplification).
 */
export function simplifyPolygon<P extends Position>(
  geometry: PolygonGeometry<P>,
  options?: SimplifyPolygonOptions,
): { type: "Polygon"; coordinates: P[][] };
export function simplifyPolygon<P extends Position>(
  geometry: MultiPolygonGeometry<P>,
  options?: SimplifyPolygonOptions,
): { type: "MultiPolygon"; coordinates: P[][][] };
export function simplifyPolygon<P extends Position>(
  geometry: PolygonGeometry<P> | MultiPolygonGeometry<P>,
  options: SimplifyPolygonOptions = {},
): { type: "Polygon"; coordinates: P[][] } | { type: "MultiPolygon"; coordinates: P[][][] } {
  const { maxPoints, iterations } = limits(options);
  const rings = (polygon: readonly (readonly P[])[]): P[][] =>
    polygon.map((ring) => simplifyRing(ring, maxPoints, iterations));
  return geometry.type === "Polygon"
    ? { type: "Polygon", coordinates: rings(geometry.coordinates) }
    : { type: "MultiPolygon", coordinates: geometry.coordinates.map(rings) };
}
