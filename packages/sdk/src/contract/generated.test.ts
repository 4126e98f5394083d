import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generatedDir, renderGenerated } from "../../scripts/generate.mjs";

describe("generated contract files", () => {
  it("match the bundled contract (run `npm run generate` after changing openapi/)", async () => {
    const fresh = await renderGenerated();
    for (const [name, text] of Object.entries(fresh)) {
      const committed = await readFile(join(generatedDir, name), "utf8");
      // A boolean, not a diff: the generated files are thousands of lines.
      const upToDate = committed === text;
      expect(upToDate, `src/generated/${name} is stale: run \`npm run generate\``).toBe(true);
    }
  });
});
