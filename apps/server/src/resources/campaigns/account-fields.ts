/**
 * `GET /fields/accounts/?Campaigns=`: the submission fields of some campaigns (or of every
 * campaign the caller sees). The built-in fields come first, then the payment and uppercase
 * fields the host's portal settings add (`paymentFields`/`uppercaseFields` in
 * `assets/settings/portal.json`, which may also remove built-in ones), then the fields of the
 * campaigns' forms (`assets/campaigns/{id}/form.json`). Groups are the SDK's field catalogue;
 * a field is editable when it is an uppercase field. Hidden (`_`) fields are never listed, and
 * payment fields only to callers who may see payment data (`ViewSubPayment`).
 */
import type { Schema } from "@canvass/sdk/contract";
import {
  fieldCatalogueFromSettings,
  fieldGroup,
  isPaymentField,
  isUppercaseField,
  type FieldCatalogue,
  type PortalFieldSettings,
} from "@canvass/sdk/fields";
import { sql, type Kysely, type SqlBool } from "kysely";
import { holds, principalOf, requireRule, type Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { campaignVisible, isClientScoped } from "./access.js";
import {
  BUILT_IN_FIELDS,
  formFieldType,
  labelOf,
  type FieldType,
} from "./account-fields.catalogue.js";
import { freshness } from "./lists.js";

type FieldDescription = Schema<"FieldDescription">;

export const PORTAL_SETTINGS_PATH = "assets/settings/portal.json";

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,127}$/;

interface Candidate {
  readonly name: string;
  readonly type: FieldType;
  readonly label: string;
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes).toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function names(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : [];
}

function listChanges(value: unknown): { add: string[]; remove: string[] } {
  const changes = record(value);
  return { add: names(changes?.add), remove: names(changes?.remove) };
}

/** The field list changes of the portal settings file (malformed parts are ignored). */
export function portalFieldSettings(file: unknown): PortalFieldSettings {
  const options = record(record(file)?.options);
  return {
    paymentFields: listChanges(options?.paymentFields),
    uppercaseFields: listChanges(options?.uppercaseFields),
  };
}

/** The fields of a campaign form file (`{fields: [{name, label, type}]}`). */
export function formFields(file: unknown): Candidate[] {
  const fields = record(file)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((item): Candidate[] => {
    const field = record(item);
    const name = field?.name;
    if (typeof name !== "string" || !FIELD_NAME.test(name)) return [];
    const label =
      typeof field?.label === "string" && field.label.trim() !== ""
        ? field.label.trim().slice(0, 200)
        : labelOf(name);
    const type = typeof field?.type === "string" ? formFieldType(field.type) : "string";
    return [{ name, type, label }];
  });
}

/**
 * A built-in field stays listed unless configuration removed it from its only list (a payment
 * or uppercase field taken out of that list and in no other).
 */
function stillConfigured(name: string, catalogue: FieldCatalogue): boolean {
  const configurable = isPaymentField(name) || isUppercaseField(name);
  return !configurable || fieldGroup(name, catalogue) !== "other";
}

/** The field list: built-in, then configured additions, then form fields, each name once. */
export function describeFields(
  settings: PortalFieldSettings,
  forms: readonly unknown[],
  showPayment: boolean,
): FieldDescription[] {
  const catalogue = fieldCatalogueFromSettings(settings);
  const added = [
    ...(settings.paymentFields?.add ?? []),
    ...(settings.uppercaseFields?.add ?? []),
  ].filter((name) => FIELD_NAME.test(name));
  const candidates: Candidate[] = [
    ...BUILT_IN_FIELDS.filter((field) => stillConfigured(field.name, catalogue)),
    ...added.map((name) => ({ name, type: "string" as const, label: labelOf(name) })),
    ...forms.flatMap(formFields),
  ];
  const seen = new Set<string>();
  const described: FieldDescription[] = [];
  for (const field of candidates) {
    if (seen.has(field.name)) continue;
    seen.add(field.name);
    const group = fieldGroup(field.name, catalogue);
    if (group === "hidden" || (group === "payment" && !showPayment)) continue;
    described.push({
      name: field.name,
      type: field.type,
      label: field.label,
      group,
      editable: group === "uppercase",
    });
  }
  return described;
}

/**
 * The portal settings' field changes and the forms of the campaigns (those asked for, or all)
 * that the caller sees, in campaign id order: one query.
 */
async function fieldFiles(
  db: Kysely<Database>,
  principal: Principal,
  campaigns: readonly string[] | undefined,
): Promise<{ settings: PortalFieldSettings; forms: unknown[] }> {
  const files = await db
    .selectFrom("assets")
    .select(["path", "bytes", sql<string>`''`.as("campaign")])
    .where("path", "=", PORTAL_SETTINGS_PATH)
    .unionAll(
      db
        .selectFrom("campaigns as c")
        .innerJoin("assets as a", (join) =>
          join.on(sql<SqlBool>`a.path = 'assets/campaigns/' || c.id || '/form.json'`),
        )
        .select(["a.path", "a.bytes", "c.id as campaign"])
        .where(campaignVisible(principal, sql.ref("c.id")))
        .$if(campaigns !== undefined, (query) => query.where("c.id", "in", campaigns ?? [])),
    )
    .orderBy("campaign")
    .execute();
  const settings = files.find((file) => file.path === PORTAL_SETTINGS_PATH);
  return {
    settings: portalFieldSettings(settings === undefined ? undefined : parseJson(settings.bytes)),
    forms: files
      .filter((file) => file.path !== PORTAL_SETTINGS_PATH)
      .map((file) => parseJson(file.bytes)),
  };
}

/** The names of every field of a campaign (payment fields included), to check overrides. */
export async function campaignFieldNames(
  db: Kysely<Database>,
  principal: Principal,
  campaign: string,
): Promise<Set<string>> {
  const files = await fieldFiles(db, principal, [campaign]);
  return new Set(describeFields(files.settings, files.forms, true).map((field) => field.name));
}

export function accountFieldHandlers(deps: ServerDeps): HandlerMap {
  return {
    listAccountFields: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "accounts", "get");
      const fresh = await freshness(
        deps.db,
        isClientScoped(principal)
          ? ["assets", "campaigns", "client_campaigns"]
          : ["assets", "campaigns"],
        ctx.headers["If-Modified-Since"],
      );
      if (fresh.notModified) return { status: 304, headers: fresh.headers };
      const files = await fieldFiles(deps.db, principal, ctx.query.Campaigns?.split(","));
      const body = describeFields(files.settings, files.forms, holds(principal, "ViewSubPayment"));
      return { status: 200, headers: fresh.headers, body };
    },
  };
}
