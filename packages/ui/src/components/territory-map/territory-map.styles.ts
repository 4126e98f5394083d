/** The territory map's own shapes, in the theme's colours (CSS beats SVG attributes). */
export const TERRITORY_SHAPES = [
  "[&_.cv-territory]:fill-primary [&_.cv-territory]:stroke-primary",
  "dark:[&_.cv-territory]:fill-primary-text dark:[&_.cv-territory]:stroke-primary-text",
  "[&_.cv-territory-selected]:stroke-warning",
  "[&_.cv-territory-draft]:fill-surface [&_.cv-territory-draft]:stroke-danger",
  // the markers' pane: handles sit at the top left and Leaflet moves them with transforms
  "[&_.leaflet-marker-icon]:absolute [&_.leaflet-marker-icon]:top-0 [&_.leaflet-marker-icon]:left-0",
  "[&_.cv-map-vertex]:rounded-full [&_.cv-map-vertex]:border-2 [&_.cv-map-vertex]:border-surface",
  "[&_.cv-map-vertex]:bg-warning [&_.cv-map-vertex]:cursor-move",
].join(" ");
