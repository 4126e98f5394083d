import { libraryConfig } from "../../tooling/rollup-library.mjs";

// Three entries: the library, the active users map (`@canvass/ui/active-map`) and the charts
// (`@canvass/ui/chart-frame`, ECharts, loaded only by the dashboard) on their own; the map
// because Leaflet touches `window` when imported and the console loads it lazily.
export default libraryConfig(import.meta.dirname, {
  input: {
    index: "src/index.ts",
    "active-map": "src/components/active-map/index.ts",
    "chart-frame": "src/components/chart-frame/index.ts",
  },
});
