/**
 * The markers clustered (supercluster, decision 0059): a kd-tree index of every marker is built
 * once per `update`, and after each move or zoom only what is in view is drawn — a numbered
 * circle per cluster (a click zooms to where it splits) and the usual circle marker per lone
 * point. Thousands of points thus cost a few hundred layers at most, redrawn when the view
 * settles, never while it pans. Counts are DOM text (`textContent`), and no icon takes the
 * keyboard: the map surface is hidden from assistive technology and the page lists the points.
 */
import { circleMarker, divIcon, marker, type LayerGroup, type Map as LeafletMap } from "leaflet";
import Supercluster, { type AnyProps } from "supercluster";
import type { ActiveMapMarker } from "./active-map.types";
import { MARKER_STYLE, tagElement, tooltipContent, type MarkerLayer } from "./marker-layer";

/**
 * Cluster radius in pixels, and the highest zoom that clusters: above it every point stands
 * alone. It is also kept below the map's own maximum (8 over the offline world), so the deepest
 * zoom the map allows always shows every point.
 */
export const CLUSTER_RADIUS_PX = 60;
export const CLUSTER_MAX_ZOOM = 16;

const CLUSTER_CLASS = [
  "cv-map-cluster flex items-center justify-center rounded-full border-2 border-surface",
  "bg-primary text-xs font-semibold text-on-primary shadow-card",
].join(" ");

/** A lone point's properties: its place in `markers` (and no `cluster`, which clusters have). */
interface PointProps {
  readonly index: number;
  readonly cluster?: undefined;
}

/** A cluster's circle: wider with more points (24 to 48 px). */
export function clusterSize(count: number): number {
  return Math.min(48, 24 + Math.round(Math.log10(Math.max(count, 1)) * 8));
}

function clusterIcon(count: number) {
  const size = clusterSize(count);
  const html = document.createElement("span");
  html.textContent = count >= 1000 ? `${String(Math.floor(count / 1000))}k+` : String(count);
  return divIcon({ html, className: CLUSTER_CLASS, iconSize: [size, size] });
}

export function createClusterLayer(
  map: LeafletMap,
  group: LayerGroup,
  onSelect: (id: string) => void,
): MarkerLayer & { destroy(): void } {
  let points: readonly ActiveMapMarker[] = [];
  let index = new Supercluster<PointProps, AnyProps>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
  });

  const draw = () => {
    group.clearLayers();
    if (points.length === 0) return;
    const bounds = map.getBounds();
    const west = Math.max(-180, bounds.getWest());
    const east = Math.min(180, bounds.getEast());
    const south = Math.max(-90, bounds.getSouth());
    const north = Math.min(90, bounds.getNorth());
    const zoom = Math.round(map.getZoom());
    for (const feature of index.getClusters([west, south, east, north], zoom)) {
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      const props = feature.properties;
      if (props.cluster === true) {
        const id = props.cluster_id;
        const count = props.point_count;
        const layer = marker([lat, lng], { icon: clusterIcon(count), keyboard: false });
        layer.on("click", () => {
          map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(id), map.getMaxZoom()));
        });
        group.addLayer(layer);
        const element = layer.getElement();
        element?.setAttribute("data-slot", "active-map-cluster");
        element?.setAttribute("data-count", String(count));
        continue;
      }
      const point = points[props.index];
      if (point === undefined) continue;
      const layer = circleMarker([point.lat, point.lng], MARKER_STYLE);
      layer.bindTooltip(tooltipContent(point), { direction: "top", offset: [0, -8] });
      layer.on("click", () => {
        onSelect(point.id);
      });
      group.addLayer(layer);
      tagElement(layer, point.id);
    }
  };

  map.on("moveend", draw);
  return {
    update(markers) {
      points = markers;
      index = new Supercluster<PointProps, AnyProps>({
        radius: CLUSTER_RADIUS_PX,
        maxZoom: Math.max(0, Math.min(CLUSTER_MAX_ZOOM, map.getMaxZoom() - 1)),
      });
      index.load(
        markers.map((point, i) => ({
          type: "Feature" as const,
          properties: { index: i },
          geometry: { type: "Point" as const, coordinates: [point.lng, point.lat] },
        })),
      );
      draw();
    },
    destroy() {
      map.off("moveend", draw);
    },
  };
}
