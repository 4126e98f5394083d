/**
 * The conflict check of a change request (issue #18): a change that carries `Old` (the value
 * the operator saw) applies only while the stored value is still that value, compared with the
 * SDK's `sameAccountValue` (numbers as numbers, `null`, missing and empty alike). Any stale
 * change refuses the whole request with a 409 naming `/Changes/<n>/Old`.
 */
import { sameAccountValue, type AccountValue } from "@canvass/sdk/accounts";
import type { Schema } from "@canvass/sdk/contract";
import type { FieldError } from "../../http/index.js";

type Change = Schema<"AccountChange">;

function scalar(value: unknown): AccountValue {
  if (value === null || value === undefined) return value;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return value;
  }
  return JSON.stringify(value);
}

/** The changes whose `Old` is not the stored value, as 409 errors. */
export function staleChanges(
  changes: readonly Change[],
  stored: ReadonlyMap<string, Record<string, unknown>>,
): FieldError[] {
  const errors: FieldError[] = [];
  changes.forEach((change, index) => {
    if (change.Old === undefined) return;
    const current = scalar(stored.get(change.ID)?.[change.Field]);
    if (!sameAccountValue(change.Old, current)) {
      errors.push({
        field: `/Changes/${index}/Old`,
        message: `${change.Field} of ${change.ID} was changed meanwhile: it is now ${JSON.stringify(current ?? null)}`,
        code: "stale",
      });
    }
  });
  return errors;
}
