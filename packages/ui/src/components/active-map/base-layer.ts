/**
 * The map's base layer: the configured raster tiles, or else the bundled world drawn as SVG
 * shapes, which needs no network at all. Each function draws its layer and returns the undo.
 */
import { geoJSON, tileLayer, type Map as LeafletMap } from "leaflet";
import { loadWorld } from "./world-layer";

const COUNTRY_STYLE = { className: "cv-map-country", weight: 0.6, fillOpacity: 1 };

/** Detail worth zooming into: street tiles go far, the 1:110m world does not. */
const MAX_ZOOM_TILES = 18;
const MAX_ZOOM_WORLD = 8;

export function showTiles(map: LeafletMap, url: string): () => void {
  map.setMaxZoom(MAX_ZOOM_TILES);
  const tiles = tileLayer(url).addTo(map);
  return () => {
    tiles.remove();
  };
}

/** Draws the world once its data has loaded (under any marker already there). */
export function showWorld(map: LeafletMap, done: (outcome: "ready" | "error") => void): () => void {
  map.setMaxZoom(MAX_ZOOM_WORLD);
  let cancelled = false;
  let countries: { remove(): unknown } | undefined;
  loadWorld().then(
    (world) => {
      if (cancelled) return;
      const layer = geoJSON(world, { style: COUNTRY_STYLE, interactive: false }).addTo(map);
      layer.bringToBack();
      countries = layer;
      done("ready");
    },
    () => {
      if (!cancelled) done("error");
    },
  );
  return () => {
    cancelled = true;
    countries?.remove();
  };
}
