/**
 * Body parsers and their size limits, by content type: JSON (`application/json` and every `+json`
 * type such as `application/merge-patch+json`) up to 1 MiB, multipart uploads up to 10 MiB, buffered
 * whole (multipart parsing belongs to the upload handlers). Any other content type has no parser and
 * answers 415 before a handler runs; a body over its limit answers 413 without being read further.
 */
import type { FastifyBodyParser, FastifyInstance } from "fastify";

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

/**
 * Replaces Fastify's default parsers. JSON is parsed with Fastify's own secure parser (a
 * `__proto__` or `constructor.prototype` key is refused as malformed), and an empty JSON body counts
 * as no body, so the validator can say "body is required" rather than failing on the parse.
 */
export function registerBodyParsers(app: FastifyInstance, limits: BodyLimits): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  const json: FastifyBodyParser<string> = (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    void parseJson(request, body, done);
  };
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: limits.json }, json);
  app.addContentTypeParser(STRUCTURED_JSON, { parseAs: "string", bodyLimit: limits.json }, json);
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "buffer", bodyLimit: limits.upload },
    (_request, body, done) => {
      done(null, body);
    },
  );
}
