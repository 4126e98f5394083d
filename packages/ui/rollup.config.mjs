import { libraryConfig } from "../../tooling/rollup-library.mjs";

// Two entries: the library, and the active users map on its own (`@canvass/ui/active-map`),
// because Leaflet touches `window` when imported and the console loads the map lazily.
export default libraryConfig(import.meta.dirname, {
  input: { index: "src/index.ts", "active-map": "src/components/active-map/index.ts" },
});
