/**
 * Which submission fields a change request may set, and the value each accepts.
 *
 * Editable: the uppercase contact and pledge fields and the boolean flags (the SDK's
 * `isUppercaseField` / `isBooleanField`), `Name`, `DOB` and the configured `extra` fields.
 * Everything else (ids, campaign, team, player — see reassign —, payment processor data and
 * the server's dates) is read-only. A value is checked against the field's own schema in the
 * contract (`AccountContact/properties/Email`, …), compiled once on first use, then against the
 * host's validator of the field (`accountValidators`, the SDK's `hostValidatorProblem`); `null`
 * clears a field whose column may be empty and the host does not require.
 */
import {
  describeAccountValueProblem,
  hostValidatorProblem,
  type EditValidators,
} from "@canvass/sdk/accounts";
import { isBooleanField, isUppercaseField } from "@canvass/sdk/fields";
import type { ValidateFunction } from "ajv";
import { loadContract } from "../../contract.js";
import { createContractAjv, SCHEMA_ID_BASE } from "../../http/contract-ajv.js";
import type { FieldError } from "../../http/index.js";
import { ACCOUNT_COLUMNS, ACCOUNT_LIST, EXTRA_FIELDS } from "./account-fields.js";
import type { FieldKind, ListField } from "./list-spec.js";
import { isVisible, type HiddenGroups } from "./visibility.js";

/** Where a field is written: a column of `accounts`, or a key of its `extra` object. */
export type ChangeTarget =
  | {
      readonly kind: "column";
      readonly column: string;
      readonly type: FieldKind;
      readonly nullable: boolean;
    }
  | { readonly kind: "extra"; readonly key: string };

export interface EditableField {
  readonly field: ListField;
  readonly target: ChangeTarget;
}

/** The contract schemas whose properties describe the editable fields. */
const SCHEMA_HOMES = ["AccountContact", "AccountFlags", "AccountCore", "AccountDates"] as const;

/** The schema of a configured field without one in the contract. */
const EXTRA_SCHEMA = { type: "string", maxLength: 200 };

const OTHER_EDITABLE: ReadonlySet<string> = new Set(["Name", "DOB", ...EXTRA_FIELDS]);

function isEditableName(name: string): boolean {
  return isUppercaseField(name) || isBooleanField(name) || OTHER_EDITABLE.has(name);
}

/** The editable field of a name, or why it is not one. */
export function editableField(name: string): EditableField | string {
  const field = ACCOUNT_LIST.fields.get(name);
  if (field === undefined) return "is not a submission field";
  if (!isEditableName(name)) return "is read-only";
  const column = ACCOUNT_COLUMNS.get(name);
  const target: ChangeTarget =
    column === undefined
      ? { kind: "extra", key: name }
      : { kind: "column", column: column.column, type: column.kind, nullable: column.nullable };
  return { field, target };
}

let validators: Promise<Map<string, ValidateFunction>> | undefined;

async function compileValidators(): Promise<Map<string, ValidateFunction>> {
  const contract = await loadContract();
  const ajv = createContractAjv(contract, "json");
  const components = contract.components as { schemas: Record<string, { properties?: object }> };
  const compiled = new Map<string, ValidateFunction>();
  for (const name of ACCOUNT_LIST.fields.keys()) {
    if (!isEditableName(name)) continue;
    const home = SCHEMA_HOMES.find((schema) =>
      Object.hasOwn(components.schemas[schema]?.properties ?? {}, name),
    );
    compiled.set(
      name,
      ajv.compile(
        home === undefined
          ? EXTRA_SCHEMA
          : { $ref: `${SCHEMA_ID_BASE}${home}#/properties/${name}` },
      ),
    );
  }
  return compiled;
}

/** The value validators of the editable fields (compiled once). */
export function changeValidators(): Promise<Map<string, ValidateFunction>> {
  validators ??= compileValidators().catch((error: unknown) => {
    validators = undefined;
    throw error;
  });
  return validators;
}

export interface ChangeInput {
  readonly ID: string;
  readonly Field: string;
  readonly Value: string | number | boolean | null;
}

/** The problems of one change (empty when it is fine), as JSON pointers into the body. */
export function changeErrors(
  change: ChangeInput,
  index: number,
  hidden: HiddenGroups,
  validate: ReadonlyMap<string, ValidateFunction>,
  validators: EditValidators = {},
): FieldError[] {
  const at = `/Changes/${index}`;
  const editable = editableField(change.Field);
  if (typeof editable === "string") {
    return [{ field: `${at}/Field`, message: `${change.Field} ${editable}`, code: "field" }];
  }
  if (!isVisible(editable.field, hidden)) {
    return [
      { field: `${at}/Field`, message: `${change.Field} is hidden from you`, code: "hidden" },
    ];
  }
  const host = hostValidatorProblem(change.Field, change.Value, validators);
  if (host !== undefined) {
    const message = `${change.Field} ${describeAccountValueProblem(host)}`;
    return [{ field: `${at}/Value`, message, code: host.code }];
  }
  if (change.Value === null) {
    const clearable = editable.target.kind === "extra" || editable.target.nullable;
    return clearable
      ? []
      : [{ field: `${at}/Value`, message: `${change.Field} cannot be cleared`, code: "required" }];
  }
  const check = validate.get(change.Field);
  if (check === undefined || check(change.Value)) return [];
  return (check.errors ?? []).map((error) => ({
    field: `${at}/Value`,
    message: `${change.Field} ${error.message ?? "is not valid"}`,
    code: error.keyword,
  }));
}
