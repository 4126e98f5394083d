import { libraryConfig } from "../../tooling/rollup-library.mjs";

export default libraryConfig(import.meta.dirname);
