import { libraryConfig } from "../../tooling/rollup-library.mjs";
import { SUBPATHS } from "./scripts/subpaths.mjs";

// One entry per subpath: the root and each area (`src/<area>/index.ts` → `dist/<area>/index.js`).
const input = Object.fromEntries([
  ["index", "src/index.ts"],
  ...SUBPATHS.map((area) => [`${area}/index`, `src/${area}/index.ts`]),
]);

export default libraryConfig(import.meta.dirname, { input });
