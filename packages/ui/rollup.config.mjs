import { libraryConfig } from "../../tooling/rollup-library.mjs";

// Three entries: the library, and the two Leaflet maps on their own (`@canvass/ui/active-map`,
// `@canvass/ui/territory-map`), because Leaflet touches `window` when imported and the console
// loads each map lazily.
export default libraryConfig(import.meta.dirname, {
  input: {
    index: "src/index.ts",
    "active-map": "src/components/active-map/index.ts",
    "territory-map": "src/components/territory-map/index.ts",
  },
});
