import { describe, expect, it } from "vitest";
import { checkBulkRows, isEmailSyntax } from "./local-check";

const good = {
  username: "jdoe",
  email: "jane@example.org",
  firstname: "Jane",
  lastname: "Doe",
  role: "rep",
  team: "t1",
};

describe("checkBulkRows", () => {
  it("finds nothing in good rows", () => {
    expect(checkBulkRows([good, { ...good, username: "amy", email: "amy@example.org" }])).toEqual(
      [],
    );
  });

  it("names each missing required field", () => {
    expect(checkBulkRows([{ username: "jdoe", email: "jane@example.org" }])).toEqual([
      {
        row: 0,
        errors: ["/firstname", "/lastname", "/role", "/team"].map((field) => ({
          field,
          code: "required",
          message: "is required",
        })),
      },
    ]);
  });

  it("checks the e-mail, username, password and name shapes", () => {
    const [problem] = checkBulkRows([
      {
        ...good,
        email: "not-an-email",
        username: "a b",
        password: "short",
        lastname: "x".repeat(101),
      },
    ]);
    expect(problem?.errors.map((error) => [error.field, error.code])).toEqual([
      ["/username", "username"],
      ["/email", "email"],
      ["/lastname", "maxLength"],
      ["/password", "password"],
    ]);
  });

  it("refuses unknown roles, and roles the operator may not give when told which", () => {
    expect(checkBulkRows([{ ...good, role: "boss" }])[0]?.errors).toEqual([
      { field: "/role", code: "role", message: "boss is not a valid role" },
    ]);
    expect(checkBulkRows([{ ...good, role: "admin" }])).toEqual([]);
    const options = { assignableRoles: ["manager", "rep"] };
    expect(checkBulkRows([{ ...good, role: "admin" }], options)[0]?.errors[0]?.code).toBe("role");
  });

  it("marks later rows repeating a username or e-mail address, ignoring case", () => {
    const rows = [
      good,
      { ...good, username: "other", email: "other@example.org" },
      { ...good, username: "JDOE", email: "x@example.org" },
      { ...good, username: "third", email: "Other@Example.org" },
    ];
    expect(checkBulkRows(rows)).toEqual([
      {
        row: 2,
        errors: [
          {
            field: "/username",
            code: "duplicate",
            message: "is repeated in the file",
            otherRow: 0,
          },
        ],
      },
      {
        row: 3,
        errors: [
          { field: "/email", code: "duplicate", message: "is repeated in the file", otherRow: 1 },
        ],
      },
    ]);
  });
});

describe("isEmailSyntax", () => {
  it("accepts addresses with a domain and refuses the rest", () => {
    expect(isEmailSyntax("a.b+c@mail.example.org")).toBe(true);
    expect(isEmailSyntax("a@b")).toBe(false);
    expect(isEmailSyntax("a @b.org")).toBe(false);
    expect(isEmailSyntax(`${"a".repeat(250)}@b.org`)).toBe(false);
  });
});
