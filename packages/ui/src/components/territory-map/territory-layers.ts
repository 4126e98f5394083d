/**
 * The Leaflet side of the territory map: the areas as SVG polygons (one selected), the area
 * being drawn as a line through circles, and the selected area's points as draggable handles
 * while editing. Redrawn whole on each change: 50 areas of 126 points draw in milliseconds.
 */
import type { TerritoryDocument } from "@canvass/sdk/campaign-settings";
import {
  circleMarker,
  divIcon,
  latLngBounds,
  layerGroup,
  marker,
  polygon,
  polyline,
  type LatLngExpression,
  type LayerGroup,
  type Map as LeafletMap,
} from "leaflet";
import { polygonsOf, type VertexPath } from "./territory-geometry";

export interface TerritoryScene {
  readonly document: TerritoryDocument;
  readonly selected: number | null;
  readonly editing: boolean;
  /** The area being drawn, `[longitude, latitude]` each. */
  readonly draft: readonly (readonly [number, number])[] | null;
}

export interface TerritoryHandlers {
  readonly select: (area: number) => void;
  readonly moveVertex: (area: number, path: VertexPath, to: readonly [number, number]) => void;
}

const toLatLng = (position: readonly number[]): LatLngExpression => [
  position[1] ?? 0,
  position[0] ?? 0,
];

/** Leaflet wants open rings: the closing position is implied. */
const openRing = (ring: readonly (readonly number[])[]) => ring.slice(0, -1).map(toLatLng);

const VERTEX_ICON = divIcon({ className: "cv-map-vertex", iconSize: [12, 12] });

export function createTerritoryLayers(map: LeafletMap) {
  const areas: LayerGroup = layerGroup().addTo(map);
  const overlay: LayerGroup = layerGroup().addTo(map);

  function draw(scene: TerritoryScene, handlers: TerritoryHandlers) {
    areas.clearLayers();
    overlay.clearLayers();
    scene.document.features.forEach((feature, index) => {
      const selected = index === scene.selected;
      const shape = polygon(
        polygonsOf(feature.geometry).map((rings) => rings.map(openRing)),
        {
          className: selected ? "cv-territory cv-territory-selected" : "cv-territory",
          weight: selected ? 3 : 2,
          fillOpacity: 0.2,
          interactive: scene.draft === null && !scene.editing,
        },
      );
      shape.on("click", () => {
        handlers.select(index);
      });
      shape.addTo(areas);
    });
    if (scene.draft !== null && scene.draft.length > 0) {
      polyline(scene.draft.map(toLatLng), { className: "cv-territory-draft", weight: 2 }).addTo(
        overlay,
      );
      for (const point of scene.draft) {
        circleMarker(toLatLng(point), {
          className: "cv-territory-draft",
          radius: 4,
          interactive: false,
        }).addTo(overlay);
      }
    }
    const feature = scene.selected === null ? undefined : scene.document.features[scene.selected];
    if (scene.editing && feature !== undefined && scene.selected !== null) {
      const area = scene.selected;
      polygonsOf(feature.geometry).forEach((rings, p) => {
        rings.forEach((ring, r) => {
          ring.slice(0, -1).forEach((position, i) => {
            const handle = marker(toLatLng(position), { icon: VERTEX_ICON, draggable: true });
            handle.on("dragend", () => {
              const { lat, lng } = handle.getLatLng();
              handlers.moveVertex(area, { polygon: p, ring: r, position: i }, [lng, lat]);
            });
            handle.addTo(overlay);
          });
        });
      });
    }
  }

  /** Shows every area (nothing happens without any). */
  function fit(document: TerritoryDocument) {
    const points = document.features.flatMap((feature) =>
      polygonsOf(feature.geometry).flat(2).map(toLatLng),
    );
    if (points.length === 0) return;
    map.fitBounds(latLngBounds(points), { padding: [24, 24], maxZoom: 14 });
  }

  return { draw, fit };
}
