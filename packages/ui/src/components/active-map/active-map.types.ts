import type { ActiveUsersMapLabels } from "./active-map.labels";

/** A point on the map as `[latitude, longitude]` in degrees (the host configuration's form). */
export type LatLngTuple = readonly [lat: number, lng: number];

/** One user on the map. */
export interface ActiveMapMarker {
  /** Stable across refreshes: a marker keeps its place in the map's layer while its id stays. */
  readonly id: string;
  readonly lat: number;
  readonly lng: number;
  /** The first line of the marker's tooltip (the user's name). */
  readonly label: string;
  /** The second line of the tooltip (where and when), if any. */
  readonly title?: string | undefined;
}

export interface ActiveUsersMapProps {
  readonly markers: readonly ActiveMapMarker[];
  /** The view on first draw and whenever it changes; the user may pan and zoom in between. */
  readonly center: LatLngTuple;
  readonly zoom: number;
  /**
   * Moves the view to show every marker whenever the area they cover changes (the configured
   * `center` then applies only while there are none), zooming in no further than this.
   */
  readonly fitMarkersMaxZoom?: number | undefined;
  /**
   * Draws nearby markers as one numbered cluster (a click zooms to where it splits) and only
   * what is in view: for thousands of markers. Read on first draw only. Default off.
   */
  readonly clusterMarkers?: boolean | undefined;
  /**
   * A raster tile URL template (`https://tiles.example/{z}/{x}/{y}.png`) for production. Without
   * one the map draws the bundled low-resolution world (Natural Earth, 1:110m) and requests
   * nothing from the network.
   */
  readonly tileUrl?: string | undefined;
  /** The tile provider's credit, shown as plain text in the corner (only with `tileUrl`). */
  readonly attribution?: string | undefined;
  readonly labels?: Partial<ActiveUsersMapLabels> | undefined;
  /** A marker was clicked (the console may scroll its list to that user). */
  readonly onMarkerSelect?: ((id: string) => void) | undefined;
  /** Sizes the map (a height, say `h-96`); it fills its width. */
  readonly className?: string | undefined;
}

/** Whether the base layer is drawn yet (`data-state` on the map). */
export type ActiveMapState = "loading" | "ready" | "error";
