import { describe, expect, it } from "vitest";
import { messages } from "../i18n/messages/session/en-CA";
import { hasProblems, resetTokenOf, validateNewPassword } from "./reset-validation";

describe("validateNewPassword", () => {
  it("accepts 8 to 128 characters typed twice", () => {
    expect(validateNewPassword({ password: "12345678", confirm: "12345678" })).toEqual({});
    const longest = "x".repeat(128);
    expect(validateNewPassword({ password: longest, confirm: longest })).toEqual({});
  });

  it("names what is wrong with each field", () => {
    expect(validateNewPassword({ password: "", confirm: "" })).toEqual({
      password: "session.resetComplete.required",
      confirm: "session.resetComplete.confirmRequired",
    });
    expect(validateNewPassword({ password: "1234567", confirm: "1234567" })).toEqual({
      password: "session.resetComplete.tooShort",
    });
    const tooLong = "x".repeat(129);
    expect(validateNewPassword({ password: tooLong, confirm: tooLong })).toEqual({
      password: "session.resetComplete.tooLong",
    });
    expect(validateNewPassword({ password: "a long secret", confirm: "a long secreT" })).toEqual({
      confirm: "session.resetComplete.mismatch",
    });
  });

  it("counts characters, not UTF-16 units", () => {
    const emoji = "🔑".repeat(8); // 16 UTF-16 units, 8 characters
    expect(validateNewPassword({ password: emoji, confirm: emoji })).toEqual({});
    const seven = "🔑".repeat(7);
    expect(validateNewPassword({ password: seven, confirm: seven }).password).toBe(
      "session.resetComplete.tooShort",
    );
  });

  it("uses only keys the session messages have", () => {
    const all = [
      validateNewPassword({ password: "", confirm: "x" }),
      validateNewPassword({ password: "short", confirm: "" }),
      validateNewPassword({ password: "x".repeat(200), confirm: "y" }),
    ];
    for (const problems of all) {
      expect(hasProblems(problems)).toBe(true);
      for (const key of [problems.password, problems.confirm]) {
        if (key !== undefined) expect(messages[key]).toBeTypeOf("string");
      }
    }
  });
});

describe("resetTokenOf", () => {
  it("reads the link's token", () => {
    const token = "Zm9vYmFyYmF6cXV4cXV1eA";
    expect(resetTokenOf(new URLSearchParams(`token=${token}`))).toEqual({ token });
  });

  it("is null without a token, and malformed for a token of the wrong shape", () => {
    expect(resetTokenOf(new URLSearchParams(""))).toBeNull();
    expect(resetTokenOf(new URLSearchParams("token="))).toBe("malformed");
    expect(resetTokenOf(new URLSearchParams("token=short"))).toBe("malformed");
    expect(resetTokenOf(new URLSearchParams("token=Zm9vYmFyYmF6cXV4c%2FV1eA"))).toBe("malformed");
  });
});
