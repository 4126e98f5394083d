/**
 * Body parsers and their size limits, by content type: JSON (`application/json` and every `+json`
 * type such as `application/merge-patch+json`) up to 1 MiB, multipart uploads up to 10 MiB, buffered
 * whole (multipart parsing belongs to the upload handlers). Any other content type has no parser and
 * answers 415 before a handler runs; a body over its limit answers 413 without being read further.
 * JSON is UTF-8 (RFC 8259): a body labelled with another charset, or whose bytes are not valid
 * UTF-8, answers 400 instead of being read with U+FFFD in place of the bad bytes.
 */
import type { FastifyBodyParser, FastifyInstance } from "fastify";
import { badRequest, type HttpProblem } from "./problem.js";

export interface BodyLimits {
  /** Bytes allowed for a JSON body. */
  readonly json: number;
  /** Bytes allowed for a multipart upload. */
  readonly upload: number;
}

const MIB = 1024 * 1024;

export const DEFAULT_BODY_LIMITS: BodyLimits = { json: 1 * MIB, upload: 10 * MIB };

/** The `+json` media types (`application/merge-patch+json`, `application/problem+json`). */
const STRUCTURED_JSON = /^application\/[a-z0-9.!#$&^_-]+\+json(?:\s*;|\s*$)/i;

/** The limit that applies to a request's content type (for the 413's detail). */
export function limitFor(contentType: string | undefined, limits: BodyLimits): number {
  return /^multipart\//i.test(contentType ?? "") ? limits.upload : limits.json;
}

/** Describes a byte count the way people read it (`1 MiB`, `512 KiB`, `100 bytes`). */
export function formatBytes(bytes: number): string {
  if (bytes >= MIB && bytes % MIB === 0) return `${bytes / MIB} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/** The `charset` parameter of a content type, lower-cased, if it has one. */
function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? "");
  return match?.[1]?.toLowerCase();
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** The text of a JSON body, or the 400 for a body that is not UTF-8. */
export function jsonText(contentType: string | undefined, body: Buffer): string | HttpProblem {
  const charset = charsetOf(contentType);
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
    return badRequest(`JSON bodies are UTF-8; this one is labelled ${charset.slice(0, 40)}.`, [
      {
        field: "header.Content-Type",
        message: "must be UTF-8 (charset=utf-8 or none)",
        code: "charset",
      },
    ]);
  }
  try {
    return UTF8.decode(body);
  } catch {
    return badRequest("The body is not valid UTF-8.", [
      { field: "body", message: "is not valid UTF-8", code: "encoding" },
    ]);
  }
}

/**
 * Replaces Fastify's default parsers. JSON is parsed with Fastify's own secure parser (a
 * `__proto__` or `constructor.prototype` key is refused as malformed), and an empty JSON body counts
 * as no body, so the validator can say "body is required" rather than failing on the parse.
 */
export function registerBodyParsers(app: FastifyInstance, limits: BodyLimits): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  const json: FastifyBodyParser<Buffer> = (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    const text = jsonText(request.headers["content-type"], body);
    if (typeof text !== "string") {
      done(text, undefined);
      return;
    }
    void parseJson(request, text, done);
  };
  app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: limits.json }, json);
  app.addContentTypeParser(STRUCTURED_JSON, { parseAs: "buffer", bodyLimit: limits.json }, json);
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "buffer", bodyLimit: limits.upload },
    (_request, body, done) => {
      done(null, body);
    },
  );
}
