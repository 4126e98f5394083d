/**
 * One Leaflet map on an element, and the handles the component drives it with. No built-in
 * controls (the component draws translated ones), no animations (nothing to wait for, nothing
 * moving for people who asked for reduced motion), no scroll-wheel zoom (the page scrolls past
 * the map). The drawing is hidden from assistive technology: the console lists every user in a
 * table beside the map. The surface carries the map's zoom level as `data-zoom` (a test and
 * bench hook: a cluster's click zooms in).
 */
import { latLngBounds, layerGroup, map as createMap, type Map as LeafletMap } from "leaflet";
import type { LatLngTuple } from "./active-map.types";
import { createClusterLayer } from "./cluster-layer";
import { createMarkerLayer, type MarkerLayer } from "./marker-layer";

export interface MapController {
  readonly map: LeafletMap;
  readonly markers: MarkerLayer;
  setView(center: LatLngTuple, zoom: number): void;
  /** Shows every point (one point: centred on it), zoomed in no further than `maxZoom`. */
  fit(points: readonly LatLngTuple[], maxZoom: number): void;
  destroy(): void;
}

/** Room around the fitted markers, in pixels, so none sits on the map's edge. */
const FIT_PADDING_PX = 32;

export function createMapController(
  element: HTMLElement,
  view: { readonly center: LatLngTuple; readonly zoom: number; readonly cluster?: boolean },
  onSelect: (id: string) => void,
): MapController {
  const map = createMap(element, {
    center: [view.center[0], view.center[1]],
    zoom: view.zoom,
    minZoom: 1,
    zoomControl: false,
    attributionControl: false,
    zoomAnimation: false,
    fadeAnimation: false,
    markerZoomAnimation: false,
    scrollWheelZoom: false,
    worldCopyJump: false,
  });
  map.getPane("mapPane")?.setAttribute("aria-hidden", "true");
  const showZoom = () => {
    element.dataset.zoom = String(map.getZoom());
  };
  showZoom();
  map.on("zoomend", showZoom);
  const group = layerGroup().addTo(map);
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(element);
  const clusters = view.cluster === true ? createClusterLayer(map, group, onSelect) : undefined;
  return {
    map,
    markers: clusters ?? createMarkerLayer(group, onSelect),
    setView(center, zoom) {
      const current = map.getCenter();
      if (current.lat === center[0] && current.lng === center[1] && map.getZoom() === zoom) return;
      map.setView([center[0], center[1]], zoom);
    },
    fit(points, maxZoom) {
      if (points.length === 0) return;
      const bounds = latLngBounds(points.map(([lat, lng]) => [lat, lng]));
      map.fitBounds(bounds, { padding: [FIT_PADDING_PX, FIT_PADDING_PX], maxZoom });
    },
    destroy() {
      clusters?.destroy();
      map.off("zoomend", showZoom);
      resize.disconnect();
      map.remove();
    },
  };
}
