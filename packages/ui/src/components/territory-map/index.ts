// The `@canvass/ui/territory-map` entry: the territory editor's map with Leaflet, kept out of
// the main entry because Leaflet touches `window` when imported. The console loads it lazily
// on /campaign/{id}/edit/territories only.
export { TerritoryMap } from "./TerritoryMap";
export type { TerritoryMapProps } from "./TerritoryMap";
export { addArea, moveVertex, pointCount, removeArea, renameArea } from "./territory-geometry";
export type { VertexPath } from "./territory-geometry";

/**
 * Starts loading the offline base layer's world data now (a chunk of its own), so a page that
 * is about to show the map does not wait for it after the map appears. Safe to call often.
 */
export { preloadWorld as preloadBaseLayer } from "./preload";
