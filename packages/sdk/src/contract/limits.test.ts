import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import {
  contractPath,
  renderGenerated,
  schemaLimitRows,
  sortableRows,
} from "../../scripts/generate.mjs";
import { fieldLimits, limitPattern, schemaLength, schemaLimits } from "./limits";
import { readSort, sortableOf } from "./sortable";

interface SchemaNode {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, SchemaNode>;
}

interface Contract extends Record<string, unknown> {
  components: { schemas: Record<string, SchemaNode> };
  paths: Record<string, Record<string, Record<string, unknown>>>;
}

async function contract(): Promise<Contract> {
  return JSON.parse(await readFile(contractPath, "utf8")) as Contract;
}

function schema(doc: Contract, name: string): SchemaNode {
  const found = doc.components.schemas[name];
  if (found === undefined) throw new Error(`no schema ${name}`);
  return found;
}

function listPlayers(doc: Contract): Record<string, unknown> {
  const found = doc.paths["/players/"]?.get;
  if (found === undefined) throw new Error("no listPlayers");
  return found;
}

describe("limits generated from the contract", () => {
  it("follow $refs to the shared schemas (PlayerCreate.username is PlayerUsername)", async () => {
    const doc = await contract();
    const username = schema(doc, "PlayerUsername");
    expect(fieldLimits("PlayerCreate", "username")).toEqual({
      minLength: username.minLength,
      maxLength: username.maxLength,
      pattern: username.pattern,
    });
    expect(fieldLimits("PasswordResetCompletion", "password").minLength).toBe(
      schema(doc, "PasswordResetCompletion").properties?.password?.minLength,
    );
    expect(schemaLimits.PlayerCreate.role.enum).toContain("rep");
  });

  it("a change of the contract changes the generated limits and sortable fields", async () => {
    const doc = await contract();
    const before = await renderGenerated(doc);
    schema(doc, "PlayerUsername").maxLength = 40;
    schema(doc, "PlayerPassword").minLength = 12;
    listPlayers(doc)["x-sortable"] = { default: "username", fields: ["username"] };

    const rows = schemaLimitRows(doc);
    expect(rows.PlayerCreate?.username?.maxLength).toBe(40);
    expect(rows.PlayerCreate?.password?.minLength).toBe(12);
    expect(sortableRows(doc).listPlayers).toEqual({ default: "username", fields: ["username"] });

    const after = await renderGenerated(doc);
    expect(after["limits.ts"]).not.toBe(before["limits.ts"]);
    expect(after["limits.ts"]).toContain('"maxLength": 40');
    expect(after["sortable.ts"]).not.toBe(before["sortable.ts"]);
  });

  it("refuses an x-sortable without a default or fields", async () => {
    const doc = await contract();
    listPlayers(doc)["x-sortable"] = { fields: ["username"] };
    expect(() => sortableRows(doc)).toThrow(/listPlayers/);
  });

  it("reads patterns and lengths as JSON Schema does", () => {
    const pattern = limitPattern(fieldLimits("PlayerCreate", "username"));
    expect(pattern?.test("jane.doe")).toBe(true);
    expect(pattern?.test("jane doe")).toBe(false);
    expect(schemaLength("😀")).toBe(1);
  });
});

describe("sortable fields from x-sortable", () => {
  it("reads a Sort value, its direction and the default", () => {
    expect(readSort("listPlayers", "-username")).toEqual({
      field: "username",
      descending: true,
      text: "-username",
    });
    expect(readSort("listPlayers", undefined)?.text).toBe(sortableOf("listPlayers").default);
    expect(readSort("queryAccounts", undefined)).toMatchObject({
      field: "Received",
      descending: true,
    });
  });

  it("refuses a field the list does not sort by", () => {
    expect(readSort("listPlayers", "password")).toBeUndefined();
    expect(readSort("listTeams", "--title")).toBeUndefined();
  });
});
