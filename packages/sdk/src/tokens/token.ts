import type { Schema } from "../contract/types";
import type { WarningLogger } from "../settings/logger";
import { decodeBase64UrlUtf8 } from "./base64";

export type SessionTokenPayload = Schema<"SessionTokenPayload">;
type Role = Schema<"Role">;

/** Why a token was not accepted. */
export type TokenInvalidReason =
  "notThreeParts" | "payloadNotBase64url" | "payloadNotJson" | "payloadFieldsInvalid";

export type ParseTokenResult =
  | { readonly ok: true; readonly payload: SessionTokenPayload }
  | { readonly ok: false; readonly reason: TokenInvalidReason };

export interface ParseTokenOptions {
  /** Hears one warning per bad token (the reason only, never the token). */
  readonly logger?: WarningLogger;
}

export interface TokenValidityOptions extends ParseTokenOptions {
  /** The clock, in milliseconds since the Unix epoch (like `Date.now`). */
  readonly now: () => number;
}

const ROLES: ReadonlySet<string> = new Set<Role>([
  "root",
  "admin",
  "manager",
  "client",
  "callcenter",
  "rep",
]);

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isRole(value: unknown): value is Role {
  return typeof value === "string" && ROLES.has(value);
}

function toPayload(value: unknown): SessionTokenPayload | null {
  if (!isRecord(value)) return null;
  const { exp, team, player, role } = value;
  if (typeof exp !== "number" || !Number.isFinite(exp)) return null;
  if (typeof team !== "string" || team === "") return null;
  if (typeof player !== "string" || player === "") return null;
  if (!isRole(role)) return null;
  return { exp, team, player, role };
}

function parse(token: string): ParseTokenResult {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[1] === undefined || parts[1] === "") {
    return { ok: false, reason: "notThreeParts" };
  }
  const json = decodeBase64UrlUtf8(parts[1]);
  if (json === null) return { ok: false, reason: "payloadNotBase64url" };
  let decoded: unknown;
  try {
    decoded = JSON.parse(json);
  } catch {
    return { ok: false, reason: "payloadNotJson" };
  }
  const payload = toPayload(decoded);
  return payload ? { ok: true, payload } : { ok: false, reason: "payloadFieldsInvalid" };
}

/**
 * Decodes the profile token (spec §5, §8): three dot-separated parts whose middle one is base64url
 * JSON with `exp`, `team`, `player` and `role`. The signature is not checked (the server does
 * that). Never throws; a bad token is reported to the logger by reason only.
 */
export function parseToken(token: string, { logger }: ParseTokenOptions = {}): ParseTokenResult {
  const result = parse(token);
  if (!result.ok) logger?.warn("Session token could not be parsed.", { reason: result.reason });
  return result;
}

/** A token is valid when it parses and its `exp` (seconds) is still in the future. */
export function isTokenValid(
  token: string | null | undefined,
  options: TokenValidityOptions,
): boolean {
  if (token == null || token === "") return false;
  const result = parseToken(token, options);
  return result.ok && result.payload.exp * 1000 > options.now();
}
