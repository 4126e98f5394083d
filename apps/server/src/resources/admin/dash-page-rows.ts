/** The `dash_pages` rows as the contract's `DashPage`, and the checks and moves of a write. */
import type { Schema } from "@canvass/sdk/contract";
import { DASH_PAGE_MESSAGES, dashPageProblems, type DashPageDraft } from "@canvass/sdk/admin";
import { sql, type Kysely, type Selectable, type SqlBool } from "kysely";
import { holds, type Principal } from "../../auth/index.js";
import type { DashPagesTable, Database } from "../../db/index.js";
import { conflict, unprocessable, type FieldError } from "../../http/index.js";

export type DashPage = Schema<"DashPage">;

export const DASH_PAGE_COLUMNS = [
  "id",
  "title",
  "type",
  "titles",
  "panels",
  "filters",
  "widgets",
  "roles",
  "ord",
] as const;

type Row = Pick<Selectable<DashPagesTable>, (typeof DASH_PAGE_COLUMNS)[number]>;

export function toDashPage(row: Row): DashPage {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    widgets: row.widgets as DashPage["widgets"],
    roles: row.roles as DashPage["roles"],
    order: row.ord,
    panels: row.panels as NonNullable<DashPage["panels"]>,
    titles: row.titles,
    filters: row.filters,
  };
}

/**
 * The pages a caller sees (decision 0034): every page for who holds ManageDashPages, else the
 * pages of their role or of every role (`roles` empty). `undefined` means no condition. Used by
 * `listDashPages` and by `getDashboard` (a type exists for a caller who sees one of its pages).
 */
export function visiblePagesCondition(principal: Principal) {
  if (holds(principal, "ManageDashPages")) return undefined;
  const role = principal.player.role;
  return sql<SqlBool>`(cardinality(roles) = 0 OR ${role}::text = ANY(roles))`;
}

/** Serializes writes to the pages of one type (order and title uniqueness). */
export async function lockType(trx: Kysely<Database>, type: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`dash_pages:${type}`}))`.execute(trx);
}

/** 422 naming each bad field; 409 naming `/title` when the type already has the title. */
export async function requireValidDashPage(
  trx: Kysely<Database>,
  draft: DashPageDraft,
  editingId?: string,
): Promise<void> {
  const others = await trx
    .selectFrom("dash_pages")
    .select(["id", "title", "type"])
    .where("type", "=", draft.type)
    .execute();
  const problems = dashPageProblems(draft, others, editingId);
  const errors: FieldError[] = problems
    .filter((problem) => problem.problem !== "duplicate" || problem.field !== "/title")
    .map((problem) => ({
      field: problem.field,
      message: DASH_PAGE_MESSAGES[problem.problem],
      code: problem.problem,
    }));
  if (errors.length > 0) throw unprocessable("The dashboard page is not valid.", errors);
  if (problems.length > 0) {
    throw conflict(`The ${draft.type} dashboard already has a page titled ${draft.title}.`, [
      { field: "/title", message: DASH_PAGE_MESSAGES.duplicate, code: "duplicate" },
    ]);
  }
}

/** The number of pages of a type. */
export async function pagesOfType(trx: Kysely<Database>, type: string): Promise<number> {
  const row = await trx
    .selectFrom("dash_pages")
    .select(sql<number | string>`count(*)`.as("n"))
    .where("type", "=", type)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Moves the pages of a type at or after `from` by `step` (+1 opens a slot, -1 closes a gap). */
export async function shiftOrders(
  trx: Kysely<Database>,
  type: string,
  from: number,
  step: 1 | -1,
  except?: string,
): Promise<void> {
  let query = trx
    .updateTable("dash_pages")
    .set({ ord: sql<number>`ord + ${step}` })
    .where("type", "=", type)
    .where("ord", ">=", from);
  if (except !== undefined) query = query.where("id", "!=", except);
  await query.execute();
}
