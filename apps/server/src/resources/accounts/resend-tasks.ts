/**
 * `GET /resend/{id}/` and `POST /resend/{id}/{task}/`: a submission's campaign tasks (the
 * campaign's `raw_processes`, in order, plus any task that ran and is no longer configured) with
 * how each last went. Running a task again goes through the job queue (issue 25, decision
 * 0042): the call queues a `resend-task` job and the task shows `pending` until it has run; the
 * outcome is written to the history as a `resend`.
 */
import type { Schema } from "@canvass/sdk/contract";
import { sql, type Kysely } from "kysely";
import { holds, type Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { notFound } from "../../http/index.js";
import type { JobRecord } from "../../jobs/index.js";
import type { ServerDeps } from "../../services.js";
import { sendTaskMail } from "../email-templates/task-mail.js";
import { principalOfPlayer } from "../exports/run-principal.js";
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

export const RESEND_TASK_KIND = "resend-task";

export interface ResendPayload {
  readonly account: string;
  readonly task: string;
  /** The task's status when it was asked for (the history's `from`). */
  readonly previous: ResendTask["status"];
}

/**
 * Queues a task to run again (issue 25): 404 when the submission or task is not there; else the
 * task shows `pending` until the `resend-task` job has run it (one job per submission and task
 * at a time). Answers the job's id.
 */
export async function queueResend(
  deps: ServerDeps,
  principal: Principal,
  id: string,
  task: string,
): Promise<string> {
  const tasks = await resendTasks(deps.db, principal, id);
  if (tasks === undefined) throw notFound(`There is no submission ${id}.`);
  const previous = tasks.find((entry) => entry.task === task);
  if (previous === undefined) throw notFound(`Submission ${id} has no task ${task}.`);
  const job = await deps.queue.enqueue(
    RESEND_TASK_KIND,
    { account: id, task, previous: previous.status },
    { owner: principal.player.id, singletonKey: `${id}:${task}` },
  );
  const now = deps.now();
  await deps.db
    .insertInto("account_tasks")
    .values({ account: id, task, status: "pending", last_sent: null, created: now, updated: now })
    .onConflict((conflict) =>
      conflict.columns(["account", "task"]).doUpdateSet({ status: "pending" }),
    )
    .execute();
  return job.id;
}

/**
 * The `resend-task` job: runs the task again. A task whose settings name an e-mail template
 * sends that template's active version to the submission's address (`sendTaskMail`, the one
 * mail pipeline; the job's id keeps a second run of the same job from sending twice); a task of
 * another kind has no outside system to deliver to here, so a run records it as sent now. A run
 * whose asker may no longer resend (or whose submission left their scope), or whose mail cannot
 * be sent, records it as failed. Either outcome is written to the history as a `resend` with
 * the task's status before and after.
 */
export function resendTaskHandler(deps: ServerDeps) {
  return async (job: JobRecord<ResendPayload>): Promise<{ status: "sent" | "failed" }> => {
    const { account, task, previous } = job.payload;
    const owner = job.owner === null ? undefined : await principalOfPlayer(deps, job.owner);
    const now = deps.now();
    const allowed = owner !== undefined && holds(owner, "ResendSubmissionTasks");
    let outcome: "sent" | "failed" =
      allowed && (await resendTasks(deps.db, owner, account)) !== undefined ? "sent" : "failed";
    if (outcome === "sent" && owner !== undefined) {
      const mail = await sendTaskMail(deps, owner, account, task, `resend-task:${job.id}`);
      if (mail.kind === "failed") outcome = "failed";
    }
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("account_tasks")
        .set(outcome === "sent" ? { status: "sent", last_sent: now } : { status: "failed" })
        .where("account", "=", account)
        .where("task", "=", task)
        .execute();
      if (owner !== undefined) {
        await recordHistory(
          trx,
          owner,
          {
            target: account,
            targetType: "account",
            action: "resend",
            changes: [{ field: task, from: previous, to: outcome }],
          },
          now,
        );
      }
    });
    return { status: outcome };
  };
}
