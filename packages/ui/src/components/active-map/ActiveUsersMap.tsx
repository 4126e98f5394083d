import { clsx } from "clsx";
import { Minus, Plus } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { IconButton } from "../button/IconButton";
import { showTiles, showWorld } from "./base-layer";
import { DEFAULT_ACTIVE_MAP_LABELS } from "./active-map.labels";
import { LEAFLET_SURFACE, MAP_PANEL } from "./active-map.styles";
import type { ActiveMapState, ActiveUsersMapProps } from "./active-map.types";
import { createMapController, type MapController } from "./map-controller";

/**
 * Where active users are: one circle per marker over a base map. Offline by default (the bundled
 * Natural Earth world, drawn as SVG); raster tiles when a tile URL is configured. The region is
 * named, the map surface takes the arrow keys and plus and minus, and the zoom buttons are real
 * buttons; the markers themselves are pictures only, so the page must list the same users (the
 * console's table). With `clusterMarkers`, nearby markers are drawn as one numbered circle
 * (supercluster) that zooms in on click, so thousands of points stay smooth. Leaflet needs
 * `window`: load this component lazily, from `@canvass/ui/active-map`.
 */
export function ActiveUsersMap({
  markers,
  center,
  zoom,
  fitMarkersMaxZoom,
  clusterMarkers = false,
  tileUrl,
  attribution,
  labels: labelOverrides,
  onMarkerSelect,
  className,
}: ActiveUsersMapProps) {
  const labels = { ...DEFAULT_ACTIVE_MAP_LABELS, ...labelOverrides };
  const [controller, setController] = useState<MapController | null>(null);
  const [world, setWorld] = useState<ActiveMapState>("loading");
  const firstView = useRef({ center, zoom, cluster: clusterMarkers });
  const select = useRef(onMarkerSelect);
  useEffect(() => {
    select.current = onMarkerSelect;
  }, [onMarkerSelect]);

  // The map lives as long as its element (a ref callback with a cleanup, React 19).
  const attach = useCallback((element: HTMLDivElement | null) => {
    if (element === null) return undefined;
    const created = createMapController(element, firstView.current, (id) => {
      select.current?.(id);
    });
    setController(created);
    return () => {
      created.destroy();
      setController(null);
    };
  }, []);

  const [lat, lng] = center;
  useEffect(() => {
    controller?.setView([lat, lng], zoom);
  }, [controller, lat, lng, zoom]);

  const tiles = tileUrl !== undefined && tileUrl !== "" ? tileUrl : undefined;
  useEffect(() => {
    if (controller === null) return undefined;
    if (tiles !== undefined) return showTiles(controller.map, tiles);
    return showWorld(controller.map, setWorld);
  }, [controller, tiles]);

  useEffect(() => {
    controller?.markers.update(markers);
  }, [controller, markers]);

  // The area the markers cover, as numbers: a refresh that moves nobody keeps the user's view.
  const area = markersArea(markers);
  const [south, west, north, east] = area ?? [];
  useEffect(() => {
    if (controller === null || fitMarkersMaxZoom === undefined) return;
    if (south === undefined || west === undefined || north === undefined || east === undefined)
      return;
    controller.fit(
      [
        [south, west],
        [north, east],
      ],
      fitMarkersMaxZoom,
    );
  }, [controller, fitMarkersMaxZoom, south, west, north, east]);

  const state: ActiveMapState = tiles === undefined ? world : "ready";
  const credit = tiles === undefined ? labels.baseLayerAttribution : attribution;
  const note =
    state === "error" ? labels.baseLayerError : markers.length === 0 ? labels.empty : undefined;

  return (
    <section
      aria-label={labels.region}
      data-slot="active-map"
      data-state={state}
      className={clsx(
        "relative isolate min-h-64 overflow-hidden rounded-lg border border-line",
        className,
      )}
    >
      <div
        ref={attach}
        role="application"
        aria-label={labels.surface}
        data-slot="active-map-surface"
        className={LEAFLET_SURFACE}
      />
      <div data-slot="active-map-zoom" className={clsx(MAP_PANEL, "top-2 right-2 flex flex-col")}>
        <IconButton
          size="sm"
          label={labels.zoomIn}
          icon={<Plus size={16} />}
          onClick={() => controller?.map.zoomIn()}
        />
        <IconButton
          size="sm"
          label={labels.zoomOut}
          icon={<Minus size={16} />}
          onClick={() => controller?.map.zoomOut()}
        />
      </div>
      {note === undefined ? null : (
        <p
          data-slot="active-map-note"
          className={clsx(MAP_PANEL, "top-2 left-2 px-2 py-1 text-sm text-fg-muted")}
        >
          {note}
        </p>
      )}
      {credit === undefined || credit === "" ? null : (
        <p
          data-slot="active-map-attribution"
          className={clsx(MAP_PANEL, "right-1 bottom-1 px-1.5 text-xs text-fg-muted")}
        >
          {credit}
        </p>
      )}
    </section>
  );
}

/** The box around the markers as `[south, west, north, east]`, or `undefined` without any. */
function markersArea(
  markers: ActiveUsersMapProps["markers"],
): readonly [number, number, number, number] | undefined {
  if (markers.length === 0) return undefined;
  const lats = markers.map((marker) => marker.lat);
  const lngs = markers.map((marker) => marker.lng);
  return [Math.min(...lats), Math.min(...lngs), Math.max(...lats), Math.max(...lngs)];
}
