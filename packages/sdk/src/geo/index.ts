export {
  simplifyPolygon,
  SIMPLIFY_MAX_POINTS,
  SIMPLIFY_ITERATIONS,
  MIN_RING_POSITIONS,
} from "./simplify-polygon";
export type {
  MultiPolygonGeometry,
  PolygonGeometry,
  Position,
  SimplifyPolygonOptions,
} from "./simplify-polygon";
export { breadthFirstFind, BFS_NODE_LIMIT } from "./bfs";
export type { BreadthFirstOptions } from "./bfs";
export { DEFAULT_MAP_CENTER } from "./map";
