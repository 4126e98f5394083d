// The `@canvass/ui/active-map` entry: the map with Leaflet, kept out of the main entry because
// Leaflet touches `window` when imported. The console loads it lazily on /active.
export { ActiveUsersMap } from "./ActiveUsersMap";
export { DEFAULT_ACTIVE_MAP_LABELS } from "./active-map.labels";
export type { ActiveUsersMapLabels } from "./active-map.labels";
export type {
  ActiveMapMarker,
  ActiveMapState,
  ActiveUsersMapProps,
  LatLngTuple,
} from "./active-map.types";
