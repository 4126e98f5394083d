/**
 * The lookup editor's change request (`POST /accounts/`, `saveAccountChanges`): one change per
 * field whose new value differs from the one the operator saw, each carrying that value as `Old`
 * so the server can refuse a stale one (409). And the way back: the server's problems
 * (`errors[].field` = `/Changes/<n>/Value` for 422, `/Changes/<n>/Old` for 409) as field names.
 */
import type { AccountValue } from "./same-value";
import { sameAccountValue } from "./same-value";

/** The contract's `AccountChangeValue`: what a change may send. */
export type AccountChangeValue = string | number | boolean | null;

export interface AccountChange {
  readonly ID: string;
  readonly Field: string;
  readonly Value: AccountChangeValue;
  readonly Old: AccountChangeValue;
}

export interface AccountChangeRequest {
  readonly Reason: string;
  readonly Changes: readonly AccountChange[];
}

/** The longest reason the contract accepts (`AccountChangeRequest.Reason`). */
export const CHANGE_REASON_MAX_LENGTH = 500;

const sendable = (value: AccountValue): AccountChangeValue => (value === undefined ? null : value);

/**
 * The changes of one submission: each field of `edited` whose value is not the same value as the
 * one the operator saw (`sameAccountValue`), in the order of `edited`.
 */
export function accountChanges(
  id: string,
  seen: Readonly<Record<string, AccountValue>>,
  edited: Readonly<Record<string, AccountValue>>,
): AccountChange[] {
  return Object.entries(edited)
    .filter(([field, value]) => !sameAccountValue(seen[field], value))
    .map(([field, value]) => ({
      ID: id,
      Field: field,
      Value: sendable(value),
      Old: sendable(seen[field]),
    }));
}

/** Whether a reason can be sent: 1 to 500 characters once trimmed. */
export function isChangeReason(reason: string): boolean {
  const length = reason.trim().length;
  return length > 0 && length <= CHANGE_REASON_MAX_LENGTH;
}

export interface ChangeProblem {
  readonly field: string;
  readonly message: string;
  /** `Value` (422: the value is refused) or `Old` (409: stored value differs). */
  readonly part: "Value" | "Old" | "Field" | "ID";
}

const POINTER = /^\/Changes\/(\d+)\/(Value|Old|Field|ID)$/u;

/**
 * The server's field errors about a change request, by the field each names. Errors that point
 * at no change (the reason, the body) are left out: the caller shows them as the form's error.
 */
export function changeProblems(
  changes: readonly AccountChange[],
  errors: readonly { readonly field?: string | undefined; readonly message?: string | undefined }[],
): ChangeProblem[] {
  const problems: ChangeProblem[] = [];
  for (const error of errors) {
    const match = POINTER.exec(error.field ?? "");
    const change = match === null ? undefined : changes[Number(match[1])];
    if (match === null || change === undefined) continue;
    problems.push({
      field: change.Field,
      message: error.message ?? "",
      part: match[2] as ChangeProblem["part"],
    });
  }
  return problems;
}
