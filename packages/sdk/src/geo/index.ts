export { simplifyPolygon, SIMPLIFY_MAX_POINTS, MIN_RING_POSITIONS } from "./simplify-polygon";
export type {
  MultiPolygonGeometry,
  PolygonGeometry,
  Position,
  SimplifyPolygonOptions,
} from "./simplify-polygon";
export { breadthFirstFind } from "./bfs";
export type { BreadthFirstOptions } from "./bfs";
export { DEFAULT_MAP_CENTER } from "./map";
export { geofenceOf, polygonContains, ringContains, territoryPolygons } from "./geofence";
export type {
  GeofencePosition,
  GeofenceResult,
  Territory,
  GeofenceFeature,
  GeofenceGeometry,
} from "./geofence";
