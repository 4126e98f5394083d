import { describe, expect, it } from "vitest";
import { namesByArea, rewrite } from "./import-by-area.mjs";

// The real map, read from the built entries (dist/<area>/index.d.ts).
const areaOf = namesByArea();

function run(text: string): { output: string | undefined; problems: string[] } {
  const problems: string[] = [];
  return { output: rewrite("probe.ts", text, areaOf, problems), problems };
}

describe("import-by-area", () => {
  it("reads which area exports each name from the built entries", () => {
    expect(areaOf.get("can")).toBe("permissions");
    expect(areaOf.get("createCanvassClient")).toBe("client");
    expect(areaOf.get("Schema")).toBe("contract");
    expect(areaOf.get("toCsvStream")).toBe("csv");
    expect(areaOf.has("sleep")).toBe(false);
  });

  it("splits a root import by area, keeping type-only names and aliases", () => {
    const { output, problems } = run(
      [
        'import { z } from "zod";',
        "import {",
        "  can,",
        "  type Role,",
        "  createCanvassClient as make,",
        "  toCsv,",
        '} from "@canvass/sdk";',
        'import type { Schema, CanvassClient } from "@canvass/sdk";',
        "const x = 1;",
        "",
      ].join("\n"),
    );
    expect(problems).toEqual([]);
    expect(output).toBe(
      [
        'import { z } from "zod";',
        'import { createCanvassClient as make, type CanvassClient } from "@canvass/sdk/client";',
        'import type { Schema } from "@canvass/sdk/contract";',
        'import { toCsv } from "@canvass/sdk/csv";',
        'import { can, type Role } from "@canvass/sdk/permissions";',
        "const x = 1;",
        "",
      ].join("\n"),
    );
  });

  it("merges into an existing import of the area and moves a name to its own area", () => {
    const { output } = run(
      [
        'import { can } from "@canvass/sdk/permissions";',
        'import { isRole, toCsv } from "@canvass/sdk";',
        'export { dateRange } from "@canvass/sdk/permissions";',
        "",
      ].join("\n"),
    );
    expect(output).toBe(
      [
        'import { toCsv } from "@canvass/sdk/csv";',
        'import { can, isRole } from "@canvass/sdk/permissions";',
        'export { dateRange } from "@canvass/sdk/dates";',
        "",
      ].join("\n"),
    );
  });

  it("leaves a file that already imports by area alone (it can run again)", () => {
    const once = run('import { can, isRole } from "@canvass/sdk";\nuse(can, isRole);\n').output;
    expect(once).toBe(
      'import { can, isRole } from "@canvass/sdk/permissions";\nuse(can, isRole);\n',
    );
    expect(run(once ?? "").output).toBeUndefined();
  });

  it("reports what it cannot rewrite and changes nothing then", () => {
    const { output, problems } = run(
      [
        'import { sleep, can } from "@canvass/sdk";',
        'import * as sdk from "@canvass/sdk";',
        'const lazy = import("@canvass/sdk");',
        "",
      ].join("\n"),
    );
    expect(output).toBeUndefined();
    expect(problems).toEqual([
      'probe.ts: import("@canvass/sdk") is not rewritten; import an area',
      "probe.ts: sleep is not exported by any area",
      'probe.ts: cannot rewrite `import * as sdk from "@canvass/sdk";`',
    ]);
  });
});
