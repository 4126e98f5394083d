/**
 * What a restriction flag amounts to for one team, and how a switch changes the team's two
 * lists. `restricted` holds the flags set on the team, `exempt` the team's permission list (the
 * flags it is lifted from). A flag in both lists is exempt (the permission list wins), so turning
 * one switch on turns the other off: each flag is in at most one list after a change.
 */

/** A row's state: exempt, set on the team, on by default for the team's role, or off. */
export type FlagState = "exempt" | "restricted" | "default" | "off";

export interface FlagLists {
  readonly restricted: readonly string[];
  readonly exempt: readonly string[];
}

export function flagState(flag: string, lists: FlagLists, defaultOn: boolean): FlagState {
  if (lists.exempt.includes(flag)) return "exempt";
  if (lists.restricted.includes(flag)) return "restricted";
  return defaultOn ? "default" : "off";
}

/** Whether a row shows in a summary (`onlyActive`): anything but plain "off". */
export const isActiveState = (state: FlagState): boolean => state !== "off";

/**
 * The lists after one switch moved, in `order` (the flags' display order), without duplicates.
 * Turning a switch on takes the flag out of the other list.
 */
export function toggleFlag(
  lists: FlagLists,
  flag: string,
  which: keyof FlagLists,
  on: boolean,
  order: readonly string[],
): { restricted: string[]; exempt: string[] } {
  const restricted = new Set(lists.restricted);
  const exempt = new Set(lists.exempt);
  const target = which === "restricted" ? restricted : exempt;
  const other = which === "restricted" ? exempt : restricted;
  if (on) {
    target.add(flag);
    other.delete(flag);
  } else {
    target.delete(flag);
  }
  const ordered = (set: ReadonlySet<string>) => [
    ...order.filter((id) => set.has(id)),
    ...[...set].filter((id) => !order.includes(id)),
  ];
  return { restricted: ordered(restricted), exempt: ordered(exempt) };
}
