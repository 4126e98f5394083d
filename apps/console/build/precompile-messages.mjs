/**
 * Build-time compilation of the console's ICU messages (FormatJS's recommended set-up): every
 * message string of `src/i18n/messages/<area>/<locale>.ts` becomes its parsed AST, and the ICU
 * parser is swapped for its parser-less build in FormatJS's own modules, so the browser never
 * downloads or runs the parser (about 12 KB gzip of the initial bundle) unless the host
 * configuration has overrides to compile. Tests and the dev server keep plain strings.
 */
import { parse } from "@formatjs/icu-messageformat-parser";

const MESSAGE_FILE = /\/src\/i18n\/messages\/[^/]+\/[^/]+\.ts$/;

/** An ESTree node (`this.parse` gives `start`/`end` offsets). */
const isNode = (value) =>
  typeof value === "object" && value !== null && typeof value.type === "string";

/** The string-valued properties of every object literal in the module, with their places. */
function stringProperties(node, found = []) {
  if (Array.isArray(node)) {
    for (const child of node) stringProperties(child, found);
  } else if (isNode(node)) {
    const value = node.value;
    if (node.type === "Property" && isNode(value) && value.type === "Literal") {
      if (typeof value.value === "string") found.push(value);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== "type" && key !== "start" && key !== "end") stringProperties(child, found);
    }
  }
  return found;
}

/**
 * Two plugins: the parser swap must run before Vite's own resolver (which would otherwise resolve
 * the bare import to the full parser first), and the message compilation after the TypeScript
 * transform.
 * @returns {import("vite").Plugin[]}
 */
export function precompileMessages() {
  return [
    {
      name: "canvass:parser-less-formatjs",
      apply: "build",
      enforce: "pre",
      // FormatJS's own modules get the parser-less build; the console's lazily loaded
      // compile-overrides module keeps the real parser for the host's override strings.
      async resolveId(source, importer, options) {
        if (source !== "@formatjs/icu-messageformat-parser") return null;
        if (importer === undefined || !importer.includes("/node_modules/")) return null;
        return this.resolve(`${source}/no-parser.js`, importer, { ...options, skipSelf: true });
      },
    },
    {
      name: "canvass:precompile-messages",
      apply: "build",
      enforce: "post",
      transform(code, id) {
        if (!MESSAGE_FILE.test(id)) return null;
        const literals = stringProperties(this.parse(code));
        let output = code;
        // From the end, so earlier offsets stay valid.
        for (const literal of literals.sort((a, b) => b.start - a.start)) {
          const ast = JSON.stringify(parse(literal.value));
          output = `${output.slice(0, literal.start)}${ast}${output.slice(literal.end)}`;
        }
        return { code: output, map: null };
      },
    },
  ];
}
