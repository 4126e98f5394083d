/**
 * QA reviews (decision 0042): `saveQaReview` checks the answers against the current checklist
 * with the SDK's `qaAnswerProblems`, scores them with `qaScore`, stores the latest review and
 * writes a `review` entry to the submission's history, in one transaction with the submission's
 * row locked. `getQaReview` answers it to whoever may open the submission.
 */
import type { Schema } from "@canvass/sdk/contract";
import { QA_MESSAGES, qaAnswerProblems, qaScore } from "@canvass/sdk/ear";
import { sql, type Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import { toJson, type Database } from "../../db/index.js";
import { notFound, unprocessable } from "../../http/index.js";
import { recordHistory } from "../history-entries.js";
import { rowScope, scopeConditions } from "../accounts/row-scope.js";
import { readChecklist } from "./checklist.js";
import { recordingOf } from "./queue-query.js";

type QaReview = Schema<"QaReview">;
type QaReviewInput = Schema<"QaReviewInput">;

/** The submission if it is in the caller's scope (locked with `lock`). */
export async function accountInScope(
  db: Kysely<Database>,
  principal: Principal,
  id: string,
  lock = false,
): Promise<boolean> {
  const scope = await rowScope(db, principal);
  const conditions = [sql`r.id = ${id}`, ...scopeConditions(scope)];
  const { rows } = await sql<{ id: string }>`
    SELECT r.id FROM accounts r WHERE ${sql.join(conditions, sql` AND `)}
    ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  return rows.length > 0;
}

export async function readReview(
  db: Kysely<Database>,
  principal: Principal,
  id: string,
): Promise<QaReview> {
  if (!(await accountInScope(db, principal, id))) throw notFound(`There is no submission ${id}.`);
  const row = await db
    .selectFrom("qa_reviews")
    .selectAll()
    .where("account", "=", id)
    .executeTakeFirst();
  if (row === undefined) throw notFound(`Submission ${id} has not been reviewed.`);
  return {
    account: row.account,
    score: row.score,
    answers: row.answers,
    comment: row.comment,
    status: row.status,
    reviewer: row.reviewer,
    reviewerName: row.reviewer_name,
    reviewed: new Date(row.reviewed).toISOString(),
    checklist: row.checklist,
  };
}

export async function saveReview(
  db: Kysely<Database>,
  principal: Principal,
  now: Date,
  id: string,
  input: QaReviewInput,
): Promise<QaReview> {
  return db.transaction().execute(async (trx) => {
    if (!(await accountInScope(trx, principal, id, true)))
      throw notFound(`There is no submission ${id}.`);
    if ((await recordingOf(trx, id)) === undefined)
      throw notFound(`Submission ${id} has no recording.`);
    const checklist = await readChecklist(trx);
    const comment = (input.comment ?? "").trim();
    const problems = qaAnswerProblems(checklist, input.answers, comment);
    if (problems.length > 0) {
      throw unprocessable(
        "The review does not answer the checklist.",
        problems.map((problem) => ({
          field: problem.field,
          message: QA_MESSAGES[problem.problem],
          code: problem.problem,
        })),
      );
    }
    const score = qaScore(checklist, input.answers);
    const before = await trx
      .selectFrom("qa_reviews")
      .select(["score", "status"])
      .where("account", "=", id)
      .executeTakeFirst();
    const reviewer = await trx
      .selectFrom("players")
      .select("full_name")
      .where("id", "=", principal.player.id)
      .executeTakeFirst();
    const values = {
      status: input.status,
      score,
      answers: toJson(input.answers),
      checklist: toJson(checklist),
      comment,
      reviewer: principal.player.id,
      reviewer_name: reviewer?.full_name ?? principal.player.username,
      reviewed: now,
    };
    await trx
      .insertInto("qa_reviews")
      .values({ account: id, ...values })
      .onConflict((conflict) => conflict.column("account").doUpdateSet(values))
      .execute();
    await recordHistory(
      trx,
      principal,
      {
        target: id,
        targetType: "account",
        action: "review",
        changes: [
          { field: "QaScore", from: before?.score ?? null, to: score },
          { field: "QaStatus", from: before?.status ?? null, to: input.status },
        ],
        reason: comment === "" ? undefined : comment,
      },
      now,
    );
    return {
      account: id,
      score,
      answers: { ...input.answers },
      comment,
      status: input.status,
      reviewer: principal.player.id,
      reviewerName: values.reviewer_name,
      reviewed: now.toISOString(),
      checklist,
    };
  });
}
