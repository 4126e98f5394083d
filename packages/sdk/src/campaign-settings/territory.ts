/**
 * The campaign's territory (`settings/territory.json`, decision 0032): a GeoJSON FeatureCollection
 * (RFC 7946, positions `[longitude, latitude]`) whose features are Polygons or MultiPolygons
 * (holes allowed), each named by `properties.name`. `territoryDocumentProblems` is the rule the
 * server runs on every write of the file and the console runs before saving; each problem names
 * its JSON pointer. A bare Polygon or MultiPolygon (the contract allows one) is accepted as it is.
 */
import { MIN_RING_POSITIONS } from "../geo/simplify-polygon";
import { schemaLength } from "../contract";
import { settingsProblem as problem, type SettingsProblem } from "./settings-problem";

/** A ring: closed, at least 4 positions, first = last. */
export type TerritoryRing = number[][];

export type TerritoryGeometry =
  | { type: "Polygon"; coordinates: TerritoryRing[] }
  | { type: "MultiPolygon"; coordinates: TerritoryRing[][] };

export interface TerritoryFeature {
  type: "Feature";
  properties: { name: string; [key: string]: unknown };
  geometry: TerritoryGeometry;
}

export interface TerritoryDocument {
  type: "FeatureCollection";
  features: TerritoryFeature[];
}

/** Limits of the territory document (this decision's; the contract is silent). */
export const TERRITORY_LIMITS = {
  /** Areas in one territory. */
  maxFeatures: 200,
  /** An area's name, in characters after trimming. */
  nameMinLength: 1,
  nameMaxLength: 120,
} as const;

export const EMPTY_TERRITORY: TerritoryDocument = { type: "FeatureCollection", features: [] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function inRange(position: unknown): boolean {
  if (!Array.isArray(position)) return false;
  const [lng, lat] = position as unknown[];
  return (
    typeof lng === "number" &&
    typeof lat === "number" &&
    Number.isFinite(lng) &&
    Number.isFinite(lat) &&
    lng >= -180 &&
    lng <= 180 &&
    lat >= -90 &&
    lat <= 90
  );
}

/**
 * Why a ring is not a closed ring of valid positions (`code` and an English sentence), or
 * `undefined`: at least `MIN_RING_POSITIONS` positions, each a `[longitude, latitude]` within
 * range, the last equal to the first.
 */
export function ringProblem(
  ring: readonly unknown[],
): { code: string; message: string } | undefined {
  if (ring.length < MIN_RING_POSITIONS) {
    return {
      code: "ring-too-short",
      message: `A ring needs at least ${MIN_RING_POSITIONS} positions; it has ${ring.length}.`,
    };
  }
  const bad = ring.findIndex((position) => !inRange(position));
  if (bad !== -1) {
    return {
      code: "position",
      message: `Position ${bad} is not a [longitude, latitude] pair within -180..180 and -90..90.`,
    };
  }
  const first = ring[0] as number[];
  const last = ring.at(-1) as number[];
  if (first[0] !== last[0] || first[1] !== last[1]) {
    return {
      code: "ring-open",
      message: "The ring is not closed: its last position must equal its first.",
    };
  }
  return undefined;
}

function ringsProblems(rings: unknown, pointer: string): SettingsProblem[] {
  if (!Array.isArray(rings) || rings.length === 0) {
    return [problem(pointer, "type", "must be a list of rings")];
  }
  return rings.flatMap((ring: unknown, index) => {
    const at = `${pointer}/${index}`;
    if (!Array.isArray(ring)) return [problem(at, "type", "must be a list of positions")];
    const found = ringProblem(ring);
    return found === undefined ? [] : [problem(at, found.code, found.message)];
  });
}

/** The problems of a Polygon or MultiPolygon geometry at `pointer`. */
export function geometryProblems(geometry: unknown, pointer: string): SettingsProblem[] {
  if (!isObject(geometry)) return [problem(pointer, "type", "must be a Polygon or MultiPolygon")];
  if (geometry.type === "Polygon")
    return ringsProblems(geometry.coordinates, `${pointer}/coordinates`);
  if (geometry.type === "MultiPolygon") {
    const polygons = geometry.coordinates;
    if (!Array.isArray(polygons) || polygons.length === 0) {
      return [problem(`${pointer}/coordinates`, "type", "must be a list of polygons")];
    }
    return polygons.flatMap((rings: unknown, index) =>
      ringsProblems(rings, `${pointer}/coordinates/${index}`),
    );
  }
  return [problem(`${pointer}/type`, "enum", "must be Polygon or MultiPolygon")];
}

function nameProblems(properties: unknown, pointer: string): SettingsProblem[] {
  const name = isObject(properties) ? properties.name : undefined;
  const field = `${pointer}/properties/name`;
  if (typeof name !== "string")
    return [problem(field, "required", "is required (the area's name)")];
  const length = schemaLength(name.trim());
  if (length < TERRITORY_LIMITS.nameMinLength) return [problem(field, "required", "is empty")];
  if (length > TERRITORY_LIMITS.nameMaxLength) {
    return [
      problem(field, "maxLength", `must be at most ${TERRITORY_LIMITS.nameMaxLength} characters`),
    ];
  }
  return [];
}

/**
 * The problems of a whole territory document, each named under `prefix` (`/file` for an
 * upload): a FeatureCollection of at most `maxFeatures` named Polygon or MultiPolygon features,
 * or a bare Polygon or MultiPolygon; every ring closed with positions in range.
 */
export function territoryDocumentProblems(value: unknown, prefix = ""): SettingsProblem[] {
  if (!isObject(value)) return [problem(prefix, "type", "must be a GeoJSON object")];
  if (value.type === "Polygon" || value.type === "MultiPolygon") {
    return geometryProblems(value, prefix);
  }
  if (value.type !== "FeatureCollection") {
    return [
      problem(`${prefix}/type`, "enum", "must be FeatureCollection, Polygon or MultiPolygon"),
    ];
  }
  const features = value.features;
  const at = `${prefix}/features`;
  if (!Array.isArray(features)) return [problem(at, "type", "must be a list")];
  if (features.length > TERRITORY_LIMITS.maxFeatures) {
    return [problem(at, "maxItems", `must have at most ${TERRITORY_LIMITS.maxFeatures} areas`)];
  }
  return features.flatMap((feature: unknown, index) => {
    const pointer = `${at}/${index}`;
    if (!isObject(feature) || feature.type !== "Feature") {
      return [problem(pointer, "type", "must be a GeoJSON Feature")];
    }
    return [
      ...nameProblems(feature.properties, pointer),
      ...geometryProblems(feature.geometry, `${pointer}/geometry`),
    ];
  });
}
