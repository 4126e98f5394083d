// Public exports of the territory map (see ../index.ts): the toolbar, its labels and the types.
// The map itself, with Leaflet, is the separate entry `@canvass/ui/territory-map`, so the main
// entry never imports Leaflet (it touches `window` on import).
export { MIN_DRAFT_POINTS, TerritoryToolbar } from "../components/territory-map/TerritoryToolbar";
export type {
  TerritoryMode,
  TerritoryToolbarProps,
} from "../components/territory-map/TerritoryToolbar";
export { DEFAULT_TERRITORY_MAP_LABELS } from "../components/territory-map/territory-map.labels";
export type { TerritoryMapLabels } from "../components/territory-map/territory-map.labels";
