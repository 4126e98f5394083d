/**
 * An optional field option's rules (issue 20, /fieldopts/{name}), shared by the server (which
 * answers 422 naming `/options/<n>` or `/campaigns`, and 409 for an overlap) and the console's
 * editor (which shows the same problem next to the choice before asking):
 * - the field name is the contract's `AccountFieldName`;
 * - at least one choice and at most the contract's number; each choice not blank once trimmed,
 *   at most the contract's length, and not the same as an earlier one without regard to case
 *   ("Female" and "female" would show as two choices of one answer);
 * - `campaigns` is `default` or a non-empty list without repeats;
 * - a field has at most one default option and at most one option per campaign.
 */
import { schemaLimits } from "../generated/limits";

const LIMITS = schemaLimits.OptionalFieldOptionInput;

export const FIELD_OPTION_CHOICES_MAX: number = LIMITS.options.maxItems;
export const FIELD_OPTION_CHOICE_MAX_LENGTH: number = LIMITS.options.items.maxLength;
const FIELD_PATTERN = new RegExp(LIMITS.field.pattern);

export interface FieldOptionDraft {
  readonly field: string;
  readonly options: readonly string[];
  readonly campaigns: "default" | readonly string[];
}

/** An option already stored, for the overlap check. */
export interface FieldOptionKeyed {
  readonly id: string;
  readonly field: string;
  readonly campaigns: "default" | readonly string[];
}

export type FieldOptionProblem =
  "required" | "badCharacters" | "tooFew" | "tooMany" | "tooLong" | "duplicate" | "overlaps";

export interface FieldOptionFieldProblem {
  /** `field`, `options`, `options/<n>` (the n-th choice, from 0) or `campaigns`. */
  readonly field: string;
  readonly problem: FieldOptionProblem;
}

/** The server's English words of each problem (the console shows its own translation). */
export const FIELD_OPTION_MESSAGES: Readonly<Record<FieldOptionProblem, string>> = {
  required: "is required",
  badCharacters: "must start with a letter and hold only letters, digits and '_'",
  tooFew: "needs at least one choice",
  tooMany: `may hold at most ${String(FIELD_OPTION_CHOICES_MAX)} choices`,
  tooLong: "is too long",
  duplicate: "is already a choice of this option",
  overlaps: "already has choices set by another option of this field",
};

/** The draft as stored: choices trimmed. */
export function normalizeFieldOption<T extends FieldOptionDraft>(draft: T): T {
  return { ...draft, options: draft.options.map((choice) => choice.trim()) };
}

function choiceProblems(options: readonly string[]): FieldOptionFieldProblem[] {
  const problems: FieldOptionFieldProblem[] = [];
  if (options.length === 0) problems.push({ field: "options", problem: "tooFew" });
  if (options.length > FIELD_OPTION_CHOICES_MAX) {
    problems.push({ field: "options", problem: "tooMany" });
  }
  const seen = new Set<string>();
  options.forEach((raw, index) => {
    const choice = raw.trim();
    const field = `options/${String(index)}`;
    const key = choice.toLocaleLowerCase("en");
    if (choice === "") problems.push({ field, problem: "required" });
    else if (choice.length > FIELD_OPTION_CHOICE_MAX_LENGTH)
      problems.push({ field, problem: "tooLong" });
    else if (seen.has(key)) problems.push({ field, problem: "duplicate" });
    seen.add(key);
  });
  return problems;
}

/**
 * The stored option of the same field that already covers one of the draft's campaigns (or is
 * also the default one); `undefined` when none does. The option being edited is skipped.
 */
export function fieldOptionOverlap<T extends FieldOptionKeyed>(
  draft: Pick<FieldOptionDraft, "field" | "campaigns">,
  others: readonly T[],
  editingId?: string,
): T | undefined {
  return others.find((other) => {
    if (other.id === editingId || other.field !== draft.field) return false;
    if (draft.campaigns === "default" || other.campaigns === "default") {
      return draft.campaigns === other.campaigns;
    }
    return other.campaigns.some((campaign) => draft.campaigns.includes(campaign));
  });
}

/** What is wrong with a draft, field by field; empty when it is fine. */
export function fieldOptionProblems(
  draft: FieldOptionDraft,
  others: readonly FieldOptionKeyed[] = [],
  editingId?: string,
): FieldOptionFieldProblem[] {
  const problems: FieldOptionFieldProblem[] = [];
  if (draft.field === "") problems.push({ field: "field", problem: "required" });
  else if (!FIELD_PATTERN.test(draft.field)) {
    problems.push({ field: "field", problem: "badCharacters" });
  }
  problems.push(...choiceProblems(draft.options));
  if (draft.campaigns !== "default") {
    if (draft.campaigns.length === 0) problems.push({ field: "campaigns", problem: "required" });
    else if (new Set(draft.campaigns).size !== draft.campaigns.length) {
      problems.push({ field: "campaigns", problem: "duplicate" });
    }
  }
  if (
    !problems.some((p) => p.field === "campaigns") &&
    fieldOptionOverlap(draft, others, editingId)
  ) {
    problems.push({ field: "campaigns", problem: "overlaps" });
  }
  return problems;
}

/** The choices with the one at `index` renamed (the others unchanged, order kept). */
export function renameChoice(options: readonly string[], index: number, name: string): string[] {
  return options.map((choice, at) => (at === index ? name : choice));
}
