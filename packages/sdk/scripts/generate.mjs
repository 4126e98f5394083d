// Generates src/generated/ from the bundled contract (openapi/dist/openapi.json):
//   schema.ts      the types, by openapi-typescript
//   operations.ts  one row per operation: method, path, server, security, x-timeout-ms, x-retry
//   limits.ts      each object schema's field limits (minLength, maxLength, minimum, maximum,
//                  pattern, enum), following $refs
//   sortable.ts    per list operation, the fields `Sort` may name and the default (x-sortable)
//   enums.ts       each enum schema's values (SupportedLocale, ExportFormat, Role…), literal
// `npm run generate` writes the files; the test run calls renderGenerated() and fails when the
// committed files differ (see generated.test.ts).
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import openapiTS, { astToString, STRING, tsUnion } from "openapi-typescript";
import ts from "typescript";

const here = dirname(fileURLToPath(import.meta.url));
export const contractPath = join(here, "../../../openapi/dist/openapi.json");
export const generatedDir = join(here, "../src/generated");

const HEADER = `/**
 * Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.
 * Run \`npm run generate\` after changing the contract.
 */
`;

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** @param {{ url: string }[] | undefined} servers */
function serverOf(servers) {
  const url = servers?.[0]?.url ?? "";
  if (url.includes("{assetsUrl}")) return "assets";
  if (url.includes("{loggingUrl}")) return "logging";
  return "api";
}

/** @param {Record<string, any>} doc */
export function operationRows(doc) {
  const defaultTimeout = doc["x-default-timeout-ms"] ?? 30000;
  const rows = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const row = {
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        server: serverOf(op.servers ?? item.servers),
        open: Array.isArray(op.security) && op.security.length === 0,
        timeoutMs: op["x-timeout-ms"] ?? defaultTimeout,
        cacheable:
          method === "get" &&
          (op.parameters ?? []).some(
            (/** @type {{ $ref?: string; name?: string }} */ p) =>
              p.name === "If-Modified-Since" ||
              p.$ref === "#/components/parameters/IfModifiedSince",
          ),
      };
      if (op["x-retry"]) row.retry = op["x-retry"];
      rows.push(row);
    }
  }
  rows.sort((a, b) => a.operationId.localeCompare(b.operationId));
  return rows;
}

/**
 * A multipart file part (`contentMediaType: application/octet-stream`) is a `Blob` (a picked or
 * made file) or a `string` (text sent as the file, e.g. a JSON file), as `toFormData` sends them;
 * openapi-typescript alone would say `string`.
 * @param {{ type?: unknown; contentMediaType?: unknown }} schema
 */
function fileParts(schema) {
  if (schema.type !== "string" || schema.contentMediaType !== "application/octet-stream") {
    return undefined;
  }
  return tsUnion([ts.factory.createTypeReferenceNode("Blob"), STRING]);
}

const LIMIT_KEYWORDS = [
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "pattern",
  "enum",
  "minItems",
  "maxItems",
];

/**
 * The limit keywords of a schema node, its own over those of the schemas it `$ref`s or `allOf`s.
 * @param {Record<string, any>} doc
 * @param {unknown} node
 * @param {number} depth
 * @returns {Record<string, unknown>}
 */
function limitsOf(doc, node, depth = 0) {
  if (typeof node !== "object" || node === null || depth > 16) return {};
  const schema = /** @type {Record<string, any>} */ (node);
  /** @type {Record<string, unknown>} */
  let found = {};
  if (typeof schema.$ref === "string" && schema.$ref.startsWith("#/components/schemas/")) {
    const name = schema.$ref.slice("#/components/schemas/".length);
    found = { ...found, ...limitsOf(doc, doc.components?.schemas?.[name], depth + 1) };
  }
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    found = { ...found, ...limitsOf(doc, part, depth + 1) };
  }
  for (const keyword of LIMIT_KEYWORDS) {
    if (schema[keyword] !== undefined) found[keyword] = schema[keyword];
  }
  // A list's items: their own limits (the choices of a list of strings, say), when they have any.
  if (schema.items !== undefined) {
    const items = limitsOf(doc, schema.items, depth + 1);
    delete items.items;
    if (Object.keys(items).length > 0) found.items = items;
  }
  return found;
}

/**
 * The properties of an object schema (its own and those of its `allOf` parts and `$ref`s).
 * @param {Record<string, any>} doc
 * @param {unknown} node
 * @param {number} depth
 * @returns {[string, unknown][]}
 */
function propertiesOf(doc, node, depth = 0) {
  if (typeof node !== "object" || node === null || depth > 16) return [];
  const schema = /** @type {Record<string, any>} */ (node);
  const own = Object.entries(schema.properties ?? {});
  const ref =
    typeof schema.$ref === "string" && schema.$ref.startsWith("#/components/schemas/")
      ? propertiesOf(doc, doc.components?.schemas?.[schema.$ref.slice(21)], depth + 1)
      : [];
  const parts = (Array.isArray(schema.allOf) ? schema.allOf : []).flatMap(
    (/** @type {unknown} */ part) => propertiesOf(doc, part, depth + 1),
  );
  return [...ref, ...parts, ...own];
}

/**
 * Each object schema's field limits, by schema and field name; fields without a limit and
 * schemas without such fields are left out.
 * @param {Record<string, any>} doc
 */
export function schemaLimitRows(doc) {
  /** @type {Record<string, Record<string, Record<string, unknown>>>} */
  const rows = {};
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    /** @type {Record<string, Record<string, unknown>>} */
    const fields = {};
    for (const [field, property] of propertiesOf(doc, schema)) {
      const limits = limitsOf(doc, property);
      if (Object.keys(limits).length > 0) fields[field] = limits;
    }
    if (Object.keys(fields).length > 0) rows[name] = fields;
  }
  return Object.fromEntries(Object.entries(rows).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Each enum schema of `components.schemas` (a schema with `enum`): its values in the contract's
 * order, by schema name.
 * @param {Record<string, any>} doc
 */
export function schemaEnumRows(doc) {
  /** @type {Record<string, unknown[]>} */
  const rows = {};
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    if (Array.isArray(schema?.enum)) rows[name] = [...schema.enum];
  }
  return Object.fromEntries(Object.entries(rows).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Per list operation, what `Sort` may name (`x-sortable`): `{ default, fields }`.
 * @param {Record<string, any>} doc
 */
export function sortableRows(doc) {
  /** @type {Record<string, { default: string; fields: string[] }>} */
  const rows = {};
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      const sortable = op?.["x-sortable"];
      if (sortable === undefined) continue;
      if (typeof sortable.default !== "string" || !Array.isArray(sortable.fields)) {
        throw new Error(`${op.operationId}: x-sortable needs { default, fields }`);
      }
      rows[op.operationId] = { default: sortable.default, fields: [...sortable.fields] };
    }
  }
  return Object.fromEntries(Object.entries(rows).sort(([a], [b]) => a.localeCompare(b)));
}

/** @param {unknown} value */
const json = (value) => JSON.stringify(value, null, 2);

/**
 * The generated files of a contract (the bundled one unless `doc` is given).
 * @param {Record<string, any>} [given]
 * @returns {Promise<{ "schema.ts": string, "operations.ts": string, "limits.ts": string, "sortable.ts": string, "enums.ts": string }>}
 */
export async function renderGenerated(given) {
  const doc = given ?? JSON.parse(await readFile(contractPath, "utf8"));
  const ast = await openapiTS(doc, { alphabetize: false, transform: fileParts });
  const schema = HEADER + "\n" + astToString(ast);
  const rows = operationRows(doc);
  const operations =
    HEADER +
    `
import type { OperationDescriptor } from "../contract/operation-descriptor";

/** Every operation of the contract, by operationId. */
export const operationTable = ${JSON.stringify(Object.fromEntries(rows.map((r) => [r.operationId, r])), null, 2)} as const satisfies Record<string, OperationDescriptor>;
`;
  const limits =
    HEADER +
    `
import type { FieldLimits } from "../contract/field-limits.types";

/** Each object schema's field limits, by schema and field (fields without limits left out). */
export const schemaLimits = ${json(schemaLimitRows(doc))} as const satisfies Record<string, Record<string, FieldLimits>>;
`;
  const sortable =
    HEADER +
    `
import type { SortableFields } from "../contract/field-limits.types";

/** Per list operation, the fields \`Sort\` may name (also with \`-\`) and the default sort. */
export const sortableFields = ${json(sortableRows(doc))} as const satisfies Record<string, SortableFields>;
`;
  const enums =
    HEADER +
    `
/** Each enum schema's values, in the contract's order, as literal tuples. */
export const schemaEnums = ${json(schemaEnumRows(doc))} as const satisfies Record<string, readonly (string | number)[]>;
`;
  return {
    "schema.ts": schema,
    "operations.ts": operations,
    "limits.ts": limits,
    "sortable.ts": sortable,
    "enums.ts": enums,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = await renderGenerated();
  await mkdir(generatedDir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    await writeFile(join(generatedDir, name), text);
  }
  console.log(`generated ${Object.keys(files).join(", ")} in ${generatedDir}`);
}
