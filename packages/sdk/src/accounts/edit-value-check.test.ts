import { describe, expect, it } from "vitest";
import { accountInput, readAccountInput } from "./edit-fields";
import { hostValidatorProblem } from "./edit-rules";
import { accountValueProblem, describeAccountValueProblem } from "./edit-value-check";

const validators = {
  Company: { required: true, minLength: 2, maxLength: 8, pattern: "^[A-Z]" },
  Amount: { minimum: 5, maximum: 500 },
};

describe("hostValidatorProblem", () => {
  it("passes any value of a field the host has no validator for", () => {
    expect(hostValidatorProblem("City", "", validators)).toBeUndefined();
    expect(hostValidatorProblem("Amount", 1, {})).toBeUndefined();
  });

  it("applies each validator kind to a sent value", () => {
    expect(hostValidatorProblem("Company", "Acme", validators)).toBeUndefined();
    expect(hostValidatorProblem("Company", null, validators)).toEqual({ code: "required" });
    expect(hostValidatorProblem("Company", "  ", validators)).toEqual({ code: "required" });
    expect(hostValidatorProblem("Company", "A", validators)).toEqual({
      code: "tooShort",
      limit: 2,
    });
    expect(hostValidatorProblem("Company", "Abcdefghi", validators)).toEqual({
      code: "tooLong",
      limit: 8,
    });
    expect(hostValidatorProblem("Company", "acme", validators)).toEqual({ code: "pattern" });
    expect(hostValidatorProblem("Amount", 5, validators)).toBeUndefined();
    expect(hostValidatorProblem("Amount", 4.99, validators)).toEqual({
      code: "number",
      minimum: 5,
      maximum: 500,
    });
    expect(hostValidatorProblem("Amount", 501, validators)).toMatchObject({ code: "number" });
  });
});

describe("accountValueProblem", () => {
  it("agrees with what the editor reads from typed text", () => {
    const company = accountInput("Company", validators);
    for (const text of ["", "A", "Abcdefghi", "acme", "Acme"]) {
      const read = readAccountInput(company, text);
      const problem = accountValueProblem(company, text);
      expect(read.ok ? undefined : read.problem).toEqual(problem);
    }
  });

  it("holds a choice to its options and leaves dates to the mask", () => {
    const frequency = accountInput("Frequency");
    expect(frequency.kind).toBe("choice");
    expect(accountValueProblem(frequency, "sometimes")).toEqual({ code: "choice" });
    expect(accountValueProblem(accountInput("DOB"), "1990-05-01")).toBeUndefined();
  });

  it("describes each problem in words", () => {
    expect(describeAccountValueProblem({ code: "tooShort", limit: 2 })).toContain("2");
    expect(describeAccountValueProblem({ code: "number", minimum: 5, maximum: 500 })).toBe(
      "must be a number from 5 to 500",
    );
    expect(describeAccountValueProblem({ code: "required" })).toBe("is required");
  });
});
