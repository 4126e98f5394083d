/**
 * Ajv 2020-12 instances that know every `components.schemas` of the contract.
 *
 * Each component schema is registered under its own id (`https://canvass.dev/schemas/Player`) and
 * every local `$ref` (`#/components/schemas/Player`) is rewritten to that id, so operation-level
 * schemas compile on their own. Ajv stays strict about the schemas themselves (a misspelt keyword in
 * the contract fails at startup) and is taught the OpenAPI extras: `discriminator` (as Ajv's own
 * discriminator, without `mapping`, which only restates the `const`s), `example`, `xml`,
 * `externalDocs`, every `x-*` extension the contract uses, and the `password` format.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { FormatsPlugin } from "ajv-formats";
import type { JsonSchema } from "./operations.js";

/** The base of the ids the component schemas are registered under. */
export const SCHEMA_ID_BASE = "https://canvass.dev/schemas/";

const COMPONENT_REF = "#/components/schemas/";

/** What the instance validates: parameters are strings to coerce; bodies and responses are JSON. */
export type AjvMode = "params" | "json";

/** OpenAPI keywords that are annotations only. */
const OPENAPI_ANNOTATIONS = ["example", "xml", "externalDocs"];

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `#/components/schemas/Player/properties/id` → `https://canvass.dev/schemas/Player#/properties/id`. */
function rewriteRef(ref: string): string {
  if (!ref.startsWith(COMPONENT_REF)) {
    throw new Error(`Contract: schema $ref outside components.schemas: ${ref}`);
  }
  const rest = ref.slice(COMPONENT_REF.length);
  const slash = rest.indexOf("/");
  return slash === -1
    ? `${SCHEMA_ID_BASE}${rest}`
    : `${SCHEMA_ID_BASE}${rest.slice(0, slash)}#${rest.slice(slash)}`;
}

/**
 * A copy of a contract schema Ajv can compile: local `$ref`s made absolute and `discriminator.mapping`
 * dropped. Keys under `properties` are property names, not keywords, and are left alone.
 */
export function prepareSchema(schema: JsonSchema): JsonSchema {
  const visit = (node: unknown, keysAreNames: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, false));
    if (!isObject(node)) return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (keysAreNames) out[key] = visit(value, false);
      else if (key === "$ref" && typeof value === "string") out[key] = rewriteRef(value);
      else if (key === "discriminator" && isObject(value)) {
        out[key] = { propertyName: value.propertyName };
      } else if (key === "enum" || key === "const" || key === "examples" || key === "default") {
        out[key] = value;
      } else {
        out[key] = visit(
          value,
          key === "properties" || key === "patternProperties" || key === "$defs",
        );
      }
    }
    return out;
  };
  return visit(schema, false) as JsonSchema;
}

/** Every `x-*` key used as a keyword in the contract's schemas, so strict Ajv accepts them. */
function extensionKeywords(schemas: readonly unknown[]): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith("x-")) found.add(key);
      visit(value);
    }
  };
  schemas.forEach(visit);
  return found;
}

// ajv-formats is CommonJS: under NodeNext its default import types as the module object whose
// `default` is the plugin; at run time Node hands over `module.exports`, which carries `default` too.
const addFormats: FormatsPlugin = addFormatsModule.default;

/** A new Ajv instance with every component schema of the contract registered. */
export function createContractAjv(contract: Json, mode: AjvMode): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    // Type, tuple and required strictness flag schema styles the contract uses on purpose
    // (`properties` under `allOf` without `type`); they say nothing about a request.
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    discriminator: true,
    coerceTypes: mode === "params" ? "array" : false,
    useDefaults: mode === "params",
    formats: { password: true },
  });
  addFormats(ajv);
  for (const keyword of OPENAPI_ANNOTATIONS) ajv.addKeyword({ keyword });

  const components = isObject(contract.components) ? contract.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  for (const keyword of extensionKeywords(Object.values(contract))) {
    if (ajv.getKeyword(keyword) === false) ajv.addKeyword({ keyword });
  }
  for (const [name, schema] of Object.entries(schemas)) {
    const prepared = prepareSchema(schema as JsonSchema);
    ajv.addSchema(
      typeof prepared === "boolean" ? prepared : { ...prepared, $id: `${SCHEMA_ID_BASE}${name}` },
      typeof prepared === "boolean" ? `${SCHEMA_ID_BASE}${name}` : undefined,
    );
  }
  return ajv;
}
