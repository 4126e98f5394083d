/** A filter rule from configuration: a `^...$` string is a regular expression. */
export type FilterRule = string | number | boolean | null;

function asText(value: unknown): string {
  if (value == null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") {
    return String(value);
  }
  return JSON.stringify(value);
}

/** Whether a rule is written as a regular expression (`^...$`). */
export function isPatternRule(rule: string): boolean {
  return rule.length >= 2 && rule.startsWith("^") && rule.endsWith("$");
}

/**
 * Whether a rule can be used: any text, except that a `^...$` rule must compile as a JavaScript
 * regular expression (an invalid one would match nothing). The override (exclusion) form and the
 * server's campaign option checks both ask this.
 */
export function isValidFilterRule(rule: string): boolean {
  if (!isPatternRule(rule)) return true;
  try {
    new RegExp(rule);
    return true;
  } catch {
    return false;
  }
}

/**
 * Filter matching (spec §5): a rule written as `^...$` is a regular expression tested against the
 * value's text (an invalid expression matches nothing); a boolean rule compares truthiness;
 * anything else is strict equality.
 */
export function matchesFilter(rule: FilterRule, value: unknown): boolean {
  if (typeof rule === "boolean") return Boolean(value) === rule;
  if (typeof rule === "string" && isPatternRule(rule)) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(rule);
    } catch {
      return false;
    }
    return pattern.test(asText(value));
  }
  return rule === value;
}
