import { describe, expect, it } from "vitest";
import { AUTH_REASONS, isChallengeOver } from "./auth-reasons";

describe("isChallengeOver", () => {
  it("is true after too many tries or an expired challenge, and only then", () => {
    expect(isChallengeOver(AUTH_REASONS.tooManyTries)).toBe(true);
    expect(isChallengeOver(`${AUTH_REASONS.challengeExpired} `)).toBe(true);
    expect(isChallengeOver(AUTH_REASONS.invalidCode)).toBe(false);
    expect(isChallengeOver(AUTH_REASONS.codeUsed)).toBe(false);
    expect(isChallengeOver(AUTH_REASONS.invalidCredentials)).toBe(false);
    expect(isChallengeOver(undefined)).toBe(false);
  });
});
