/**
 * The version rules of a template (decision 0039): versions are numbered 1, 2, 3… per template,
 * never reused; exactly one is active once the template has one (the first version becomes
 * active at once); the active version cannot be deleted.
 */

/** A version as the rules see it. */
export interface VersionState {
  readonly v: number;
  readonly active: boolean;
}

/** Why a version cannot be deleted, or null when it can. */
export function versionDeleteProblem(version: VersionState): "active" | null {
  return version.active ? "active" : null;
}

/** The number the next version gets: one more than the highest ever given. */
export function nextVersionNumber(highestEver: number): number {
  return highestEver + 1;
}

/** The active version after creating one: the first version activates itself. */
export function activeAfterCreate(active: number | null, created: number): number {
  return active ?? created;
}
