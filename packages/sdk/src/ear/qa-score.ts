/**
 * The digital ear's QA rules (issue 25, decision 0042), shared by the server (which stores the
 * score and answers 422 naming the item) and the console (which shows the score live while the
 * reviewer ticks the checklist):
 * - a checklist has 1 to 20 items, unique ids, a label, a whole weight 1–10;
 * - a review answers every item of the checklist with met / not met, and nothing else;
 * - the score is the weighted share of items met, in whole percent (rounded half up).
 */

/** One thing a reviewer checks in a recording. */
export interface QaChecklistItem {
  readonly id: string;
  readonly label: string;
  readonly weight: number;
}

export const QA_CHECKLIST_MAX_ITEMS = 20;
export const QA_WEIGHT_MIN = 1;
export const QA_WEIGHT_MAX = 10;
export const QA_LABEL_MAX_LENGTH = 200;
export const QA_COMMENT_MAX_LENGTH = 2000;
const ITEM_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** The checklist until an admin saves one (the examples). */
export const DEFAULT_QA_CHECKLIST: readonly QaChecklistItem[] = [
  { id: "greeted", label: "Greeted the donor and gave their name", weight: 1 },
  { id: "disclosedCharity", label: "Disclosed the charity and the fundraiser's role", weight: 3 },
  { id: "confirmedAmount", label: "Confirmed the amount and frequency", weight: 3 },
  { id: "noPressure", label: "No pressure or misleading statements", weight: 3 },
];

export type QaProblem =
  "required" | "tooMany" | "duplicate" | "badId" | "badWeight" | "tooLong" | "unknown" | "missing";

/** A problem with a pointer into the body (`/items/2/weight`, `/answers/greeted`). */
export interface QaFieldProblem {
  readonly field: string;
  readonly problem: QaProblem;
}

/** The server's English words of each problem (the console shows its own translation). */
export const QA_MESSAGES: Readonly<Record<QaProblem, string>> = {
  required: "is required",
  tooMany: `has more than ${QA_CHECKLIST_MAX_ITEMS} items`,
  duplicate: "repeats an item id",
  badId: "is not a valid item id",
  badWeight: `must be a whole number from ${QA_WEIGHT_MIN} to ${QA_WEIGHT_MAX}`,
  tooLong: "is too long",
  unknown: "is not an item of the checklist",
  missing: "is not answered",
};

/** What is wrong with a checklist (empty when it may be saved). */
export function qaChecklistProblems(items: readonly QaChecklistItem[]): QaFieldProblem[] {
  const problems: QaFieldProblem[] = [];
  if (items.length === 0) problems.push({ field: "/items", problem: "required" });
  if (items.length > QA_CHECKLIST_MAX_ITEMS) problems.push({ field: "/items", problem: "tooMany" });
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const at = `/items/${index}`;
    if (!ITEM_ID.test(item.id)) problems.push({ field: `${at}/id`, problem: "badId" });
    else if (seen.has(item.id)) problems.push({ field: `${at}/id`, problem: "duplicate" });
    seen.add(item.id);
    const label = item.label.trim();
    if (label === "") problems.push({ field: `${at}/label`, problem: "required" });
    else if (label.length > QA_LABEL_MAX_LENGTH)
      problems.push({ field: `${at}/label`, problem: "tooLong" });
    if (
      !Number.isInteger(item.weight) ||
      item.weight < QA_WEIGHT_MIN ||
      item.weight > QA_WEIGHT_MAX
    )
      problems.push({ field: `${at}/weight`, problem: "badWeight" });
  });
  return problems;
}

/** Met (`true`) or not met (`false`) by item id. */
export type QaAnswers = Readonly<Record<string, boolean>>;

/** What is wrong with a review's answers against the checklist (empty when complete). */
export function qaAnswerProblems(
  checklist: readonly QaChecklistItem[],
  answers: QaAnswers,
  comment = "",
): QaFieldProblem[] {
  const ids = new Set(checklist.map((item) => item.id));
  const problems: QaFieldProblem[] = [];
  for (const id of Object.keys(answers)) {
    if (!ids.has(id)) problems.push({ field: `/answers/${id}`, problem: "unknown" });
  }
  for (const item of checklist) {
    if (typeof answers[item.id] !== "boolean")
      problems.push({ field: `/answers/${item.id}`, problem: "missing" });
  }
  if (comment.length > QA_COMMENT_MAX_LENGTH)
    problems.push({ field: "/comment", problem: "tooLong" });
  return problems;
}

/**
 * The score in whole percent: the weights of the items met over all weights. Unanswered items
 * count as not met, so a half-filled checklist shows the score it has so far.
 */
export function qaScore(checklist: readonly QaChecklistItem[], answers: QaAnswers): number {
  let total = 0;
  let met = 0;
  for (const item of checklist) {
    total += item.weight;
    if (answers[item.id] === true) met += item.weight;
  }
  if (total === 0) return 0;
  return Math.floor((met * 100) / total + 0.5);
}

/** The band the console colours a score with: `good` ≥ 80, `fair` ≥ 50, else `poor`. */
export type QaScoreBand = "good" | "fair" | "poor";

export function qaScoreBand(score: number): QaScoreBand {
  if (score >= 80) return "good";
  if (score >= 50) return "fair";
  return "poor";
}
