import { libraryConfig } from "../../tooling/rollup-library.mjs";

// Four entries: the library; the two Leaflet maps on their own (`@canvass/ui/active-map`,
// `@canvass/ui/territory-map`), because Leaflet touches `window` when imported and the console
// loads each map lazily; and the charts (`@canvass/ui/chart-frame`, ECharts, loaded only by the
// dashboard).
export default libraryConfig(import.meta.dirname, {
  input: {
    index: "src/index.ts",
    "active-map": "src/components/active-map/index.ts",
    "chart-frame": "src/components/chart-frame/index.ts",
    "territory-map": "src/components/territory-map/index.ts",
  },
});
