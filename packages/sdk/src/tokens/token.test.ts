import { Buffer } from "node:buffer";
import { describe, expect, it, vi } from "vitest";
import { isTokenValid, parseToken } from "./token";

// The contract's example token (SessionToken): exp 1795423400, team t1a2b3, player p9f8e7, manager.
const EXAMPLE =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJleHAiOjE3OTU0MjM0MDAsInRlYW0iOiJ0MWEyYjMiLCJwbGF5ZXIiOiJwOWY4ZTciLCJyb2xlIjoibWFuYWdlciJ9.c2lnbmF0dXJl";
const EXP_MS = 1795423400 * 1000;

/** Builds a token with Node's Buffer: an oracle independent of the code under test. */
function tokenWith(payload: unknown): string {
  const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256" })}.${part(payload)}.sig`;
}

describe("parseToken", () => {
  it("decodes the contract's example token", () => {
    expect(parseToken(EXAMPLE)).toEqual({
      ok: true,
      payload: { exp: 1795423400, team: "t1a2b3", player: "p9f8e7", role: "manager" },
    });
  });

  it("decodes base64url payloads with - and _ and non-ASCII text", () => {
    const payload = { exp: 1, team: "équipe-ü?>", player: "p~~~?", role: "rep" };
    const token = tokenWith(payload);
    expect(token.split(".")[1]).toMatch(/[-_]/);
    expect(parseToken(token)).toEqual({ ok: true, payload });
  });

  it.each([
    ["", "notThreeParts"],
    ["a.b", "notThreeParts"],
    ["a.b.c.d", "notThreeParts"],
    ["a..c", "notThreeParts"],
    ["a.!!!.c", "payloadNotBase64url"],
    ["a.e.c", "payloadNotBase64url"],
    [`a.${Buffer.from([0xff, 0xfe]).toString("base64url")}.c`, "payloadNotBase64url"],
    [`a.${Buffer.from("{not json").toString("base64url")}.c`, "payloadNotJson"],
    [tokenWith([1, 2]), "payloadFieldsInvalid"],
    [tokenWith({ exp: "1", team: "t", player: "p", role: "rep" }), "payloadFieldsInvalid"],
    [tokenWith({ exp: 1, team: "t", role: "rep" }), "payloadFieldsInvalid"],
    [tokenWith({ exp: 1, team: "t", player: "p", role: "owner" }), "payloadFieldsInvalid"],
  ])("rejects %j as %s", (token, reason) => {
    expect(parseToken(token)).toEqual({ ok: false, reason });
  });

  it("logs a bad token by reason, never the token itself, and never throws", () => {
    const logger = { warn: vi.fn() };
    const secret = "secret-header.secret-payload.secret-signature";
    expect(parseToken(secret, { logger })).toMatchObject({ ok: false });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain("secret");
  });

  it("does not log a good token", () => {
    const logger = { warn: vi.fn() };
    parseToken(EXAMPLE, { logger });
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe("isTokenValid", () => {
  it("is valid while exp (seconds) is in the future", () => {
    expect(isTokenValid(EXAMPLE, { now: () => EXP_MS - 1 })).toBe(true);
  });

  it("is invalid from the second of exp on", () => {
    expect(isTokenValid(EXAMPLE, { now: () => EXP_MS })).toBe(false);
    expect(isTokenValid(EXAMPLE, { now: () => EXP_MS + 60_000 })).toBe(false);
  });

  it("is invalid when missing or unparsable, and logs the latter", () => {
    const logger = { warn: vi.fn() };
    expect(isTokenValid(undefined, { now: () => 0, logger })).toBe(false);
    expect(isTokenValid(null, { now: () => 0, logger })).toBe(false);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(isTokenValid("garbage", { now: () => 0, logger })).toBe(false);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
