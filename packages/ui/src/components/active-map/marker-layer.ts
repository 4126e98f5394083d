/**
 * The markers as Leaflet circle markers (SVG paths: no icon images to fetch), kept in step with
 * the `markers` prop by id, so a refresh moves, adds and removes markers instead of redrawing
 * them all. Tooltips are DOM nodes filled with `textContent`: names never go through innerHTML.
 */
import { circleMarker, type CircleMarker, type LayerGroup } from "leaflet";
import type { ActiveMapMarker } from "./active-map.types";

export const MARKER_STYLE = { radius: 7, weight: 2, fillOpacity: 0.9, className: "cv-map-marker" };

export function tooltipContent(marker: ActiveMapMarker): HTMLElement {
  const content = document.createElement("div");
  const label = document.createElement("div");
  label.className = "font-medium";
  label.textContent = marker.label;
  content.append(label);
  if (marker.title !== undefined && marker.title !== "") {
    const title = document.createElement("div");
    title.className = "text-fg-muted";
    title.textContent = marker.title;
    content.append(title);
  }
  return content;
}

/** Marks the marker's path for tests and styling once it is on the map. */
export function tagElement(layer: CircleMarker, id: string): void {
  const element = layer.getElement();
  element?.setAttribute("data-slot", "active-map-marker");
  element?.setAttribute("data-marker-id", id);
}

export interface MarkerLayer {
  /** Makes the layer show exactly `markers`. */
  update(markers: readonly ActiveMapMarker[]): void;
}

export function createMarkerLayer(group: LayerGroup, onSelect: (id: string) => void): MarkerLayer {
  const layers = new Map<string, CircleMarker>();
  return {
    update(markers) {
      const wanted = new Set(markers.map((marker) => marker.id));
      for (const [id, layer] of layers) {
        if (wanted.has(id)) continue;
        group.removeLayer(layer);
        layers.delete(id);
      }
      for (const marker of markers) {
        const existing = layers.get(marker.id);
        if (existing !== undefined) {
          existing.setLatLng([marker.lat, marker.lng]);
          existing.setTooltipContent(tooltipContent(marker));
          continue;
        }
        const layer = circleMarker([marker.lat, marker.lng], MARKER_STYLE);
        layer.bindTooltip(tooltipContent(marker), { direction: "top", offset: [0, -8] });
        layer.on("click", () => {
          onSelect(marker.id);
        });
        group.addLayer(layer);
        tagElement(layer, marker.id);
        layers.set(marker.id, layer);
      }
    },
  };
}
