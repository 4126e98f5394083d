/**
 * The few rules of `leaflet.css` this map needs, written as Tailwind classes on the map's own
 * element. Why not Leaflet's stylesheet: the console builds its CSS with Tailwind from this
 * package's `dist` (it does not load `@canvass/ui/styles.css`), and `leaflet.css` points at
 * marker and layer-control images this map never uses. The map turns off zoom and fade
 * animations and draws its own controls, so positioning, pointer events, tiles and tooltips are
 * all that is left. Tailwind's preflight sets `img { max-width: 100% }`, which would hide tiles
 * inside their zero-width container: hence `max-w-none`.
 */
export const LEAFLET_SURFACE = [
  "absolute inset-0 overflow-hidden bg-info-soft outline-none",
  "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
  // panes, layers and the SVG renderer sit at the top left; Leaflet moves them with transforms
  "[&_.leaflet-pane]:absolute [&_.leaflet-pane]:top-0 [&_.leaflet-pane]:left-0",
  "[&_.leaflet-pane>svg]:absolute [&_.leaflet-pane>svg]:top-0 [&_.leaflet-pane>svg]:left-0",
  "[&_.leaflet-layer]:absolute [&_.leaflet-layer]:top-0 [&_.leaflet-layer]:left-0",
  "[&_.leaflet-tile-container]:absolute [&_.leaflet-tile-container]:top-0 [&_.leaflet-tile-container]:left-0",
  "[&_.leaflet-tile]:absolute [&_.leaflet-tile]:top-0 [&_.leaflet-tile]:left-0",
  "[&_.leaflet-tile]:max-w-none [&_.leaflet-tile]:max-h-none [&_.leaflet-tile]:select-none",
  "[&_.leaflet-zoom-animated]:origin-top-left",
  // cluster circles (divIcons) sit at the top left too; Leaflet centres them with margins
  "[&_.leaflet-marker-icon]:absolute [&_.leaflet-marker-icon]:top-0 [&_.leaflet-marker-icon]:left-0",
  // only interactive shapes (the markers) take the pointer
  "[&_.leaflet-pane>svg_path]:pointer-events-none",
  "[&_.leaflet-pane>svg_path.leaflet-interactive]:pointer-events-auto",
  "[&_.leaflet-interactive]:cursor-pointer",
  // the bundled world and the markers, in the theme's colours (CSS beats SVG attributes)
  "[&_.cv-map-country]:fill-surface [&_.cv-map-country]:stroke-line-strong",
  "[&_.cv-map-marker]:fill-primary [&_.cv-map-marker]:stroke-surface",
  "dark:[&_.cv-map-marker]:fill-primary-text",
  // marker tooltips
  "[&_.leaflet-tooltip]:absolute [&_.leaflet-tooltip]:pointer-events-none",
  "[&_.leaflet-tooltip]:whitespace-nowrap [&_.leaflet-tooltip]:rounded-md",
  "[&_.leaflet-tooltip]:border [&_.leaflet-tooltip]:border-line",
  "[&_.leaflet-tooltip]:bg-surface-raised [&_.leaflet-tooltip]:px-2 [&_.leaflet-tooltip]:py-1",
  "[&_.leaflet-tooltip]:text-xs [&_.leaflet-tooltip]:text-fg [&_.leaflet-tooltip]:shadow-popover",
].join(" ");

/** A small panel over the map (zoom buttons, notes, the credit). */
export const MAP_PANEL =
  "absolute z-[1000] rounded-md border border-line bg-surface/90 shadow-card";
