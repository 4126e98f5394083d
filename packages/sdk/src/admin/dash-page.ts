/**
 * A dashboard page's rules (decision 0034), shared by the server and the console:
 * - `title` required, at most the contract's length once trimmed, unique within its dashboard
 *   type without regard to case (the server answers 409 naming `/title`);
 * - each per-locale title (`titles`) not blank once trimmed;
 * - `panels` are the dashboard answer's panel names (`DashPagePanel`), each at most once, in
 *   display order; `movePanel` is the one reordering both drag and keyboard use.
 */
import { schemaLimits } from "../generated/limits";
import { schemaEnums } from "../generated/enums";

export const DASH_PAGE_TITLE_MAX_LENGTH: number = schemaLimits.DashPageCreate.title.maxLength;

/** Every panel a page can show, in the dashboard's own order. */
export const DASH_PAGE_PANELS = schemaEnums.DashPagePanel;
export type DashPagePanel = (typeof DASH_PAGE_PANELS)[number];

export function isDashPagePanel(value: string): value is DashPagePanel {
  return (DASH_PAGE_PANELS as readonly string[]).includes(value);
}

export interface DashPageDraft {
  readonly title: string;
  readonly type: string;
  readonly titles?: Readonly<Record<string, string>> | undefined;
  readonly panels?: readonly string[] | undefined;
}

export interface DashPageKeyed {
  readonly id: string;
  readonly title: string;
  readonly type: string;
}

export type DashPageProblem = "required" | "tooLong" | "duplicate" | "choice";

export interface DashPageFieldProblem {
  /** A JSON pointer into the body: `/title`, `/titles/fr-CA`, `/panels/2`. */
  readonly field: string;
  readonly problem: DashPageProblem;
}

export const DASH_PAGE_MESSAGES: Readonly<Record<DashPageProblem, string>> = {
  required: "is required",
  tooLong: "is too long",
  duplicate: "is already used",
  choice: "is not a dashboard panel",
};

/** The comparison key of uniqueness: titles equal without regard to case, per type. */
export function dashPageKey(type: string, title: string): string {
  return `${type}\u0000${title.trim().toLowerCase()}`;
}

/** What is wrong with a draft; `others` are the stored pages (the edited one skipped by id). */
export function dashPageProblems(
  draft: DashPageDraft,
  others: readonly DashPageKeyed[] = [],
  editingId?: string,
): DashPageFieldProblem[] {
  const problems: DashPageFieldProblem[] = [];
  const title = draft.title.trim();
  if (title === "") problems.push({ field: "/title", problem: "required" });
  else if (title.length > DASH_PAGE_TITLE_MAX_LENGTH)
    problems.push({ field: "/title", problem: "tooLong" });
  else {
    const key = dashPageKey(draft.type, title);
    if (others.some((o) => o.id !== editingId && dashPageKey(o.type, o.title) === key))
      problems.push({ field: "/title", problem: "duplicate" });
  }
  for (const [locale, text] of Object.entries(draft.titles ?? {})) {
    if (text.trim() === "") problems.push({ field: `/titles/${locale}`, problem: "required" });
    else if (text.trim().length > DASH_PAGE_TITLE_MAX_LENGTH)
      problems.push({ field: `/titles/${locale}`, problem: "tooLong" });
  }
  const seen = new Set<string>();
  (draft.panels ?? []).forEach((panel, index) => {
    if (!isDashPagePanel(panel)) problems.push({ field: `/panels/${index}`, problem: "choice" });
    else if (seen.has(panel)) problems.push({ field: `/panels/${index}`, problem: "duplicate" });
    seen.add(panel);
  });
  return problems;
}

/** The panels with the one at `from` moved to `to` (both clamped to the list). */
export function movePanel<T>(panels: readonly T[], from: number, to: number): T[] {
  const list = [...panels];
  if (from < 0 || from >= list.length) return list;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [moved] = list.splice(from, 1);
  list.splice(target, 0, moved as T);
  return list;
}

/** The title a reader of `locale` sees: theirs, else the page's `title`. */
export function dashPageTitleFor(
  page: { readonly title: string; readonly titles?: Readonly<Record<string, string>> | undefined },
  locale: string,
): string {
  return page.titles?.[locale] ?? page.title;
}

/**
 * Where a page lands among `count` pages of its type: the asked position clamped to the end,
 * or last when none is asked.
 */
export function dashPageSlot(count: number, asked: number | undefined): number {
  return asked === undefined ? count : Math.max(0, Math.min(count, asked));
}
