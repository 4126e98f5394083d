/**
 * The sandboxed template language (decision 0039): LiquidJS with no file system (blocks come
 * from an in-memory map), own properties only (no `constructor`, no prototype), no custom
 * filters or tags, and the library's DoS limits on parse size, render time and memory. Output
 * tags are HTML-escaped unless the part is plain text.
 */
import { isKnownVariable } from "@canvass/sdk/email-templates";
import { Liquid } from "liquidjs";

/** Longest template source parsed in one go (characters). */
const PARSE_LIMIT = 2_000_000;
/** Longest a render may take (milliseconds). */
const RENDER_LIMIT_MS = 2_000;
/** Most memory a render may allocate for strings and arrays (the library's unit: characters/items). */
const MEMORY_LIMIT = 20_000_000;

/** An engine for one message: `blocks` maps a block name to its content. */
export function createEngine(blocks: Readonly<Record<string, string>>, escape: boolean): Liquid {
  return new Liquid({
    templates: { ...blocks },
    ...(escape ? { outputEscape: "escape" as const } : {}),
    ownPropertyOnly: true,
    strictFilters: true,
    dynamicPartials: true,
    cache: false,
    parseLimit: PARSE_LIMIT,
    renderLimit: RENDER_LIMIT_MS,
    memoryLimit: MEMORY_LIMIT,
  });
}

/** The variables a source reads that are not known (`isKnownVariable`), as dotted names. */
export function unknownVariables(engine: Liquid, source: string): string[] {
  const names = new Set<string>();
  for (const segments of engine.globalVariableSegmentsSync(source, { partials: false })) {
    const path = segments.map((segment) => (Array.isArray(segment) ? "[]" : segment));
    if (!isKnownVariable(path)) names.add(path.join("."));
  }
  return [...names];
}
