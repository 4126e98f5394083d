/**
 * Validates JSON asset files against their schema in the contract (`CampaignForm`,
 * `AssetGeoTerritory`, …) with the same Ajv setup as request validation. The contract is loaded
 * and the validators compiled once per process, on first use.
 */
import type { ValidateFunction } from "ajv/dist/2020.js";
import { loadContract } from "../../../contract.js";
import { createContractAjv, SCHEMA_ID_BASE } from "../../../http/contract-ajv.js";
import type { FieldError } from "../../../http/index.js";
import { toFieldErrors } from "../../../http/validation-errors.js";

let ajv: ReturnType<typeof createContractAjv> | undefined;
let loading: Promise<ReturnType<typeof createContractAjv>> | undefined;

async function contractAjv(): Promise<ReturnType<typeof createContractAjv>> {
  if (ajv !== undefined) return ajv;
  loading ??= loadContract().then((contract) => {
    ajv = createContractAjv(contract, "json");
    return ajv;
  });
  return loading;
}

async function validator(schema: string): Promise<ValidateFunction> {
  const instance = await contractAjv();
  const validate = instance.getSchema(`${SCHEMA_ID_BASE}${schema}`);
  if (validate === undefined) throw new Error(`The contract has no schema ${schema}`);
  return validate;
}

/**
 * The field errors of `value` against the contract schema `schema` (empty when it matches),
 * each named by `prefix` + the JSON pointer inside the file (`/file/fields/0/name`).
 */
export async function schemaErrors(
  schema: string,
  value: unknown,
  prefix: string,
): Promise<FieldError[]> {
  const validate = await validator(schema);
  if (validate(value)) return [];
  return toFieldErrors(validate.errors, (pointer) => `${prefix}${pointer}` || "body");
}
