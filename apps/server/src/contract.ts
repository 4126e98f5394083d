import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The bundled contract (`@canvass/openapi`), as parsed JSON. */
export async function loadContract(): Promise<Record<string, unknown>> {
  const path = require.resolve("@canvass/openapi/openapi.json");
  return JSON.parse(await readFile(path, "utf8")) as Record<string, unknown>;
}
