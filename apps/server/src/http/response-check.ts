/**
 * Checks an answer against the contract: the status must be declared for the operation (exactly,
 * by range such as `5XX`, or by `default`), the content type must be one it declares (or no body when
 * it declares none), and a JSON body must match the declared schema. For tests: every integration
 * test runs its answers through `checkFetch` so the server cannot drift from the contract.
 */
import type { ValidateFunction } from "ajv/dist/2020.js";
import { createContractAjv, prepareSchema } from "./contract-ajv.js";
import { declaredResponse, readOperations } from "./operations.js";
import type { FieldError } from "./problem.js";
import { isJsonMediaType, mediaTypeOf } from "./validation.js";
import { bodyField, toFieldErrors } from "./validation-errors.js";

export interface AnswerToCheck {
  readonly status: number;
  /** The `Content-Type` header, if any. */
  readonly contentType?: string | null | undefined;
  /** The parsed JSON body, or text/bytes for other media types; `undefined` or `""` for none. */
  readonly body?: unknown;
}

export interface ResponseCheck {
  readonly ok: boolean;
  /** What does not match: `status`, `content-type`, or a JSON pointer into the body. */
  readonly errors: readonly FieldError[];
}

export interface ResponseChecker {
  check(operationId: string, answer: AnswerToCheck): ResponseCheck;
  /** Reads a `fetch` response (from a clone, so the caller can still read it) and checks it. */
  checkFetch(operationId: string, response: Response): Promise<ResponseCheck>;
}

function matchesRange(range: string, mediaType: string): boolean {
  return (
    range === mediaType ||
    range === "*/*" ||
    (range.endsWith("/*") && mediaType.startsWith(range.slice(0, -1)))
  );
}

function isEmpty(body: unknown): boolean {
  return (
    body === undefined ||
    body === "" ||
    (body instanceof Uint8Array && body.byteLength === 0) ||
    (body instanceof ArrayBuffer && body.byteLength === 0)
  );
}

const fail = (field: string, message: string, code: string): ResponseCheck => ({
  ok: false,
  errors: [{ field, message, code }],
});

export function createResponseChecker(contract: Record<string, unknown>): ResponseChecker {
  const operations = new Map(readOperations(contract).map((op) => [op.operationId, op]));
  const ajv = createContractAjv(contract, "json");
  const compiled = new Map<string, ValidateFunction>();

  const check = (operationId: string, answer: AnswerToCheck): ResponseCheck => {
    const operation = operations.get(operationId);
    if (operation === undefined)
      return fail("operationId", `${operationId} is not in the contract`, "operation");
    const declared = declaredResponse(operation, answer.status);
    if (declared === undefined) {
      return fail("status", `${answer.status} is not declared for ${operationId}`, "status");
    }
    const types = Object.keys(declared.content);
    if (types.length === 0) {
      return isEmpty(answer.body)
        ? { ok: true, errors: [] }
        : fail("body", `must be empty: ${answer.status} of ${operationId} has no body`, "content");
    }
    const mediaType = mediaTypeOf(answer.contentType ?? undefined);
    const range =
      mediaType === undefined ? undefined : types.find((t) => matchesRange(t, mediaType));
    if (mediaType === undefined || range === undefined) {
      return fail(
        "content-type",
        `must be ${types.join(" or ")}, not ${mediaType ?? "missing"}`,
        "content-type",
      );
    }
    const schema = declared.content[range]?.schema;
    if (!isJsonMediaType(mediaType) || schema === undefined) return { ok: true, errors: [] };
    const key = `${operationId} ${answer.status} ${range}`;
    let validate = compiled.get(key);
    if (validate === undefined) {
      validate = ajv.compile(prepareSchema(schema));
      compiled.set(key, validate);
    }
    return validate(answer.body)
      ? { ok: true, errors: [] }
      : { ok: false, errors: toFieldErrors(validate.errors, bodyField) };
  };

  return {
    check,
    async checkFetch(operationId, response) {
      const contentType = response.headers.get("content-type");
      const text = await response.clone().text();
      const mediaType = mediaTypeOf(contentType ?? undefined);
      let body: unknown = text;
      if (text !== "" && mediaType !== undefined && isJsonMediaType(mediaType)) {
        try {
          body = JSON.parse(text) as unknown;
        } catch {
          return fail("body", "is not valid JSON", "json");
        }
      }
      return check(operationId, { status: response.status, contentType, body });
    },
  };
}

/** Throws with every mismatch listed; for tests that want one line per answer. */
export function assertResponseMatches(result: ResponseCheck, label = "response"): void {
  if (result.ok) return;
  const lines = result.errors.map((error) => `  ${error.field}: ${error.message}`);
  throw new Error(`${label} does not match the contract:\n${lines.join("\n")}`);
}
