// Declaration files of a library's `src/`, emitted by the TypeScript compiler without type
// checking (`noCheck`: `typecheck` checks the same files) into a folder of their own, for
// rollup-plugin-dts to bundle. Bundling from .d.ts files instead of .ts sources spares the plugin
// its own program and emit per file: the SDK's declarations took 67 CPU s that way, 12 now.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve, sep } from "node:path";
import ts from "typescript";

const NOT_SHIPPED = /\.(test|test-d|stories)\.tsx?$/;

/**
 * Emits the declarations of `packageDir/src` (its tsconfig.json's files there, tests and stories
 * left out) into a new temporary folder and returns it; throws on any diagnostic of the emit.
 */
export function emitDeclarations(packageDir) {
  const configPath = resolve(packageDir, "tsconfig.json");
  const read = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, "\n"));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, packageDir);
  const srcDir = resolve(packageDir, "src");
  const files = parsed.fileNames.filter(
    (file) => resolve(file).startsWith(srcDir + sep) && !NOT_SHIPPED.test(file),
  );
  const outDir = mkdtempSync(join(tmpdir(), "canvass-dts-"));
  const program = ts.createProgram(files, {
    ...parsed.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    noCheck: true,
    outDir,
    rootDir: srcDir,
  });
  const result = program.emit(undefined, undefined, undefined, true);
  const problems = [...program.getOptionsDiagnostics(), ...result.diagnostics].filter(
    (diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error,
  );
  if (problems.length > 0 || result.emitSkipped) {
    rmSync(outDir, { recursive: true, force: true });
    const host = {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => packageDir,
      getNewLine: () => "\n",
    };
    throw new Error(`declarations of ${packageDir}:\n${ts.formatDiagnostics(problems, host)}`);
  }
  return outDir;
}
