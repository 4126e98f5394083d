// Generates src/generated/ from the bundled contract (openapi/dist/openapi.json):
//   schema.ts      the types, by openapi-typescript
//   operations.ts  one row per operation: method, path, server, security, x-timeout-ms, x-retry
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

/** @returns {Promise<{ "schema.ts": string, "operations.ts": string }>} */
export async function renderGenerated() {
  const doc = JSON.parse(await readFile(contractPath, "utf8"));
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
  return { "schema.ts": schema, "operations.ts": operations };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = await renderGenerated();
  await mkdir(generatedDir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    await writeFile(join(generatedDir, name), text);
  }
  console.log(`generated ${Object.keys(files).join(", ")} in ${generatedDir}`);
}
