/** Every text the active users map shows or announces; the console passes translations. */
export interface ActiveUsersMapLabels {
  /** The accessible name of the map's region. */
  readonly region: string;
  /** The name of the focusable map surface, saying how to move it from the keyboard. */
  readonly surface: string;
  readonly zoomIn: string;
  readonly zoomOut: string;
  /** Shown over the map when no marker is given. */
  readonly empty: string;
  /** Shown over the map when the bundled world could not be loaded. */
  readonly baseLayerError: string;
  /** The credit of the bundled world map (shown when no tile URL is given). */
  readonly baseLayerAttribution: string;
}

export const DEFAULT_ACTIVE_MAP_LABELS: ActiveUsersMapLabels = {
  region: "Map of active users",
  surface: "Map. Arrow keys move it, plus and minus zoom.",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  empty: "No user with a location",
  baseLayerError: "The world map could not be drawn",
  baseLayerAttribution: "Natural Earth",
};
