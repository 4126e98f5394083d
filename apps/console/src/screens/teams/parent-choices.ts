/**
 * The teams a team may go under: every team the operator sees except the team itself and its
 * sub-teams (a team under its own descendant would make a cycle; the server refuses it too).
 */
export interface TeamLink {
  readonly id: string;
  readonly title: string;
  readonly parent: string | null;
}

/** `id` and every team below it, following the parent links of `teams`. */
export function subtreeOf(teams: readonly TeamLink[], id: string): ReadonlySet<string> {
  const children = new Map<string, string[]>();
  for (const team of teams) {
    if (team.parent === null) continue;
    children.set(team.parent, [...(children.get(team.parent) ?? []), team.id]);
  }
  const found = new Set<string>([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const child of children.get(next) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/** Dropdown options for the parent of `editing` (undefined: a new team, every team fits). */
export function parentChoices(
  teams: readonly TeamLink[],
  editing: string | undefined,
): { value: string; display: string }[] {
  const excluded = editing === undefined ? new Set<string>() : subtreeOf(teams, editing);
  return teams
    .filter((team) => !excluded.has(team.id))
    .map((team) => ({ value: team.id, display: team.title }));
}
