/**
 * Turning GeoJSON into the editor's territory document and back: an imported file (a
 * FeatureCollection, a Feature, a bare Polygon or MultiPolygon) becomes a FeatureCollection of
 * named polygon areas; before a save every ring is simplified with the SDK's rule (spec §9:
 * 64 iterations, at most 126 positions per ring).
 */
import { simplifyPolygon } from "../geo/simplify-polygon";
import type {
  TerritoryDocument,
  TerritoryFeature,
  TerritoryGeometry,
  TerritoryRing,
} from "./territory";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isPolygonal = (value: unknown): value is TerritoryGeometry =>
  isObject(value) &&
  (value.type === "Polygon" || value.type === "MultiPolygon") &&
  Array.isArray(value.coordinates);

export interface TerritoryImport {
  readonly document: TerritoryDocument;
  /** Features left out because they are not areas (points, lines, no geometry). */
  readonly skipped: number;
}

/**
 * The areas of a GeoJSON value. Features without a usable `properties.name` are called
 * `nameOf(n)` (n counting from 1 within the import). Answers `undefined` when the value is not
 * GeoJSON with any area at all.
 */
export function importTerritory(
  value: unknown,
  nameOf: (n: number) => string,
): TerritoryImport | undefined {
  const candidates: unknown[] = !isObject(value)
    ? []
    : value.type === "FeatureCollection" && Array.isArray(value.features)
      ? value.features
      : value.type === "Feature"
        ? [value]
        : isPolygonal(value)
          ? [{ type: "Feature", properties: {}, geometry: value }]
          : [];
  const features: TerritoryFeature[] = [];
  for (const candidate of candidates) {
    if (!isObject(candidate) || !isPolygonal(candidate.geometry)) continue;
    const properties = isObject(candidate.properties) ? candidate.properties : {};
    const given = typeof properties.name === "string" ? properties.name.trim() : "";
    features.push({
      type: "Feature",
      properties: { ...properties, name: given === "" ? nameOf(features.length + 1) : given },
      geometry: {
        type: candidate.geometry.type,
        coordinates: candidate.geometry.coordinates,
      } as TerritoryGeometry,
    });
  }
  if (features.length === 0) return undefined;
  return {
    document: { type: "FeatureCollection", features },
    skipped: candidates.length - features.length,
  };
}

/** The stored document as the editor's (a bare Polygon or MultiPolygon becomes one area). */
export function territoryDocumentOf(
  value: unknown,
  nameOf: (n: number) => string,
): TerritoryDocument {
  return importTerritory(value, nameOf)?.document ?? { type: "FeatureCollection", features: [] };
}

/** A geometry simplified with the SDK's rule (each ring at most 126 positions). */
export function simplifyGeometry(geometry: TerritoryGeometry): TerritoryGeometry {
  return geometry.type === "Polygon"
    ? simplifyPolygon({ type: "Polygon", coordinates: geometry.coordinates })
    : simplifyPolygon({ type: "MultiPolygon", coordinates: geometry.coordinates });
}

/** Every area's geometry simplified; names and other properties kept. */
export function simplifyTerritory(document: TerritoryDocument): TerritoryDocument {
  return {
    type: "FeatureCollection",
    features: document.features.map((feature) => ({
      ...feature,
      geometry: simplifyGeometry(feature.geometry),
    })),
  };
}

/** The rings of a geometry (outer boundaries and holes of every polygon). */
export function geometryRings(geometry: TerritoryGeometry): TerritoryRing[] {
  return geometry.type === "Polygon" ? geometry.coordinates : geometry.coordinates.flat();
}

/** The most positions any one ring of the document has. */
export function largestRing(document: TerritoryDocument): number {
  return Math.max(
    0,
    ...document.features.flatMap((feature) =>
      geometryRings(feature.geometry).map((ring) => ring.length),
    ),
  );
}
