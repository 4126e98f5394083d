import { HttpError, NetworkError } from "@canvass/sdk/client";
import { describe, expect, it } from "vitest";
import { namesAField, resetProblemsOf } from "./problem-errors";

const problem = (errors: { field: string; message: string }[]) =>
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
        { field: "/token", message: "is unknown, used or expired" },
        { field: "/password", message: "is too common" },
        { field: "/extra", message: "is not allowed" },
      ]),
    );
    expect(problems).toEqual({
      tokenRejected: true,
      password: "is too common",
      other: ["/extra: is not allowed"],
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
      expect(namesAField(resetProblemsOf(error))).toBe(false);
    }
  });
});
