/**
 * `GET /resend/{id}/` and `POST /resend/{id}/{task}/`: a submission's campaign tasks (the
 * campaign's `raw_processes`, in order, plus any task that ran and is no longer configured) with
 * how each last went. The reference server has no outside systems to deliver to, so running a
 * task again records it as sent now; it is written to the history as a `resend`.
 */
import type { Schema } from "@canvass/sdk/contract";
import { sql, type Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { notFound } from "../../http/index.js";
import { recordHistory } from "../history-entries.js";
import { rowScope, scopeConditions } from "./row-scope.js";

type ResendTask = Schema<"ResendTask">;

interface TaskRow {
  task: string;
  status: ResendTask["status"];
  last_sent: Date | null;
}

/** The tasks of a submission in the caller's scope, or `undefined` when it is not there. */
export async function resendTasks(
  db: Kysely<Database>,
  principal: Principal,
  id: string,
): Promise<ResendTask[] | undefined> {
  const scope = await rowScope(db, principal);
  const conditions = [sql`r.id = ${id}`, ...scopeConditions(scope)];
  const { rows: found } = await sql<{ campaign: string }>`
    SELECT r.campaign FROM accounts r WHERE ${sql.join(conditions, sql` AND `)}`.execute(db);
  const account = found[0];
  if (account === undefined) return undefined;
  const { rows } = await sql<TaskRow>`
    SELECT coalesce(ran.task, configured.task) AS task,
      coalesce(ran.status, 'pending') AS status, ran.last_sent
    FROM (
      SELECT e ->> 'type' AS task, min(o) AS position
      FROM campaigns c, jsonb_array_elements(c.raw_processes) WITH ORDINALITY AS t(e, o)
      WHERE c.id = ${account.campaign} AND e ->> 'type' ~ '^[A-Za-z0-9_-]{1,64}$'
      GROUP BY 1
    ) configured
    FULL JOIN (
      SELECT task, status, last_sent FROM account_tasks WHERE account = ${id}
    ) ran ON ran.task = configured.task
    ORDER BY configured.position NULLS LAST, 1`.execute(db);
  return rows.map((row) => ({
    task: row.task,
    status: row.status,
    lastSent: row.last_sent === null ? null : row.last_sent.toISOString(),
  }));
}

/** Runs a task again (records it as sent now); 404 when the submission or task is not there. */
export async function resendTask(
  db: Kysely<Database>,
  principal: Principal,
  now: Date,
  id: string,
  task: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tasks = await resendTasks(trx, principal, id);
    if (tasks === undefined) throw notFound(`There is no submission ${id}.`);
    const previous = tasks.find((entry) => entry.task === task);
    if (previous === undefined) throw notFound(`Submission ${id} has no task ${task}.`);
    await trx
      .insertInto("account_tasks")
      .values({ account: id, task, status: "sent", last_sent: now, created: now, updated: now })
      .onConflict((conflict) =>
        conflict.columns(["account", "task"]).doUpdateSet({ status: "sent", last_sent: now }),
      )
      .execute();
    await recordHistory(
      trx,
      principal,
      {
        target: id,
        targetType: "account",
        action: "resend",
        changes: [{ field: task, from: previous.status, to: "sent" }],
      },
      now,
    );
  });
}
