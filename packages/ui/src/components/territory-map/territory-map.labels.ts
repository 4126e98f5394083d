/** Every text the territory map and its toolbar show or announce; the console passes translations. */
export interface TerritoryMapLabels {
  /** The accessible name of the map's region. */
  readonly region: string;
  /** The name of the map surface, saying how to use it. */
  readonly surface: string;
  readonly toolbar: string;
  readonly zoomIn: string;
  readonly zoomOut: string;
  readonly draw: string;
  readonly finish: string;
  readonly cancel: string;
  readonly edit: string;
  readonly doneEditing: string;
  readonly remove: string;
  readonly import: string;
  readonly export: string;
  /** Shown while drawing. */
  readonly drawHint: string;
  /** Shown while editing an area's vertices. */
  readonly editHint: string;
  /** The list of areas beside the map. */
  readonly areas: string;
  readonly noAreas: string;
  readonly areaName: string;
  readonly select: string;
  readonly points: (count: number) => string;
  /** The name of a new area (n counts from 1). */
  readonly newName: (n: number) => string;
  readonly baseLayerError: string;
  readonly baseLayerAttribution: string;
}

export const DEFAULT_TERRITORY_MAP_LABELS: TerritoryMapLabels = {
  region: "Territory map",
  surface: "Map. Arrow keys move it, plus and minus zoom; while drawing, clicks add points.",
  toolbar: "Territory tools",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  draw: "Draw an area",
  finish: "Finish area",
  cancel: "Cancel",
  edit: "Edit points",
  doneEditing: "Done editing",
  remove: "Delete area",
  import: "Import GeoJSON",
  export: "Export GeoJSON",
  drawHint: "Click the map to add points, then Finish area (at least 3 points).",
  editHint: "Drag a point to move it.",
  areas: "Areas",
  noAreas: "No area yet.",
  areaName: "Name",
  select: "Show on the map",
  points: (count) => `${count} points`,
  newName: (n) => `Area ${n}`,
  baseLayerError: "The world map could not be drawn",
  baseLayerAttribution: "Natural Earth",
};
