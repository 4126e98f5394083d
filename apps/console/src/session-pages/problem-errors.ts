/**
 * The field errors of an RFC 9457 problem (`errors: [{ field: "/password", message, code }]`)
 * sorted into what the reset form can show: the token's (the link itself is bad), the new
 * password's, and the rest, each in the reader's words chosen by its code (never the server's
 * English text). Only a validation answer (400 or 422) carries field errors.
 */
import { isHttpError } from "@canvass/sdk/client";
import type { Translate } from "../i18n/use-t";
import { fieldProblemText } from "../patterns/form/problem-words";

export interface ResetProblems {
  /** The server refused the link's token (unknown, used or expired). */
  readonly tokenRejected: boolean;
  /** What the server said about the new password, in the reader's words. */
  readonly password: string | undefined;
  /** Field errors for neither, in the reader's words: shown in an alert. */
  readonly other: readonly string[];
}

const NO_PROBLEMS: ResetProblems = { tokenRejected: false, password: undefined, other: [] };

export function resetProblemsOf(error: unknown, t: Translate): ResetProblems {
  if (!isHttpError(error) || error.problem === undefined) return NO_PROBLEMS;
  const fieldErrors = error.problem.errors ?? [];
  if (fieldErrors.length === 0) return NO_PROBLEMS;
  let tokenRejected = false;
  const password: string[] = [];
  const other: string[] = [];
  for (const { field, code } of fieldErrors) {
    if (field === "/token") tokenRejected = true;
    else if (field === "/password") password.push(fieldProblemText(t, code));
    else other.push(fieldProblemText(t, code));
  }
  return {
    tokenRejected,
    password: password.length === 0 ? undefined : [...new Set(password)].join(" "),
    other: [...new Set(other)],
  };
}

/** Whether the problem named any field at all (otherwise the failure is worded by its kind). */
export function namesAField(problems: ResetProblems): boolean {
  return problems.tokenRejected || problems.password !== undefined || problems.other.length > 0;
}
