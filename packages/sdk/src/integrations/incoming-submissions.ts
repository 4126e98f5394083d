/**
 * The rules of an incoming submission file (`POST /accounts/incoming/`, decision 0038): one
 * submission object or an array of them (at most `INCOMING_MAX_ROWS`), each with its
 * device-made `ID` and its `Campaign`, and any editable submission field. Each value is held to
 * the same rule as the lookup's editor (`accountValueProblem`), so the server refuses exactly
 * what the editor would. Problems name the field as a JSON pointer under `/file`.
 */
import { accountInput, editableAccountFields } from "../accounts/edit-fields";
import type { EditValidators } from "../accounts/edit-fields";
import { accountValueProblem, describeAccountValueProblem } from "../accounts/edit-value-check";
import { fieldLimits, limitPattern } from "../contract/limits";

/** Submissions one file may hold. */
export const INCOMING_MAX_ROWS = 1000;

export interface IncomingProblem {
  /** A JSON pointer under `/file` (`/file/3/Email`). */
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

/** One submission of a file once it passed every rule. */
export interface IncomingSubmission {
  readonly ID: string;
  readonly Campaign: string;
  /** The other fields, by their contract name. */
  readonly values: Readonly<Record<string, string | number | null>>;
}

export type IncomingFileResult =
  | { readonly ok: true; readonly submissions: readonly IncomingSubmission[] }
  | { readonly ok: false; readonly problems: readonly IncomingProblem[] };

const ID_PATTERN = limitPattern(fieldLimits("AccountCore", "ID"));
const CAMPAIGN_PATTERN = limitPattern(fieldLimits("AccountCore", "Campaign"));
const NAME_LIMIT = fieldLimits("AccountCore", "Name").maxLength ?? 200;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function idProblem(
  value: unknown,
  pattern: RegExp | undefined,
  field: string,
): IncomingProblem | undefined {
  if (value === undefined || value === null || value === "") {
    return { field, code: "required", message: "is required" };
  }
  if (typeof value !== "string" || pattern?.test(value) !== true) {
    return { field, code: "pattern", message: "does not match the expected format" };
  }
  return undefined;
}

/** The problem of one editable field's value (`undefined`: it fits). */
function valueProblem(
  name: string,
  value: unknown,
  field: string,
  validators: EditValidators,
): IncomingProblem | undefined {
  if (name === "Name") {
    if (value === null) return undefined;
    if (typeof value !== "string") return { field, code: "type", message: "must be text" };
    return Array.from(value).length > NAME_LIMIT
      ? { field, code: "tooLong", message: `must be at most ${NAME_LIMIT} characters long` }
      : undefined;
  }
  const input = accountInput(name, validators);
  if (input.kind === "number" && value !== null && typeof value !== "number") {
    return { field, code: "type", message: "must be a number" };
  }
  if (input.kind !== "number" && value !== null && typeof value !== "string") {
    return { field, code: "type", message: "must be text" };
  }
  if (input.kind === "date" && typeof value === "string" && value !== "") {
    const date = new Date(`${value}T00:00:00.000Z`);
    if (!ISO_DATE.test(value) || Number.isNaN(date.getTime())) {
      return { field, code: "date", message: "must be a date (year-month-day)" };
    }
  }
  const problem = accountValueProblem(input, value as string | number | null);
  return problem === undefined
    ? undefined
    : { field, code: problem.code, message: describeAccountValueProblem(problem) };
}

/** The problems of one submission of a file (`index` in the file, or `undefined` for a single object). */
export function incomingRowProblems(
  row: unknown,
  index: number | undefined,
  validators: EditValidators = {},
): IncomingProblem[] {
  const base = index === undefined ? "/file" : `/file/${index}`;
  if (!isObject(row)) return [{ field: base, code: "type", message: "must be an object" }];
  const editable = new Set(editableAccountFields());
  const problems: IncomingProblem[] = [];
  const id = idProblem(row.ID, ID_PATTERN, `${base}/ID`);
  if (id !== undefined) problems.push(id);
  const campaign = idProblem(row.Campaign, CAMPAIGN_PATTERN, `${base}/Campaign`);
  if (campaign !== undefined) problems.push(campaign);
  for (const [name, value] of Object.entries(row)) {
    if (name === "ID" || name === "Campaign") continue;
    const field = `${base}/${name}`;
    if (name !== "Name" && !editable.has(name)) {
      problems.push({ field, code: "unknown", message: "is not a submission field" });
      continue;
    }
    const problem = valueProblem(name, value, field, validators);
    if (problem !== undefined) problems.push(problem);
  }
  return problems;
}

/**
 * A parsed incoming file checked whole: the submissions to write, or every problem of every row
 * (a file with one bad row is refused entirely, so nothing is half-written).
 */
export function checkIncomingFile(
  value: unknown,
  validators: EditValidators = {},
): IncomingFileResult {
  const single = !Array.isArray(value);
  const rows: unknown[] = Array.isArray(value) ? value : [value];
  if (rows.length === 0) {
    return {
      ok: false,
      problems: [{ field: "/file", code: "empty", message: "holds no submission" }],
    };
  }
  if (rows.length > INCOMING_MAX_ROWS) {
    return {
      ok: false,
      problems: [
        {
          field: "/file",
          code: "tooMany",
          message: `must hold at most ${INCOMING_MAX_ROWS} submissions`,
        },
      ],
    };
  }
  const problems: IncomingProblem[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const rowProblems = incomingRowProblems(row, single ? undefined : index, validators);
    problems.push(...rowProblems);
    if (isObject(row) && typeof row.ID === "string" && rowProblems.length === 0) {
      if (seen.has(row.ID)) {
        problems.push({
          field: `/file/${index}/ID`,
          code: "duplicate",
          message: "is already used by another submission of the file",
        });
      }
      seen.add(row.ID);
    }
  });
  if (problems.length > 0) return { ok: false, problems };
  const submissions = rows.map((row) => {
    const { ID, Campaign, ...values } = row as Record<string, string | number | null>;
    return { ID: String(ID), Campaign: String(Campaign), values };
  });
  return { ok: true, submissions };
}
