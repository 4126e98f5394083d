/** Keeps docs/permissions.md in step with the code: its tables are checked row by row. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RESOURCES, VERBS, hasBasePermission } from "./base-permissions";
import { capabilities } from "./capabilities";
import { ENABLING_TOGGLES } from "./features";
import { NAMED_PERMISSIONS, isNamedPermission, type NamedPermission } from "./permission-names";
import { PERMISSION_RULES } from "./named-permissions";
import { RESTRICTION_FLAGS, RESTRICTION_FLAG_RULES, isRestrictionFlag } from "./restriction-flags";
import { ROLES } from "./roles";
import { allOn } from "./matrix.fixtures";
import { contextFor } from "./test-support";

const doc = readFileSync(new URL("../../docs/permissions.md", import.meta.url), "utf8");

/** The text of one "## " section of the doc. */
function section(title: string): string {
  const start = doc.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`no section ${title}`);
  const end = doc.indexOf("\n## ", start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

/** Table rows of a section as trimmed cells, keyed by their first cell. */
const rowsOf = (title: string): Map<string, string[]> =>
  new Map<string, string[]>(
    section(title)
      .split("\n")
      .filter((line) => line.startsWith("|"))
      .map((line) =>
        line
          .split("|")
          .slice(1, -1)
          .map((cell) => cell.trim()),
      )
      .map((cells): [string, string[]] => [cells[0] ?? "", cells.slice(1)]),
  );

const holders = (has: (role: (typeof ROLES)[number]) => boolean): string => {
  const roles = ROLES.filter(has);
  return roles.length === ROLES.length ? "all" : roles.length === 0 ? "—" : roles.join(", ");
};
const list = (names: readonly string[]): string => (names.length === 0 ? "—" : names.join(", "));

describe("docs/permissions.md", () => {
  it("documents every named permission with its rule and holders", () => {
    const rows = rowsOf("Named permissions");
    const features = allOn(ENABLING_TOGGLES);
    for (const name of NAMED_PERMISSIONS) {
      const byDefault = holders((role) => capabilities(contextFor(role)).has(name));
      const full = holders((role) =>
        capabilities(contextFor(role, { isRootTeam: true, features })).has(name),
      );
      expect(rows.get(name), name).toEqual([PERMISSION_RULES[name].rule, byDefault, full]);
    }
    const documented = [...rows.keys()].filter(isNamedPermission);
    expect(new Set<NamedPermission>(documented).size).toBe(NAMED_PERMISSIONS.length);
  });

  it("documents every restriction flag with its roles, defaults and removals", () => {
    const rows = rowsOf("Restriction flags");
    for (const flag of RESTRICTION_FLAGS) {
      const rule = RESTRICTION_FLAG_RULES[flag];
      expect(rows.get(flag), flag).toEqual([
        list(rule.appliesTo),
        list(rule.defaultOn),
        list(rule.removes),
      ]);
    }
    expect([...rows.keys()].filter(isRestrictionFlag).length).toBe(RESTRICTION_FLAGS.length);
  });

  it("prints the base table as the code has it", () => {
    const rows = rowsOf("Base permissions");
    expect(rows.get("Resource")).toEqual([...ROLES]);
    const letters = { get: "G", create: "C", update: "U", delete: "D" } as const;
    for (const resource of RESOURCES) {
      const cells = ROLES.map(
        (role) =>
          VERBS.filter((verb) => hasBasePermission(role, resource, verb))
            .map((verb) => letters[verb])
            .join("") || "—",
      );
      expect(rows.get(resource), resource).toEqual(cells);
    }
  });
});
