/**
 * Request validation against the contract, compiled once per operation.
 *
 * - Path, query and header parameters are validated as strings coerced to their schema types
 *   (`Page=2` → 2), with defaults applied (`PageSize` → 50). A bad one is a 400 naming
 *   `path.id`, `query.Page` or `header.If-Modified-Since`.
 * - A list (`isListOperation`: a `GET` that takes `Page`) refuses query parameters it does not
 *   declare: a 400 naming each (`query.zz`, code `unknown`). Other operations accept and ignore
 *   them: they never reach the handler (cache busters and tracking tags stay harmless, and an
 *   older client keeps working when a parameter is retired). Undeclared headers and cookies are
 *   ignored likewise.
 * - A body is checked only for operations that declare one. Its content type must be one the
 *   operation accepts: otherwise 415 where the operation declares 415 (uploads), else the
 *   contract's 400 ("wrong content type") naming `header.Content-Type`. JSON bodies
 *   (`application/json`, `application/merge-patch+json`) are validated against their schema, and a
 *   body that parses but breaks it is a 422 naming each field by JSON pointer. A missing required
 *   body is a 400 naming `body`. Multipart bodies arrive as a Buffer and are parsed by the upload
 *   handlers (a later step).
 * - Values no schema keyword catches are refused too (`unsafe-values.ts`): non-finite numbers and
 *   strings with NUL characters.
 * - Parameter and body errors are reported together; with any bad parameter the answer is 400.
 */
import type { ValidateFunction } from "ajv/dist/2020.js";
import type { FastifyRequest } from "fastify";
import { createContractAjv, prepareSchema } from "./contract-ajv.js";
import {
  declaresStatus,
  isListOperation,
  type ContractOperation,
  type ContractParameter,
  type ParameterLocation,
} from "./operations.js";
import { badRequest, unprocessable, wrongContentType, type FieldError } from "./problem.js";
import { unsafeValues } from "./unsafe-values.js";
import { bodyField, parameterField, toFieldErrors } from "./validation-errors.js";

/** What a handler receives: validated, coerced values. */
export interface ValidatedInput {
  readonly params: Record<string, unknown>;
  /** Declared query parameters only, coerced, with their defaults. */
  readonly query: Record<string, unknown>;
  /** Declared header parameters only, keyed as the contract spells them (`If-Modified-Since`). */
  readonly headers: Record<string, unknown>;
  /** The parsed JSON body, the raw multipart Buffer, or `undefined` when there is none. */
  readonly body: unknown;
  /** The body's media type (`application/json`), when there is a body. */
  readonly mediaType: string | undefined;
}

/** Validates one request of its operation; throws an `HttpProblem` (400/415/422) when it fails. */
export type RequestValidator = (request: FastifyRequest) => ValidatedInput;

type ParameterSource = "params" | "query" | "headers";

const SOURCES: Record<Exclude<ParameterLocation, "cookie">, ParameterSource> = {
  path: "params",
  query: "query",
  header: "headers",
};

/** The media type of a `Content-Type` value, lower-cased, without parameters. */
export function mediaTypeOf(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  const essence = contentType.split(";")[0]?.trim().toLowerCase();
  return essence === undefined || essence === "" ? undefined : essence;
}

/** `application/json` and any `+json` type (`application/merge-patch+json`). */
export function isJsonMediaType(mediaType: string): boolean {
  return (
    mediaType === "application/json" || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(mediaType)
  );
}

function accepts(declared: readonly string[], mediaType: string): boolean {
  return declared.some(
    (range) =>
      range === mediaType ||
      range === "*/*" ||
      (range.endsWith("/*") && mediaType.startsWith(range.slice(0, -1))),
  );
}

interface ParameterGroup {
  readonly location: Exclude<ParameterLocation, "cookie">;
  readonly validate: ValidateFunction;
  /** Validated key (lower-cased for headers) → the contract's name. */
  readonly names: ReadonlyMap<string, string>;
}

type Ajv = ReturnType<typeof createContractAjv>;

function compileGroup(
  ajv: Ajv,
  location: Exclude<ParameterLocation, "cookie">,
  parameters: readonly ContractParameter[],
): ParameterGroup | undefined {
  const own = parameters.filter((parameter) => parameter.in === location);
  if (own.length === 0) return undefined;
  const keyOf = (name: string): string => (location === "header" ? name.toLowerCase() : name);
  const schema = {
    type: "object",
    properties: Object.fromEntries(own.map((p) => [keyOf(p.name), prepareSchema(p.schema)])),
    required: own.filter((p) => p.required).map((p) => keyOf(p.name)),
  };
  return {
    location,
    validate: ajv.compile(schema),
    names: new Map(own.map((p) => [keyOf(p.name), p.name])),
  };
}

function rawValues(request: FastifyRequest, group: ParameterGroup): Record<string, unknown> {
  const source = request[SOURCES[group.location]] as Record<string, unknown> | undefined;
  const values: Record<string, unknown> = {};
  if (source === undefined) return values;
  for (const key of group.names.keys()) {
    if (Object.hasOwn(source, key) && source[key] !== undefined) values[key] = source[key];
  }
  return values;
}

function hasBody(body: unknown): boolean {
  return body !== undefined && !(Buffer.isBuffer(body) && body.length === 0);
}

/**
 * The query parameters of a list request that `declared` does not hold, as field errors: the one
 * rule for undeclared list parameters, applied by the validator to every list and by the list
 * toolkit's `readListPage`.
 */
export function undeclaredQuery(raw: unknown, declared: ReadonlySet<string>): FieldError[] {
  if (typeof raw !== "object" || raw === null) return [];
  return Object.keys(raw)
    .filter((name) => !declared.has(name))
    .map((name) => ({
      field: `query.${name}`,
      message: "is not a parameter of this list",
      code: "unknown",
    }));
}

/** Compiles the validator of one operation. */
export function compileRequestValidator(
  operation: ContractOperation,
  ajv: { params: Ajv; json: Ajv },
): RequestValidator {
  const groups = (["path", "query", "header"] as const).flatMap((location) => {
    const group = compileGroup(ajv.params, location, operation.parameters);
    return group === undefined ? [] : [group];
  });
  const bodyContent = operation.requestBody?.content ?? {};
  const acceptedTypes = Object.keys(bodyContent);
  const declares415 = declaresStatus(operation, 415);
  const listQuery = isListOperation(operation)
    ? new Set(operation.parameters.filter((p) => p.in === "query").map((p) => p.name))
    : undefined;
  const bodyValidators = new Map<string, ValidateFunction>();
  for (const [mediaType, media] of Object.entries(bodyContent)) {
    if (isJsonMediaType(mediaType) && media.schema !== undefined) {
      bodyValidators.set(mediaType, ajv.json.compile(prepareSchema(media.schema)));
    }
  }

  return (request) => {
    const errors: FieldError[] = [];
    const out: Record<ParameterSource, Record<string, unknown>> = {
      params: {},
      query: {},
      headers: {},
    };
    for (const group of groups) {
      const values = rawValues(request, group);
      const name = (key: string): string => group.names.get(key) ?? key;
      if (!group.validate(values)) {
        errors.push(...toFieldErrors(group.validate.errors, parameterField(group.location, name)));
      }
      errors.push(...unsafeValues(values, parameterField(group.location, name)));
      const target = out[SOURCES[group.location]];
      for (const [key, value] of Object.entries(values))
        target[group.names.get(key) ?? key] = value;
    }
    if (listQuery !== undefined) errors.push(...undeclaredQuery(request.query, listQuery));

    let body: unknown = undefined;
    let mediaType: string | undefined = undefined;
    const bodyErrors: FieldError[] = [];
    if (operation.requestBody !== undefined) {
      if (hasBody(request.body)) {
        mediaType = mediaTypeOf(request.headers["content-type"]);
        if (mediaType === undefined || !accepts(acceptedTypes, mediaType)) {
          throw wrongContentType(
            `${operation.operationId} accepts ${acceptedTypes.join(" or ")}, not ${mediaType ?? "a body without a content type"}.`,
            acceptedTypes,
            declares415,
          );
        }
        body = request.body;
        const validate = bodyValidators.get(mediaType);
        if (validate !== undefined && !validate(body)) {
          bodyErrors.push(...toFieldErrors(validate.errors, bodyField));
        }
        // Unsafe values are named even next to schema errors (a lone surrogate in one field
        // and a missing required field are both reported).
        if (validate !== undefined) bodyErrors.push(...unsafeValues(body, bodyField));
      } else if (operation.requestBody.required) {
        errors.push({ field: "body", message: "is required", code: "required" });
      }
    }

    if (errors.length > 0) {
      throw badRequest(`The request has ${errors.length + bodyErrors.length} invalid field(s).`, [
        ...errors,
        ...bodyErrors,
      ]);
    }
    if (bodyErrors.length > 0) {
      throw unprocessable(`The body has ${bodyErrors.length} invalid field(s).`, bodyErrors);
    }
    return { params: out.params, query: out.query, headers: out.headers, body, mediaType };
  };
}

const cache = new WeakMap<object, Map<string, RequestValidator>>();

/**
 * The validators of every operation, by operationId, compiled once per contract object (several
 * apps built from the same contract, as in tests, share them).
 */
export function requestValidators(
  contract: Record<string, unknown>,
  operations: readonly ContractOperation[],
): ReadonlyMap<string, RequestValidator> {
  const cached = cache.get(contract);
  if (cached !== undefined) return cached;
  const ajv = {
    params: createContractAjv(contract, "params"),
    json: createContractAjv(contract, "json"),
  };
  const validators = new Map<string, RequestValidator>();
  for (const operation of operations) {
    validators.set(operation.operationId, compileRequestValidator(operation, ajv));
  }
  cache.set(contract, validators);
  return validators;
}
