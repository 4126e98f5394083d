/**
 * A set of field names as patterns (exact names, or prefix families ending in "*") minus exact
 * exclusions. Plain data, so a catalogue built from configuration can be stored or logged.
 */
export interface FieldSet {
  readonly patterns: readonly string[];
  readonly excluded: readonly string[];
}

export interface FieldSetChanges {
  readonly add?: readonly string[] | undefined;
  readonly remove?: readonly string[] | undefined;
}

export function matchesFieldPattern(pattern: string, name: string): boolean {
  return pattern.endsWith("*") ? name.startsWith(pattern.slice(0, -1)) : pattern === name;
}

export function fieldSetHas(set: FieldSet, name: string): boolean {
  return (
    !set.excluded.includes(name) &&
    set.patterns.some((pattern) => matchesFieldPattern(pattern, name))
  );
}

/**
 * Applies configuration: additions first, then removals (a field both added and removed ends up
 * removed). Removing a listed pattern drops it; removing a name that a family still covers
 * ("CardLast4" under "Card*") excludes just that name.
 */
export function createFieldSet(
  base: readonly string[],
  { add = [], remove = [] }: FieldSetChanges = {},
): FieldSet {
  const patterns = [...new Set([...base, ...add])].filter((pattern) => !remove.includes(pattern));
  const excluded = [...new Set(remove)].filter(
    (name) => !name.endsWith("*") && patterns.some((pattern) => matchesFieldPattern(pattern, name)),
  );
  return { patterns, excluded };
}
