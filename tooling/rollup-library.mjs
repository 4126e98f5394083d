// One rollup recipe for every library: esbuild for the JavaScript, rollup-plugin-dts for one
// bundled declaration file. Dependencies and peers stay external.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import esbuild from "rollup-plugin-esbuild";
import dts from "rollup-plugin-dts";

/**
 * @param {string} packageDir the library's folder (pass `import.meta.dirname`)
 * @param {{ input?: Record<string, string> }} [options] entry points, name → source file
 */
export function libraryConfig(packageDir, options = {}) {
  const pkg = JSON.parse(readFileSync(resolve(packageDir, "package.json"), "utf8"));
  const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  const external = (id) =>
    id.startsWith("node:") || deps.some((dep) => id === dep || id.startsWith(`${dep}/`));
  const input = options.input ?? { index: "src/index.ts" };
  return [
    {
      input,
      external,
      // One output file per source module, so bundlers drop whole modules a consumer does not use
      // (the packages declare "sideEffects": false).
      output: {
        dir: "dist",
        format: "es",
        sourcemap: true,
        preserveModules: true,
        preserveModulesRoot: "src",
        entryFileNames: "[name].js",
      },
      plugins: [esbuild({ target: "es2022", jsx: "automatic", tsconfig: "tsconfig.json" })],
    },
    {
      input,
      external,
      output: { dir: "dist", format: "es", entryFileNames: "[name].d.ts" },
      plugins: [dts({ tsconfig: "tsconfig.json" })],
    },
  ];
}
