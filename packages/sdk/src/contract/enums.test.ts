/**
 * Enums come from the contract's enum schemas (`schemaEnums`, generated), not from copies: the
 * SDK's `SUPPORTED_LOCALES`, `EXPORT_FORMATS`, `RESTRICTION_FLAGS`, `ROLES` and `ENTITY_TYPES` are the
 * generated tuples, a contract change
 * reaches them through `npm run generate`, and the contract's own inline locale lists must agree
 * with `SupportedLocale`.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { contractPath, renderGenerated, schemaEnumRows } from "../../scripts/generate.mjs";
import { schemaEnums } from "../generated/enums";
import { SUPPORTED_LOCALES } from "../locale/locale.constants";
import { ENTITY_TYPES } from "../client/id-type";
import { RESTRICTION_FLAGS } from "../permissions/restriction-flags";
import { ROLES } from "../permissions/roles";
import { EXPORT_FORMATS } from "../settings/constants";
import { fieldLimits } from "./limits";

interface Contract extends Record<string, unknown> {
  components: { schemas: Record<string, { enum?: unknown[] }> };
}

async function contract(): Promise<Contract> {
  return JSON.parse(await readFile(contractPath, "utf8")) as Contract;
}

describe("enums generated from the contract", () => {
  it("are what the SDK's locale and export-format lists are", async () => {
    const doc = await contract();
    expect(SUPPORTED_LOCALES).toBe(schemaEnums.SupportedLocale);
    expect([...SUPPORTED_LOCALES]).toEqual(doc.components.schemas.SupportedLocale?.enum);
    expect(EXPORT_FORMATS).toBe(schemaEnums.ExportFormat);
    expect([...EXPORT_FORMATS]).toEqual(doc.components.schemas.ExportFormat?.enum);
  });

  it("are the SDK's restriction flags, roles (in rank order) and id entity types", async () => {
    const doc = await contract();
    expect(RESTRICTION_FLAGS).toBe(schemaEnums.RestrictionFlag);
    expect([...RESTRICTION_FLAGS]).toEqual(doc.components.schemas.RestrictionFlag?.enum);
    expect(ROLES).toBe(schemaEnums.Role);
    expect([...ROLES]).toEqual(doc.components.schemas.Role?.enum);
    expect(ROLES[0]).toBe("root");
    expect(ROLES.at(-1)).toBe("rep");
    expect(ENTITY_TYPES).toBe(schemaEnums.IdEntityType);
    expect([...ENTITY_TYPES]).toEqual(doc.components.schemas.IdEntityType?.enum);
  });

  it("follow a change of the contract", async () => {
    const doc = await contract();
    const before = await renderGenerated(doc);
    const locale = doc.components.schemas.SupportedLocale;
    if (locale?.enum === undefined) throw new Error("no SupportedLocale enum");
    locale.enum = [...locale.enum, "de-DE"];
    expect(schemaEnumRows(doc).SupportedLocale).toContain("de-DE");
    const after = await renderGenerated(doc);
    expect(after["enums.ts"]).not.toBe(before["enums.ts"]);
    expect(after["enums.ts"]).toContain('"de-DE"');
  });

  it("agree with the contract's inline lists of the same locales", () => {
    const inline = fieldLimits("PlayerPreferences", "language").enum;
    expect([...(inline ?? [])].sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });
});
