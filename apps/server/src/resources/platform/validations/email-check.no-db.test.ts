import { describe, expect, it } from "vitest";
import { checkEmailAddress } from "./email-check.js";

describe("checkEmailAddress", () => {
  it.each([
    "jane.doe@example.org",
    "o'brien+tag@mail.example.co.uk",
    "  padded@example.com  ",
    "josé@exämple.de",
    "x@xn--bcher-kva.ch",
  ])("accepts %s", (email) => {
    expect(checkEmailAddress(email)).toEqual({ email: email.trim(), valid: true });
  });

  it.each([
    ["", /empty/],
    ["jane.doe", /no @/],
    ["@example.org", /nothing before/],
    ["jane@", /no domain/],
    ["jane doe@example.org", /not allowed/],
    ["jane..doe@example.org", /not allowed/],
    [".jane@example.org", /not allowed/],
    ["jane@localhost", /needs a dot/],
    ["jane@example..org", /not a valid host/],
    ["jane@-example.org", /not a valid host/],
    ["jane@example.c0m", /top-level/],
    ["jane@example.123", /not a valid host/],
    ["jane@example.test", /reserved/],
    ["jane@mail.invalid", /reserved/],
    ["jane@[127.0.0.1]", /literals/],
    [`${"a".repeat(65)}@example.org`, /longer than 64/],
    [`a@${"b".repeat(250)}.org`, /longer than 254/],
  ])("refuses %j with a reason", (email, reason) => {
    const verdict = checkEmailAddress(email);
    expect(verdict.valid).toBe(false);
    expect(verdict.reason).toMatch(reason);
    expect(verdict.email.length).toBeLessThanOrEqual(254);
  });
});
