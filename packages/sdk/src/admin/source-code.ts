/**
 * A source code's rules (decision 0034), shared by the server (which answers 422/409 naming the
 * field) and the console (which shows the same problem next to the field before asking):
 * - `name` required, at most the contract's length once trimmed;
 * - `code` required, the contract's characters, unique within its campaign without regard to
 *   case (`aut26-mail` = `AUT26-MAIL`: a code typed on a reply card is read back in either case);
 * - the active period `ActiveFrom`..`ActiveTo` (days, inclusive, each side optional) must not end
 *   before it starts.
 */
import { dayInPeriod, dayPeriodProblems, normalizeDayPeriod } from "../dates/day-period";
import { schemaLimits } from "../generated/limits";

const LIMITS = schemaLimits.SourceCodeCreate;

export const SOURCE_CODE_NAME_MAX_LENGTH: number = LIMITS.name.maxLength;
export const SOURCE_CODE_CODE_MAX_LENGTH: number = LIMITS.code.maxLength;
export const SOURCE_CODE_DESCRIPTION_MAX_LENGTH: number = LIMITS.description.maxLength;
const CODE_PATTERN = new RegExp(LIMITS.code.pattern);

/** The fields of a source code the rules look at. */
export interface SourceCodeDraft {
  readonly name: string;
  readonly code: string;
  readonly campaign: string;
  readonly description?: string | undefined;
  readonly ActiveFrom?: string | null | undefined;
  readonly ActiveTo?: string | null | undefined;
}

/** An existing source code, for the uniqueness check. */
export interface SourceCodeKeyed {
  readonly id: string;
  readonly code: string;
  readonly campaign: string;
}

/** Why a field is refused: the `errors[].code` the server sends and the console translates. */
export type SourceCodeProblem =
  "required" | "tooLong" | "badCharacters" | "duplicate" | "badDate" | "endsBeforeStart";

export type SourceCodeField =
  "name" | "code" | "campaign" | "description" | "ActiveFrom" | "ActiveTo";

export interface SourceCodeFieldProblem {
  readonly field: SourceCodeField;
  readonly problem: SourceCodeProblem;
}

/** The server's English words of each problem (the console shows its own translation). */
export const SOURCE_CODE_MESSAGES: Readonly<Record<SourceCodeProblem, string>> = {
  required: "is required",
  tooLong: "is too long",
  badCharacters: "may hold only letters, digits, '.', '_' and '-'",
  duplicate: "is already used by another source code of this campaign",
  badDate: "must be a day (YYYY-MM-DD)",
  endsBeforeStart: "must not be before the start of the active period",
};

/** The draft as stored: name, code and description trimmed, empty dates as null. */
export function normalizeSourceCode<T extends Partial<SourceCodeDraft>>(draft: T): T {
  const out: Record<string, unknown> = { ...normalizeDayPeriod(draft) };
  if (typeof draft.name === "string") out.name = draft.name.trim();
  if (typeof draft.code === "string") out.code = draft.code.trim();
  if (typeof draft.description === "string") out.description = draft.description.trim();
  return out as T;
}

/** The comparison key of uniqueness: codes equal without regard to case, per campaign. */
export function sourceCodeKey(campaign: string, code: string): string {
  return `${campaign}\u0000${code.trim().toUpperCase()}`;
}

/**
 * What is wrong with a (normalized) draft, field by field; `others` are the source codes
 * already stored (the one being edited is skipped by `id`). Empty when the draft is fine.
 */
export function sourceCodeProblems(
  draft: SourceCodeDraft,
  others: readonly SourceCodeKeyed[] = [],
  editingId?: string,
): SourceCodeFieldProblem[] {
  const problems: SourceCodeFieldProblem[] = [];
  const d = normalizeSourceCode(draft);
  if (d.name === "") problems.push({ field: "name", problem: "required" });
  else if (d.name.length > SOURCE_CODE_NAME_MAX_LENGTH)
    problems.push({ field: "name", problem: "tooLong" });
  if (d.code === "") problems.push({ field: "code", problem: "required" });
  else if (d.code.length > SOURCE_CODE_CODE_MAX_LENGTH)
    problems.push({ field: "code", problem: "tooLong" });
  else if (!CODE_PATTERN.test(d.code)) problems.push({ field: "code", problem: "badCharacters" });
  else if (sourceCodeTaken(d, others, editingId))
    problems.push({ field: "code", problem: "duplicate" });
  if (d.campaign === "") problems.push({ field: "campaign", problem: "required" });
  if ((d.description ?? "").length > SOURCE_CODE_DESCRIPTION_MAX_LENGTH)
    problems.push({ field: "description", problem: "tooLong" });
  problems.push(...dayPeriodProblems(d));
  return problems;
}

/** Whether another source code of the draft's campaign already has its code. */
export function sourceCodeTaken(
  draft: Pick<SourceCodeDraft, "code" | "campaign">,
  others: readonly SourceCodeKeyed[],
  editingId?: string,
): boolean {
  const key = sourceCodeKey(draft.campaign, draft.code);
  return others.some(
    (other) => other.id !== editingId && sourceCodeKey(other.campaign, other.code) === key,
  );
}

/** Whether a source code is active on `day` (YYYY-MM-DD); open sides always match. */
export function sourceCodeActiveOn(
  code: Pick<SourceCodeDraft, "ActiveFrom" | "ActiveTo">,
  day: string,
): boolean {
  return dayInPeriod(code, day);
}
