import { HttpError, NetworkError } from "@canvass/sdk/client";
import { describe, expect, it } from "vitest";
import { namesAField, resetProblemsOf } from "./problem-errors";

/** The message key itself, so the test sees which message was chosen. */
const t = (id: string) => `«${id}»`;

const problem = (errors: { field: string; message: string; code?: string }[]) =>
  new HttpError(422, {
    type: "https://canvass.dev/problems/validation",
    title: "Your request has invalid fields",
    status: 422,
    errors,
  });

describe("resetProblemsOf", () => {
  it("sorts field errors into the token, the password and the rest", () => {
    const problems = resetProblemsOf(
      problem([
        { field: "/token", message: "is unknown, used or expired", code: "invalid-token" },
        { field: "/password", message: "must be at least 12 characters long", code: "minLength" },
        { field: "/extra", message: "is not a known field", code: "additionalProperties" },
      ]),
      t,
    );
    // The reader's words chosen by each code; never the server's English.
    expect(problems).toEqual({
      tokenRejected: true,
      password: "«problem.field.tooShort»",
      other: ["«problem.field.unknownField»"],
    });
    expect(namesAField(problems)).toBe(true);
  });

  it("names no field for other failures", () => {
    for (const error of [
      new HttpError(429, { type: "about:blank", title: "Too many requests", status: 429 }),
      new HttpError(500, undefined),
      new NetworkError("down"),
      problem([]),
    ]) {
      expect(namesAField(resetProblemsOf(error, t))).toBe(false);
    }
  });
});
