/**
 * The schema-level checks of one bulk row: the contract's own `PlayerCreate` field schemas
 * (lengths, the username pattern, the e-mail format, the password's 8 to 128 characters, the role
 * and status enums), so a row passes exactly when `PUT /players/` would take its fields. The
 * bulk row itself (`PlayerBulkRow`) is loose on purpose: a bad row is reported, not refused with
 * the whole request. The password may be left out; the team is an id or a title.
 */
import type { ValidateFunction } from "ajv/dist/2020.js";
import { loadContract } from "../../contract.js";
import { createContractAjv, SCHEMA_ID_BASE } from "../../http/contract-ajv.js";
import type { FieldError } from "../../http/index.js";
import { bodyField, toFieldErrors } from "../../http/validation-errors.js";

/** The fields of a row, in the order errors are reported. */
export const BULK_ROW_FIELDS = [
  "firstname",
  "lastname",
  "username",
  "email",
  "password",
  "role",
  "team",
  "status",
] as const;

const REQUIRED = ["firstname", "lastname", "username", "email", "role", "team"];

const fromCreate = (name: string) => ({
  $ref: `${SCHEMA_ID_BASE}PlayerCreate#/properties/${name}`,
});

/** `PlayerCreate` without a required password, and with the bulk row's team (id or title). */
const ROW_SCHEMA = {
  type: "object",
  required: REQUIRED,
  properties: {
    firstname: fromCreate("firstname"),
    lastname: fromCreate("lastname"),
    username: fromCreate("username"),
    email: fromCreate("email"),
    password: fromCreate("password"),
    role: fromCreate("role"),
    team: { allOf: [{ $ref: `${SCHEMA_ID_BASE}PlayerBulkRow#/properties/team` }], minLength: 1 },
    status: fromCreate("status"),
  },
};

let compiled: Promise<ValidateFunction> | undefined;

/** The row validator, compiled once per process from the contract. */
function rowValidator(): Promise<ValidateFunction> {
  compiled ??= loadContract()
    .then((contract) => createContractAjv(contract, "json").compile(ROW_SCHEMA))
    .catch((error: unknown) => {
      compiled = undefined;
      throw error;
    });
  return compiled;
}

/** A checker of rows: the field errors of one row (pointers into the row, `/email`). */
export type RowSchemaCheck = (row: unknown) => FieldError[];

export async function rowSchemaCheck(): Promise<RowSchemaCheck> {
  const validate = await rowValidator();
  return (row) => (validate(row) ? [] : toFieldErrors(validate.errors, bodyField));
}
