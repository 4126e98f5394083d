/**
 * A row problem in the operator's language. The server and the SDK's local pass give each
 * problem a stable code; known codes get the bulk screen's own wording, anything else the
 * console's shared wording of the code (a generic message for an unknown one), never the
 * server's English text.
 */
import { fileLineOf, pointerField, type BulkFieldProblem } from "@canvass/sdk/bulk";
import { useCallback } from "react";
import { useT, type MessageValues } from "../../i18n/use-t";
import { fieldProblemText } from "../../patterns/form/problem-words";

export interface ProblemMessage {
  readonly key: string;
  readonly values?: MessageValues;
}

const LENGTH_OR_SHAPE = new Set(["pattern", "minLength", "maxLength", "format", "type"]);

/** The bulk screen's message key of a problem, or `undefined` for the shared wording of its code. */
export function problemMessage(problem: BulkFieldProblem): ProblemMessage | undefined {
  const field = pointerField(problem.field);
  const code = problem.code ?? "";
  switch (code) {
    case "required":
      return { key: "bulk.problem.required" };
    case "email":
      return { key: "bulk.problem.email" };
    case "username":
      return { key: "bulk.problem.username" };
    case "password":
      return { key: "bulk.problem.password" };
    case "role":
    case "enum":
      return field === "role" ? { key: "bulk.problem.role" } : undefined;
    case "team":
      return { key: "bulk.problem.team" };
    case "ambiguous":
      return { key: "bulk.problem.ambiguous" };
    case "exists":
    case "unique":
      return {
        key: field === "email" ? "bulk.problem.emailTaken" : "bulk.problem.usernameTaken",
      };
    case "duplicate":
      return problem.otherRow === undefined
        ? { key: "bulk.problem.duplicate" }
        : { key: "bulk.problem.duplicateOf", values: { line: fileLineOf(problem.otherRow) } };
    default:
      if (!LENGTH_OR_SHAPE.has(code)) return undefined;
      if (field === "email") return { key: "bulk.problem.email" };
      if (field === "username") return { key: "bulk.problem.username" };
      if (field === "password") return { key: "bulk.problem.password" };
      if (field === "firstname" || field === "lastname") return { key: "bulk.problem.name" };
      return undefined;
  }
}

/** `text(problem)`: the problem's message in the operator's language. */
export function useProblemText(): (problem: BulkFieldProblem) => string {
  const t = useT();
  return useCallback(
    (problem) => {
      const message = problemMessage(problem);
      return message === undefined
        ? fieldProblemText(t, problem.code)
        : t(message.key, message.values);
    },
    [t],
  );
}
