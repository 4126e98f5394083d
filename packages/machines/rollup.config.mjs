import { libraryConfig } from "../../tooling/rollup-library.mjs";

export default libraryConfig(import.meta.dirname, {
  input: { index: "src/index.ts", "testing/index": "src/testing/index.ts" },
});
