/**
 * The QA checklist (decision 0042): stored in `settings` under `qa-checklist`; the SDK's
 * `DEFAULT_QA_CHECKLIST` until an admin saves one. Checked with the SDK's `qaChecklistProblems`.
 */
import { DEFAULT_QA_CHECKLIST, QA_MESSAGES, qaChecklistProblems } from "@canvass/sdk/ear";
import type { QaChecklistItem } from "@canvass/sdk/ear";
import type { Kysely } from "kysely";
import { toJson, type Database } from "../../db/index.js";
import { unprocessable } from "../../http/index.js";

const KEY = "qa-checklist";

export async function readChecklist(db: Kysely<Database>): Promise<QaChecklistItem[]> {
  const row = await db
    .selectFrom("settings")
    .select("data")
    .where("key", "=", KEY)
    .executeTakeFirst();
  const items = (row?.data as { items?: QaChecklistItem[] } | undefined)?.items;
  return Array.isArray(items) && items.length > 0 ? items : [...DEFAULT_QA_CHECKLIST];
}

export async function saveChecklist(
  db: Kysely<Database>,
  items: readonly QaChecklistItem[],
  now: Date,
): Promise<QaChecklistItem[]> {
  const problems = qaChecklistProblems(items);
  if (problems.length > 0) {
    throw unprocessable(
      "The checklist is not valid.",
      problems.map((problem) => ({
        field: problem.field,
        message: QA_MESSAGES[problem.problem],
        code: problem.problem,
      })),
    );
  }
  const clean = items.map((item) => ({
    id: item.id,
    label: item.label.trim(),
    weight: item.weight,
  }));
  await db
    .insertInto("settings")
    .values({ key: KEY, data: toJson({ items: clean }), modified: now })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({ data: toJson({ items: clean }), modified: now }),
    )
    .execute();
  return clean;
}
