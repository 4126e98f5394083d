/**
 * A team's subtree and the "no cycles" rule of the team hierarchy (spec §5): a team may not be
 * moved under itself or under one of its sub-teams. The console's parent pickers and the tree's
 * move targets leave those out; the server refuses them (422 `/parent`, `TEAM_CYCLE_MESSAGE`,
 * its subtree found in SQL); they all mean this.
 */

/** A team as the hierarchy needs it: its id and its parent's (`null` for the root team). */
export interface TeamLink {
  readonly id: string;
  readonly parent: string | null;
}

/** The server's words for a move that would make a cycle. */
export const TEAM_CYCLE_MESSAGE = "A team cannot be moved under itself or one of its sub-teams.";

/**
 * `id` and every team below it, following the parent links of `teams` (always holds `id`, even
 * when `teams` does not list it). Links that loop end the walk; a deep chain cannot overflow.
 */
export function teamSubtreeIds(teams: Iterable<TeamLink>, id: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const team of teams) {
    if (team.parent === null || team.parent === team.id) continue;
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

/** Whether moving a team under `parent` would make a cycle (`subtree`: the moving team's). */
export function isCycleParent(subtree: Iterable<string>, parent: string): boolean {
  for (const id of subtree) if (id === parent) return true;
  return false;
}
