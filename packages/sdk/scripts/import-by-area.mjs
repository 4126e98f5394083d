#!/usr/bin/env node
// Rewrites imports of `@canvass/sdk` outside the SDK to the area subpaths: each name goes to the
// subpath whose built entry (`dist/<area>/index.d.ts`) exports it. Merges what a file imports
// from one subpath into one declaration (`import type` when every name is a type), leaves files
// that already import by area untouched (so it can run again, e.g. after a merge), and formats
// what it changed with prettier.
//
//   node packages/sdk/scripts/import-by-area.mjs            rewrite (apps/ and packages/ but the SDK)
//   node packages/sdk/scripts/import-by-area.mjs --check    list what it would change; exit 1 if any
//   node packages/sdk/scripts/import-by-area.mjs <paths…>   only these files or folders
//
// Build the SDK first (`npx turbo run build --filter=@canvass/sdk`). A name no entry exports (an
// internal, or one added to src/index.ts only) and a form it cannot rewrite (`import * as`,
// `import("@canvass/sdk")`) are reported and make it exit 1.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { SUBPATHS } from "./subpaths.mjs";

const PACKAGE = "@canvass/sdk";
const sdkDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repoDir = resolve(sdkDir, "../..");
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** name → area, from the built declaration entries. */
export function namesByArea() {
  const files = SUBPATHS.map((area) => resolve(sdkDir, "dist", area, "index.d.ts"));
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`Build the SDK first; missing ${missing.map((f) => relative(repoDir, f))}`);
  }
  const program = ts.createProgram(files, { noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const areaOf = new Map();
  SUBPATHS.forEach((area, index) => {
    const source = program.getSourceFile(files[index]);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`No exports read from ${files[index]}`);
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const name = symbol.getName();
      const other = areaOf.get(name);
      if (other !== undefined) throw new Error(`${name} is exported by both ${other} and ${area}`);
      areaOf.set(name, area);
    }
  });
  return areaOf;
}

function listFiles(targets) {
  const tracked = execFileSync("git", ["ls-files", "-z", "--", ...targets], {
    cwd: repoDir,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => CODE.test(file));
  return tracked.filter((file) => !file.startsWith("packages/sdk/"));
}

const isSdk = (specifier) => specifier === PACKAGE || specifier.startsWith(`${PACKAGE}/`);

/**
 * The file's text with its SDK imports by area, or `undefined` when nothing changes. Problems
 * (unknown names, forms it cannot rewrite) are pushed to `problems`.
 */
export function rewrite(fileName, text, areaOf, problems) {
  if (!text.includes(PACKAGE)) return undefined;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const declarations = [];
  let needed = false;

  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      node.arguments[0].text === PACKAGE
    ) {
      problems.push(`${fileName}: import("${PACKAGE}") is not rewritten; import an area`);
    }
    if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal) &&
      node.argument.literal.text === PACKAGE
    ) {
      problems.push(`${fileName}: import("${PACKAGE}") type is not rewritten; import an area`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    const isExport = ts.isExportDeclaration(statement);
    if (!isImport && !isExport) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !isSdk(specifier.text)) continue;
    const from = specifier.text;
    const declaredType = isImport
      ? Boolean(statement.importClause?.isTypeOnly)
      : statement.isTypeOnly;
    const elements = isImport
      ? statement.importClause?.namedBindings &&
        ts.isNamedImports(statement.importClause.namedBindings)
        ? statement.importClause.namedBindings.elements
        : undefined
      : statement.exportClause && ts.isNamedExports(statement.exportClause)
        ? statement.exportClause.elements
        : undefined;
    const other = isImport
      ? statement.importClause === undefined ||
        statement.importClause.name !== undefined ||
        (statement.importClause.namedBindings &&
          !ts.isNamedImports(statement.importClause.namedBindings))
      : statement.exportClause === undefined || !ts.isNamedExports(statement.exportClause);
    if (other || elements === undefined) {
      if (from === PACKAGE) problems.push(`${fileName}: cannot rewrite \`${statement.getText()}\``);
      continue;
    }
    const specifiers = elements.map((element) => {
      const name = (element.propertyName ?? element.name).text;
      const area = areaOf.get(name);
      if (area === undefined) problems.push(`${fileName}: ${name} is not exported by any area`);
      return {
        name,
        alias: element.propertyName ? element.name.text : undefined,
        type: declaredType || element.isTypeOnly,
        area,
      };
    });
    if (specifiers.some((item) => item.area !== undefined && `${PACKAGE}/${item.area}` !== from)) {
      needed = true;
    }
    declarations.push({ statement, kind: isImport ? "import" : "export", specifiers });
  }
  if (!needed) return undefined;
  if (declarations.some((d) => d.specifiers.some((item) => item.area === undefined)))
    return undefined;

  // One declaration per kind and subpath, in subpath order, where the first SDK import was.
  const groups = new Map();
  for (const { kind, specifiers } of declarations) {
    for (const item of specifiers) {
      const key = `${kind} ${item.area}`;
      const group = groups.get(key) ?? { kind, area: item.area, items: [] };
      const same = group.items.find((x) => x.name === item.name && x.alias === item.alias);
      if (same) same.type = same.type && item.type;
      else group.items.push({ ...item });
      groups.set(key, group);
    }
  }
  const lines = [...groups.values()]
    .sort((a, b) => b.kind.localeCompare(a.kind) || a.area.localeCompare(b.area)) // imports first
    .map(({ kind, area, items }) => {
      const allTypes = items.every((item) => item.type);
      const names = items.map((item) => {
        const named = item.alias === undefined ? item.name : `${item.name} as ${item.alias}`;
        return !allTypes && item.type ? `type ${named}` : named;
      });
      return `${kind}${allTypes ? " type" : ""} { ${names.join(", ")} } from "${PACKAGE}/${area}";`;
    });

  const edits = declarations.map(({ statement }, index) => {
    const start = statement.getStart(source);
    let end = statement.getEnd();
    if (index > 0 && text[end] === "\n") end += 1;
    return { start, end, insert: index === 0 ? lines.join("\n") : "" };
  });
  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.insert + result.slice(edit.end);
  }
  return result;
}

async function main(argv) {
  const check = argv.includes("--check");
  const targets = argv.filter((arg) => arg !== "--check");
  const paths = (targets.length > 0 ? targets : ["apps", "packages"]).map((target) =>
    relative(repoDir, resolve(target)),
  );
  for (const path of paths) {
    if (!existsSync(resolve(repoDir, path))) throw new Error(`No such path: ${path}`);
    statSync(resolve(repoDir, path));
  }
  const areaOf = namesByArea();
  const prettier = await import("prettier");
  const problems = [];
  const changed = [];
  for (const file of listFiles(paths)) {
    const absolute = resolve(repoDir, file);
    const text = readFileSync(absolute, "utf8");
    const next = rewrite(file, text, areaOf, problems);
    if (next === undefined) continue;
    changed.push(file);
    if (check) continue;
    const options = (await prettier.resolveConfig(absolute)) ?? {};
    writeFileSync(absolute, await prettier.format(next, { ...options, filepath: absolute }));
  }
  for (const file of changed) console.log(`${check ? "would rewrite" : "rewrote"} ${file}`);
  for (const problem of problems) console.error(problem);
  console.log(`${changed.length} file(s) ${check ? "to rewrite" : "rewritten"}.`);
  return problems.length > 0 || (check && changed.length > 0) ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
