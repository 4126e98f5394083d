// @vitest-environment node
/**
 * Decision 0012: no machine runs nowhere. Every machine of @canvass/machines (its `MACHINES`
 * catalogue, from which the diagrams are drawn) is started by the console's own code.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MACHINES } from "@canvass/machines";
import { describe, expect, it } from "vitest";

const SRC = import.meta.dirname;

/** The console's source files, tests and test helpers left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the machines of @canvass/machines", () => {
  const code = sourceFiles(SRC).map((file) => readFileSync(file, "utf8"));

  for (const name of Object.keys(MACHINES)) {
    it(`${name}Machine is run by the console`, () => {
      const imported = new RegExp(
        `import\\s*\\{[^}]*\\b${name}Machine\\b[^}]*\\}\\s*from\\s*"@canvass/machines"`,
      );
      expect(code.some((text) => imported.test(text))).toBe(true);
    });
  }
});
