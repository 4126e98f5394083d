// One rollup recipe for every library: esbuild for the JavaScript, rollup-plugin-dts for one
// bundled declaration file per entry, from the declarations the TypeScript compiler emits
// (`emit-declarations.mjs`). Dependencies and peers stay external.
import { readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import esbuild from "rollup-plugin-esbuild";
import dts from "rollup-plugin-dts";
import { emitDeclarations } from "./emit-declarations.mjs";

/** `src/a/b.ts(x)` → its declaration file in `typesDir`. */
function declarationOf(typesDir, source) {
  return resolve(typesDir, source.replace(/^src\//, "").replace(/\.tsx?$/, ".d.ts"));
}

/**
 * The declaration build: emits the declarations when rollup reads its options, bundles them from
 * there, and removes the emitted folder when done. Chunks are named as before (no `.d` in them).
 */
function declarationsConfig(packageDir, input, external) {
  let typesDir;
  return {
    input,
    external,
    output: {
      dir: "dist",
      format: "es",
      entryFileNames: "[name].d.ts",
      chunkFileNames: (chunk) => `${chunk.name.replace(/\.d$/, "")}-[hash].d.ts`,
    },
    plugins: [
      {
        name: "canvass-emit-declarations",
        options(options) {
          typesDir = emitDeclarations(packageDir);
          const entries = Object.entries(input).map(([name, source]) => [
            name,
            declarationOf(typesDir, source),
          ]);
          return { ...options, input: Object.fromEntries(entries) };
        },
        closeBundle() {
          if (typesDir !== undefined) rmSync(typesDir, { recursive: true, force: true });
        },
      },
      dts(),
    ],
  };
}

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
    declarationsConfig(packageDir, input, external),
  ];
}
