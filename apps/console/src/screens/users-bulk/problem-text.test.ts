import { describe, expect, it } from "vitest";
import { messages } from "../../i18n/messages/bulk/en-CA";
import { problemMessage } from "./problem-text";

describe("problemMessage", () => {
  it("words the local pass's and the server's codes, each with an existing message", () => {
    const cases = [
      [{ field: "/email", code: "required" }, "bulk.problem.required"],
      [{ field: "/email", code: "email" }, "bulk.problem.email"],
      [{ field: "/email", code: "format" }, "bulk.problem.email"],
      [{ field: "/username", code: "pattern" }, "bulk.problem.username"],
      [{ field: "/username", code: "minLength" }, "bulk.problem.username"],
      [{ field: "/password", code: "minLength" }, "bulk.problem.password"],
      [{ field: "/lastname", code: "maxLength" }, "bulk.problem.name"],
      [{ field: "/role", code: "role" }, "bulk.problem.role"],
      [{ field: "/role", code: "enum" }, "bulk.problem.role"],
      [{ field: "/team", code: "team" }, "bulk.problem.team"],
      [{ field: "/team", code: "ambiguous" }, "bulk.problem.ambiguous"],
      [{ field: "/email", code: "exists" }, "bulk.problem.emailTaken"],
      [{ field: "/username", code: "unique" }, "bulk.problem.usernameTaken"],
      [{ field: "/username", code: "duplicate" }, "bulk.problem.duplicate"],
    ] as const;
    for (const [problem, key] of cases) {
      expect(problemMessage({ ...problem, message: "server text" })?.key, problem.code).toBe(key);
      expect(messages[key]).toBeDefined();
    }
  });

  it("names the line a duplicate repeats", () => {
    expect(
      problemMessage({ field: "/email", code: "duplicate", message: "x", otherRow: 3 }),
    ).toEqual({ key: "bulk.problem.duplicateOf", values: { line: 5 } });
  });

  it("leaves unknown codes to the server's own message", () => {
    expect(problemMessage({ field: "/team", code: "somethingNew", message: "x" })).toBeUndefined();
    expect(problemMessage({ field: "/status", code: "enum", message: "x" })).toBeUndefined();
    expect(problemMessage({ field: "/email", message: "x" })).toBeUndefined();
  });
});
