import type { Schema } from "@canvass/sdk/contract";
import { schemaLimits } from "@canvass/sdk/contract";
import type { Exclusion } from "./use-campaign-exclusions";

export const RULE_MAX = schemaLimits.CampaignOptionCreate.rule.maxLength;
export const REASON_MAX = schemaLimits.CampaignOptionCreate.description.maxLength;

/**
 * The exclusion form: the field and rule it matches, the value it sets, why, the period it
 * applies in (days, empty: open on that side) and which teams.
 */
export interface ExclusionValues {
  field: string;
  rule: string;
  value: string;
  description: string;
  ActiveFrom: string;
  ActiveTo: string;
  teams: string[];
}

export function exclusionValues(exclusion?: Exclusion): ExclusionValues {
  const value = exclusion?.value;
  return {
    field: exclusion?.field ?? "",
    rule: exclusion?.rule ?? "",
    value: value === null || value === undefined ? "" : String(value),
    description: exclusion?.description ?? "",
    ActiveFrom: exclusion?.ActiveFrom ?? "",
    ActiveTo: exclusion?.ActiveTo ?? "",
    teams: [...(exclusion?.teams ?? [])],
  };
}

/** The option's own fields (`value` empty: none; a date emptied: open; teams saved apart). */
export function exclusionBody(
  values: ExclusionValues,
): Omit<Schema<"CampaignOptionCreate">, "campaign"> {
  return {
    field: values.field,
    rule: values.rule,
    value: values.value === "" ? null : values.value,
    description: values.description.trim(),
    ActiveFrom: values.ActiveFrom === "" ? null : values.ActiveFrom,
    ActiveTo: values.ActiveTo === "" ? null : values.ActiveTo,
  };
}

/** Which teams to add to and remove from an option's scope. */
export function scopeChanges(
  before: readonly string[],
  after: readonly string[],
): { add: string[]; remove: string[] } {
  return {
    add: after.filter((team) => !before.includes(team)),
    remove: before.filter((team) => !after.includes(team)),
  };
}
