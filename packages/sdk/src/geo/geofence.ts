/**
 * The geofence rule: is a check-in's position inside its campaign's territory? The territory is
 * the shared `settings/territory.json` shape (PLAN.md, RFC 7946): a FeatureCollection of Polygon
 * or MultiPolygon features (or one bare Polygon or MultiPolygon), positions `[longitude, latitude]`, the first ring of a polygon its
 * outline and the others its holes. Planar point in polygon by `point-in-polygon-hao` (the test
 * `@turf/boolean-point-in-polygon` runs; exact predicates, decision 0036): a point on an outline
 * or on a hole's edge counts as inside (a fundraiser standing on the border is not flagged).
 */
import pointInPolygon from "point-in-polygon-hao";

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

/** A ring closed as the library requires (its last position repeats its first). */
function closed(ring: Ring): number[][] {
  const positions = ring.map(([x = Number.NaN, y = Number.NaN]) => [x, y]);
  const first = positions[0];
  const last = positions.at(-1);
  if (first === undefined || last === undefined) return positions;
  return first[0] === last[0] && first[1] === last[1] ? positions : [...positions, first];
}

/** A ring the library can test: at least three corners (four positions, closed). */
const testable = (ring: readonly number[][]): boolean => ring.length >= 4;

/**
 * In a ring (closed or not): "edge" on its boundary, else whether it is strictly inside
 * (`point-in-polygon-hao`, exact predicates; a ray through a vertex counts once).
 */
export function ringContains(ring: Ring, [x, y]: GeofencePosition): "edge" | boolean {
  const outline = closed(ring);
  if (!testable(outline)) return false;
  const result = pointInPolygon([x, y], [outline]);
  return result === 0 ? "edge" : result;
}

/** Inside a polygon (outline and holes): on any edge, the outline's or a hole's, counts as inside. */
export function polygonContains(polygon: PolygonRings, point: GeofencePosition): boolean {
  const [outline, ...holes] = polygon.map(closed);
  if (outline === undefined || !testable(outline)) return false;
  return pointInPolygon([point[0], point[1]], [outline, ...holes.filter(testable)]) !== false;
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
