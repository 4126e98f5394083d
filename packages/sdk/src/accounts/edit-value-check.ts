/**
 * One rule for a submission field's value against its limits (the contract's, tightened by the
 * host's `accountValidators`): the console's editor applies it to what the operator typed
 * (`readAccountInput`), the server to each change of a change request (`saveAccountChanges`),
 * so a value the editor refuses is refused by the server as well, with the same reason.
 */
import { schemaLength } from "../contract/limits";
import type { AccountInput, AccountInputProblem } from "./edit-fields";
import type { AccountValue } from "./same-value";

const isEmpty = (value: AccountValue): boolean =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/**
 * Why a value does not fit a field's input (`undefined`: it fits). No value (`null`, empty or
 * blank text) only fails a required field; a number is held to the minimum and maximum, a
 * choice to its options, text to its lengths and pattern; a date is the mask's concern.
 */
export function accountValueProblem(
  input: AccountInput,
  value: AccountValue,
): AccountInputProblem | undefined {
  if (isEmpty(value)) return input.required ? { code: "required" } : undefined;
  if (input.kind === "number") {
    if (typeof value !== "number") return undefined;
    const below = input.minimum !== undefined && value < input.minimum;
    const above = input.maximum !== undefined && value > input.maximum;
    if (!below && !above) return undefined;
    return {
      code: "number",
      ...(input.minimum === undefined ? {} : { minimum: input.minimum }),
      ...(input.maximum === undefined ? {} : { maximum: input.maximum }),
    };
  }
  if (typeof value !== "string" || input.kind === "date") return undefined;
  if (input.kind === "choice") {
    return input.options?.includes(value) === true ? undefined : { code: "choice" };
  }
  const length = schemaLength(value);
  if (input.minLength !== undefined && length < input.minLength) {
    return { code: "tooShort", limit: input.minLength };
  }
  if (input.maxLength !== undefined && length > input.maxLength) {
    return { code: "tooLong", limit: input.maxLength };
  }
  if (input.pattern !== undefined && !input.pattern.test(value)) return { code: "pattern" };
  return undefined;
}

/** A problem in plain English (server messages and logs; the console translates the code). */
export function describeAccountValueProblem(problem: AccountInputProblem): string {
  switch (problem.code) {
    case "required":
      return "is required";
    case "tooShort":
      return `must be at least ${problem.limit} characters long`;
    case "tooLong":
      return `must be at most ${problem.limit} characters long`;
    case "pattern":
      return "does not match the expected format";
    case "number":
      return problem.minimum !== undefined && problem.maximum !== undefined
        ? `must be a number from ${problem.minimum} to ${problem.maximum}`
        : problem.minimum !== undefined
          ? `must be a number of at least ${problem.minimum}`
          : problem.maximum !== undefined
            ? `must be a number of at most ${problem.maximum}`
            : "must be a number";
    case "date":
      return "must be a date (day.month.year, 1900–9999)";
    case "choice":
      return "is not one of the allowed values";
  }
}
