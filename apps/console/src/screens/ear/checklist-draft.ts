/**
 * The QA checklist editor's draft (issue 25): rows the admin edits, turned into the checklist the
 * server stores, and the SDK's `qaChecklistProblems` (the rule the server answers 422 with) as a
 * problem per row and field. New rows get an id no other row has; existing rows keep theirs, so
 * saved reviews still match their items.
 */
import {
  QA_WEIGHT_MAX,
  qaChecklistProblems,
  type QaChecklistItem,
  type QaProblem,
} from "@canvass/sdk/ear";

/** One row as typed: the weight stays text until it is saved. */
export interface DraftItem {
  readonly id: string;
  readonly label: string;
  readonly weight: string;
}

export const draftOf = (items: readonly QaChecklistItem[]): DraftItem[] =>
  items.map((item) => ({ id: item.id, label: item.label, weight: String(item.weight) }));

/** The checklist the draft saves as (labels trimmed; a weight that is not a number is NaN). */
export const checklistOf = (draft: readonly DraftItem[]): QaChecklistItem[] =>
  draft.map((row) => ({
    id: row.id,
    label: row.label.trim(),
    weight: /^\s*\d+\s*$/.test(row.weight) ? Number(row.weight) : Number.NaN,
  }));

/** A new row: the first `itemN` id no row uses, the middle weight. */
export function newDraftItem(draft: readonly DraftItem[]): DraftItem {
  const used = new Set(draft.map((row) => row.id));
  let n = draft.length + 1;
  while (used.has(`item${String(n)}`)) n += 1;
  return { id: `item${String(n)}`, label: "", weight: String(Math.ceil(QA_WEIGHT_MAX / 3)) };
}

/** The draft with the row at `index` moved by `step` (−1 up, +1 down); unchanged at an end. */
export function moveDraftItem(draft: readonly DraftItem[], index: number, step: -1 | 1) {
  const target = index + step;
  if (index < 0 || index >= draft.length || target < 0 || target >= draft.length) return [...draft];
  const next = [...draft];
  const [row] = next.splice(index, 1);
  if (row !== undefined) next.splice(target, 0, row);
  return next;
}

export type DraftField = "label" | "weight" | "id";

/** A problem the SDK rule names, or `invalid` for one a server named in other words. */
export type DraftProblem = QaProblem | "invalid";

/** Problems by place: `items` for the whole list, `<index>.<field>` for a row's field. */
export type DraftProblems = Readonly<Record<string, DraftProblem>>;

const QA_PROBLEMS: readonly string[] = [
  "required",
  "tooMany",
  "duplicate",
  "badId",
  "badWeight",
  "tooLong",
  "unknown",
  "missing",
] satisfies readonly QaProblem[];

/** A problem code as the editor words it (`invalid` for a code it does not know). */
export const draftProblemOf = (code: string | undefined): DraftProblem =>
  code !== undefined && QA_PROBLEMS.includes(code) ? (code as QaProblem) : "invalid";

/** The draft's problems by place, from a pointer list (the SDK rule's or a 422's). */
export function problemsByPlace(
  problems: readonly { readonly field: string; readonly problem: DraftProblem }[],
): DraftProblems {
  const byPlace: Record<string, DraftProblem> = {};
  for (const { field, problem } of problems) {
    const row = /^\/items\/(\d+)\/(label|weight|id)$/.exec(field);
    const place = row ? `${row[1] ?? ""}.${row[2] ?? ""}` : "items";
    byPlace[place] ??= problem;
  }
  return byPlace;
}

export const draftProblems = (draft: readonly DraftItem[]): DraftProblems =>
  problemsByPlace(qaChecklistProblems(checklistOf(draft)));
