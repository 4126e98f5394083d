/** A submission field's value as stored, sent or shown (`AccountChangeValue` of the contract). */
export type AccountValue = string | number | boolean | null | undefined;

/**
 * Whether two values of one submission field are the same value: the rule of a change's `Old`
 * (the server refuses a change whose `Old` differs from the stored value, 409) and of the
 * editor's "unchanged" check. `null`, `undefined` and the empty string are all "no value";
 * a number equals its decimal text (`30` and `"30.00"`); everything else compares exactly.
 */
export function sameAccountValue(a: AccountValue, b: AccountValue): boolean {
  const left = normalise(a);
  const right = normalise(b);
  if (left === right) return true;
  if (typeof left === "number" || typeof right === "number") {
    const l = asNumber(left);
    const r = asNumber(right);
    return l !== undefined && r !== undefined && l === r;
  }
  return false;
}

function normalise(value: AccountValue): string | number | boolean | null {
  if (value === undefined || value === "") return null;
  return value;
}

function asNumber(value: string | number | boolean | null): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string" || !/^-?\d+(\.\d+)?$/.test(value.trim())) return undefined;
  return Number(value);
}
