/**
 * The geofence rule: is a check-in's position inside its campaign's territory? The territory is
 * the shared `settings/territory.json` shape (PLAN.md, RFC 7946): a FeatureCollection of Polygon
 * or MultiPolygon features (or one bare Polygon or MultiPolygon), positions `[longitude, latitude]`, the first ring of a polygon its
 * outline and the others its holes. Planar ray casting (decision 0036): a point on an outline or
 * on a hole's edge counts as inside (a fundraiser standing on the border is not flagged).
 */

/** `[longitude, latitude]`. */
export type GeofencePosition = readonly [number, number];
type Ring = readonly (readonly number[])[];
type PolygonRings = readonly Ring[];

/** A geometry as read from a stored file: checked while it is read, so every field may be off. */
export interface GeofenceGeometry {
  readonly type: string;
  readonly coordinates?: unknown;
}

export interface GeofenceFeature {
  readonly type?: string;
  readonly geometry?: GeofenceGeometry | null;
  readonly properties?: { readonly name?: unknown } | null;
}

export interface Territory {
  readonly type?: string;
  readonly features?: readonly GeofenceFeature[];
}

/** Where a position is with respect to a territory; `unknown` when there is no polygon. */
export type GeofenceResult = "inside" | "outside" | "unknown";

/** Twice the signed area of the triangle a, b, p: zero when p is on the line through a and b. */
function cross(ax: number, ay: number, bx: number, by: number, px: number, py: number): number {
  return (bx - ax) * (py - ay) - (px - ax) * (by - ay);
}

function onSegment(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  px: number,
  py: number,
): boolean {
  const EPSILON = 1e-12;
  if (
    Math.abs(cross(ax, ay, bx, by, px, py)) >
    EPSILON * Math.max(1, Math.abs(bx - ax) + Math.abs(by - ay))
  ) {
    return false;
  }
  return (
    px >= Math.min(ax, bx) - EPSILON &&
    px <= Math.max(ax, bx) + EPSILON &&
    py >= Math.min(ay, by) - EPSILON &&
    py <= Math.max(ay, by) + EPSILON
  );
}

/** In a ring (closed or not): "edge" on its boundary, else whether it is strictly inside. */
export function ringContains(ring: Ring, [x, y]: GeofencePosition): "edge" | boolean {
  let inside = false;
  const count = ring.length;
  for (let i = 0, j = count - 1; i < count; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (a === undefined || b === undefined) continue;
    const [ax = NaN, ay = NaN] = a;
    const [bx = NaN, by = NaN] = b;
    if (onSegment(ax, ay, bx, by, x, y)) return "edge";
    // Half-open rule on latitude: a vertex exactly at y is counted once.
    if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
  }
  return inside;
}

/** Inside a polygon (outline and holes): on any edge counts as inside. */
export function polygonContains(polygon: PolygonRings, point: GeofencePosition): boolean {
  const [outline, ...holes] = polygon;
  if (outline === undefined) return false;
  const outer = ringContains(outline, point);
  if (outer === "edge") return true;
  if (!outer) return false;
  for (const hole of holes) {
    const inHole = ringContains(hole, point);
    if (inHole === "edge") return true;
    if (inHole) return false;
  }
  return true;
}

function isPosition(value: unknown): boolean {
  return Array.isArray(value) && value.length >= 2 && value.every((n) => typeof n === "number");
}

function isRing(value: unknown): value is Ring {
  return Array.isArray(value) && value.every(isPosition);
}

function isPolygon(value: unknown): value is PolygonRings {
  return Array.isArray(value) && value.every(isRing);
}

/** The polygons of one geometry (a Polygon is one, a MultiPolygon several; others none). */
function polygonsOf(geometry: GeofenceGeometry | null | undefined): readonly PolygonRings[] {
  if (geometry === null || geometry === undefined) return [];
  const { coordinates } = geometry;
  if (geometry.type === "Polygon") return isPolygon(coordinates) ? [coordinates] : [];
  if (geometry.type === "MultiPolygon" && Array.isArray(coordinates)) {
    return coordinates.filter(isPolygon);
  }
  return [];
}

/** Every polygon of a territory. */
export function territoryPolygons(
  territory: Territory | GeofenceGeometry | null | undefined,
): readonly PolygonRings[] {
  if (territory === null || territory === undefined) return [];
  // The asset may also hold a bare Polygon or MultiPolygon (the contract's `AssetGeoTerritory`).
  if (territory.type === "Polygon" || territory.type === "MultiPolygon") {
    return polygonsOf(territory as GeofenceGeometry);
  }
  const { features } = territory as Territory;
  return (features ?? []).flatMap((feature) => polygonsOf(feature.geometry));
}

/**
 * Whether `[longitude, latitude]` is inside any polygon of the territory; `unknown` when the
 * territory holds no polygon (nothing to check against) or the position is not a number pair.
 */
export function geofenceOf(
  territory: Territory | GeofenceGeometry | null | undefined,
  position: GeofencePosition,
): GeofenceResult {
  const polygons = territoryPolygons(territory);
  if (polygons.length === 0 || !position.every(Number.isFinite)) return "unknown";
  return polygons.some((polygon) => polygonContains(polygon, position)) ? "inside" : "outside";
}
