/**
 * Reads the operations of the bundled contract (paths × methods, HEAD included) into plain records:
 * parameters merged from the path item and the operation, `$ref`s to parameters, request bodies and
 * responses resolved, and where the reference server mounts each one.
 */

/** A JSON Schema from the contract (resolved by Ajv, which knows every `components.schemas`). */
export type JsonSchema = Record<string, unknown> | boolean;

export type HttpMethod = "GET" | "PUT" | "POST" | "DELETE" | "PATCH" | "HEAD" | "OPTIONS";

export const HTTP_METHODS: readonly HttpMethod[] = [
  "GET",
  "PUT",
  "POST",
  "DELETE",
  "PATCH",
  "HEAD",
  "OPTIONS",
];

export type ParameterLocation = "path" | "query" | "header" | "cookie";

export interface ContractParameter {
  readonly name: string;
  readonly in: ParameterLocation;
  readonly required: boolean;
  readonly schema: JsonSchema;
}

export interface ContractMediaType {
  readonly schema: JsonSchema | undefined;
}

export interface ContractRequestBody {
  readonly required: boolean;
  /** By media type, e.g. `application/json`, `multipart/form-data`. */
  readonly content: Readonly<Record<string, ContractMediaType>>;
}

export interface ContractResponse {
  /** By media type; empty when the answer has no body (204, 304). */
  readonly content: Readonly<Record<string, ContractMediaType>>;
}

export interface ContractOperation {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The contract's path template, e.g. `/players/{id}/`. */
  readonly path: string;
  /** The URL prefixes it is served under, the first being its own server's (`/api`, ``, `/log`). */
  readonly mounts: readonly string[];
  readonly parameters: readonly ContractParameter[];
  readonly requestBody: ContractRequestBody | undefined;
  /** By status code or range as the contract writes them (`200`, `4XX`, `5XX`, `default`). */
  readonly responses: Readonly<Record<string, ContractResponse>>;
  /** True when the operation needs no token (`security: []`). */
  readonly open: boolean;
  /** `x-permission`, when a server-side rule gates the operation. */
  readonly permission: string | undefined;
  /** `x-max-body-bytes`: a body limit below the content type's default (413 beyond it). */
  readonly maxBodyBytes?: number | undefined;
}

/**
 * A list is a `GET` that takes `Page` (the list toolkit, decision 0013): it refuses query
 * parameters it does not declare (400 naming `query.<name>`), so a misspelt filter (`?Role=rep`,
 * `?page=2`) is an error instead of a silently unfiltered list. Other operations ignore them.
 */
export function isListOperation(operation: Pick<ContractOperation, "method" | "parameters">) {
  return (
    operation.method === "GET" &&
    operation.parameters.some((parameter) => parameter.in === "query" && parameter.name === "Page")
  );
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Follows a local `$ref` (`#/components/parameters/Page`) until it reaches an object. */
export function resolveRef(contract: Json, value: unknown): Json {
  let current = value;
  for (let hops = 0; hops < 16; hops += 1) {
    if (!isObject(current)) throw new Error("Contract: expected an object");
    const ref = current.$ref;
    if (typeof ref !== "string") return current;
    if (!ref.startsWith("#/")) throw new Error(`Contract: only local $refs are supported: ${ref}`);
    current = ref
      .slice(2)
      .split("/")
      .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), contract);
  }
  throw new Error("Contract: $ref chain too long");
}

function serverUrlOf(server: unknown): string | undefined {
  if (!isObject(server) || typeof server.url !== "string") return undefined;
  const variables = isObject(server.variables) ? server.variables : {};
  return server.url.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const variable = variables[name];
    return isObject(variable) && typeof variable.default === "string" ? variable.default : "";
  });
}

/** The path of a server's default URL without its trailing slash: `/api`, `` or `/log`. */
export function mountOf(servers: unknown): string {
  const first = Array.isArray(servers) ? serverUrlOf(servers[0]) : undefined;
  if (first === undefined) return "";
  const pathname = new URL(first, "http://localhost").pathname;
  return pathname.replace(/\/+$/, "");
}

function readContent(value: unknown): Record<string, ContractMediaType> {
  if (!isObject(value)) return {};
  const content: Record<string, ContractMediaType> = {};
  for (const [mediaType, media] of Object.entries(value)) {
    const schema = isObject(media) ? media.schema : undefined;
    content[mediaType.toLowerCase()] = {
      schema: isObject(schema) || typeof schema === "boolean" ? schema : undefined,
    };
  }
  return content;
}

function readParameters(contract: Json, ...lists: unknown[]): ContractParameter[] {
  const byKey = new Map<string, ContractParameter>();
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const parameter = resolveRef(contract, raw);
      const name = parameter.name;
      const location = parameter.in;
      if (typeof name !== "string" || typeof location !== "string") {
        throw new Error("Contract: a parameter without name or in");
      }
      const schema = parameter.schema;
      // The operation's own parameter overrides the path item's one of the same name and place.
      byKey.set(`${location}:${name}`, {
        name,
        in: location as ParameterLocation,
        required: location === "path" || parameter.required === true,
        schema: isObject(schema) || typeof schema === "boolean" ? schema : {},
      });
    }
  }
  return [...byKey.values()];
}

/** Every operation of the contract, in the contract's order. */
export function readOperations(contract: Json): ContractOperation[] {
  const apiMount = mountOf(contract.servers);
  const paths = isObject(contract.paths) ? contract.paths : {};
  const operations: ContractOperation[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = resolveRef(contract, rawItem);
    for (const method of HTTP_METHODS) {
      const raw = item[method.toLowerCase()];
      if (!isObject(raw)) continue;
      const operationId = raw.operationId;
      if (typeof operationId !== "string") {
        throw new Error(`Contract: ${method} ${path} has no operationId`);
      }
      const ownMount = mountOf(raw.servers ?? item.servers ?? contract.servers);
      const body =
        raw.requestBody === undefined ? undefined : resolveRef(contract, raw.requestBody);
      const responses: Record<string, ContractResponse> = {};
      for (const [status, response] of Object.entries(
        isObject(raw.responses) ? raw.responses : {},
      )) {
        responses[status] = { content: readContent(resolveRef(contract, response).content) };
      }
      const security = raw.security ?? contract.security;
      operations.push({
        operationId,
        method,
        path,
        mounts: [...new Set([ownMount, apiMount])],
        parameters: readParameters(contract, item.parameters, raw.parameters),
        requestBody: body && {
          required: body.required === true,
          content: readContent(body.content),
        },
        responses,
        open: Array.isArray(security) && security.length === 0,
        permission: typeof raw["x-permission"] === "string" ? raw["x-permission"] : undefined,
        maxBodyBytes:
          typeof raw["x-max-body-bytes"] === "number" ? raw["x-max-body-bytes"] : undefined,
      });
    }
  }
  return operations;
}

/** The declared response for a status: exact, then its range (`4XX`), then `default`. */
export function declaredResponse(
  operation: ContractOperation,
  status: number,
): ContractResponse | undefined {
  const code = String(status);
  const range = `${code.charAt(0)}XX`;
  const responses = operation.responses;
  return responses[code] ?? responses[range] ?? responses[range.toLowerCase()] ?? responses.default;
}

/** True when the operation lists this status itself (exactly or by range, not by `default`). */
export function declaresStatus(operation: ContractOperation, status: number): boolean {
  const code = String(status);
  const range = `${code.charAt(0)}XX`;
  return code in operation.responses || range in operation.responses;
}
