// Public exports of the active users map (see ../index.ts): the types and default labels only.
// The component itself, with Leaflet, is the separate entry `@canvass/ui/active-map`, so the
// main entry never imports Leaflet (it touches `window` on import) or the world data.
export { DEFAULT_ACTIVE_MAP_LABELS } from "../components/active-map/active-map.labels";
export type { ActiveUsersMapLabels } from "../components/active-map/active-map.labels";
export type {
  ActiveMapMarker,
  ActiveMapState,
  ActiveUsersMapProps,
  LatLngTuple,
} from "../components/active-map/active-map.types";
