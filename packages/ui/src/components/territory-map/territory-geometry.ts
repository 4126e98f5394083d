/**
 * Pure changes to a territory document, as the map makes them: add a drawn area, move one point
 * of a ring (its closing twin moves with the first), delete an area, rename one. Positions are
 * GeoJSON's `[longitude, latitude]`.
 */
import type {
  TerritoryDocument,
  TerritoryFeature,
  TerritoryGeometry,
} from "@canvass/sdk/campaign-settings";

/** Where one point sits: polygon (0 for a Polygon), ring, position. */
export interface VertexPath {
  readonly polygon: number;
  readonly ring: number;
  readonly position: number;
}

/** The polygons of a geometry, as rings lists. */
export function polygonsOf(geometry: TerritoryGeometry): number[][][][] {
  return geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
}

function withPolygons(geometry: TerritoryGeometry, polygons: number[][][][]): TerritoryGeometry {
  return geometry.type === "Polygon"
    ? { type: "Polygon", coordinates: polygons[0] ?? [] }
    : { type: "MultiPolygon", coordinates: polygons };
}

/** A document with one more area: the drawn points, closed, under `name`. */
export function addArea(
  document: TerritoryDocument,
  points: readonly (readonly [number, number])[],
  name: string,
): TerritoryDocument {
  const ring = points.map(([lng, lat]) => [lng, lat]);
  const first = ring[0];
  if (first !== undefined) ring.push([...first]);
  const feature: TerritoryFeature = {
    type: "Feature",
    properties: { name },
    geometry: { type: "Polygon", coordinates: [ring] },
  };
  return { ...document, features: [...document.features, feature] };
}

/** A document with one point of one area moved (the ring stays closed). */
export function moveVertex(
  document: TerritoryDocument,
  area: number,
  path: VertexPath,
  to: readonly [number, number],
): TerritoryDocument {
  return {
    ...document,
    features: document.features.map((feature, index) => {
      if (index !== area) return feature;
      const polygons = polygonsOf(feature.geometry).map((rings, p) =>
        p !== path.polygon
          ? rings
          : rings.map((ring, r) => {
              if (r !== path.ring) return ring;
              const last = ring.length - 1;
              return ring.map((position, i) =>
                i === path.position ||
                (path.position === 0 && i === last) ||
                (path.position === last && i === 0)
                  ? [to[0], to[1], ...position.slice(2)]
                  : position,
              );
            }),
      );
      return { ...feature, geometry: withPolygons(feature.geometry, polygons) };
    }),
  };
}

export function removeArea(document: TerritoryDocument, area: number): TerritoryDocument {
  return { ...document, features: document.features.filter((_, index) => index !== area) };
}

export function renameArea(
  document: TerritoryDocument,
  area: number,
  name: string,
): TerritoryDocument {
  return {
    ...document,
    features: document.features.map((feature, index) =>
      index === area ? { ...feature, properties: { ...feature.properties, name } } : feature,
    ),
  };
}

/** Positions in an area, over all rings. */
export function pointCount(feature: TerritoryFeature): number {
  return polygonsOf(feature.geometry)
    .flat()
    .reduce((sum, ring) => sum + ring.length, 0);
}
