/** Pure rules of the lookup over its context, built on `@canvass/sdk/accounts`. */
import {
  accountChanges,
  accountInput,
  accountInputText,
  readAccountInput,
} from "@canvass/sdk/accounts";
import type { AccountChange, AccountValue, EditValidators } from "@canvass/sdk/accounts";
import type { AccountRecord, FieldProblem, LookupContext } from "./lookup.types";

/** The editable fields' values as the account holds them (missing fields as `null`). */
export function seenValues(
  account: AccountRecord,
  fields: readonly string[],
): Record<string, AccountValue> {
  return Object.fromEntries(fields.map((field) => [field, account[field] ?? null]));
}

/** The input texts of those values (masks applied). */
export function draftTexts(
  seen: Readonly<Record<string, AccountValue>>,
  validators: EditValidators,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(seen).map(([field, value]) => [
      field,
      accountInputText(accountInput(field, validators), value),
    ]),
  );
}

export interface DraftReading {
  readonly changes: AccountChange[];
  readonly problems: Record<string, FieldProblem>;
}

/**
 * The typed texts read back: the changes to send and the problems of texts the rules refuse.
 * Only texts the operator changed are read, so a stored value that breaks a newer rule does not
 * block saving other fields.
 */
export function readDraft(
  context: Pick<LookupContext, "editing" | "seen" | "draft" | "validators">,
): DraftReading {
  const untouched = draftTexts(context.seen, context.validators);
  const values: Record<string, AccountValue> = {};
  const problems: Record<string, FieldProblem> = {};
  for (const [field, text] of Object.entries(context.draft)) {
    if (text === untouched[field]) continue;
    const read = readAccountInput(accountInput(field, context.validators), text);
    if (read.ok) values[field] = read.value;
    else problems[field] = { kind: "input", problem: read.problem };
  }
  return { changes: accountChanges(context.editing ?? "", context.seen, values), problems };
}

/** The ids of the open tabs not loaded yet and not known to be missing. */
export function unloadedIds(
  context: Pick<LookupContext, "ids" | "accounts" | "missing">,
): string[] {
  return context.ids.filter((id) => !(id in context.accounts) && !context.missing.includes(id));
}

/** The tab to show after `id` closes: its right neighbour, else its left one. */
export function neighbourOf(ids: readonly string[], id: string): string | null {
  const index = ids.indexOf(id);
  const rest = ids.filter((other) => other !== id);
  return rest[Math.min(index, rest.length - 1)] ?? null;
}

/** The account with the saved changes applied (the server wrote exactly these). */
export function applyChanges(
  account: AccountRecord,
  changes: readonly AccountChange[],
): AccountRecord {
  const next: Record<string, AccountValue> = { ...account };
  for (const change of changes) if (change.ID === account.ID) next[change.Field] = change.Value;
  return next as AccountRecord;
}
