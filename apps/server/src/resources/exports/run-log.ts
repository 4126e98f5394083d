/** Reads of the delivery log (`export_runs`) joined with the runs' jobs (`job_runs`). */
import { sql } from "kysely";
import type { ServerDeps } from "../../services.js";
import type { RunView } from "./export-bodies.js";

interface RunRow {
  id: string;
  log_status: string;
  job_status: string | null;
  job_error: string | null;
  message: string | null;
  started: Date;
  finished: Date | null;
  rows: number | string | null;
  file: string | null;
  expires: Date | null;
  progress_done: number | string | null;
  progress_total: number | string | null;
  worker_alive: boolean | null;
}

export interface RunLogEntry extends RunView {
  readonly progress: { readonly done: number; readonly total: number | null };
}

function toView(row: RunRow): RunLogEntry {
  return {
    id: row.id,
    logStatus: row.log_status,
    jobStatus: row.job_status,
    jobError: row.job_error,
    message: row.message,
    started: row.started,
    finished: row.finished,
    rows: row.rows === null ? null : Number(row.rows),
    file: row.file,
    expires: row.expires,
    workerAlive: row.worker_alive === true,
    progress: {
      done: Number(row.progress_done ?? 0),
      total: row.progress_total === null ? null : Number(row.progress_total),
    },
  };
}

/**
 * How long after its last heartbeat a job's worker counts as alive: the queue's `staleAfterMs`
 * default (decision 0024). A cancelled run whose worker is alive is still stopping.
 */
const WORKER_ALIVE_SECONDS = 30;

const SELECT = sql`
  SELECT r.id, r.status AS log_status, j.status AS job_status, j.error AS job_error, r.message,
         r.started, COALESCE(r.finished, j.finished) AS finished,
         COALESCE(r.rows, j.progress_done) AS rows, r.file, r.expires,
         j.progress_done, j.progress_total,
         (j.heartbeat > now() - make_interval(secs => ${WORKER_ALIVE_SECONDS})) AS worker_alive
  FROM export_runs r LEFT JOIN job_runs j ON j.id::text = r.id`;

/** The latest runs of an instance (at most 50), newest first. */
export async function optionRuns(deps: ServerDeps, option: string, limit = 50) {
  const { rows } = await sql<RunRow>`${SELECT} WHERE r.option = ${option}
    ORDER BY r.started DESC, r.id DESC LIMIT ${limit}`.execute(deps.db);
  return rows.map(toView);
}

export async function runById(deps: ServerDeps, id: string): Promise<RunLogEntry | undefined> {
  const { rows } = await sql<RunRow>`${SELECT} WHERE r.id = ${id}`.execute(deps.db);
  const row = rows[0];
  return row === undefined ? undefined : toView(row);
}

/** Whether a run of the export (or instance) is queued or running. */
export async function hasActiveRun(
  deps: ServerDeps,
  by: "export" | "option",
  id: string,
): Promise<boolean> {
  const column = sql.ref(`r.${by}`);
  const { rows } = await sql<{ id: string }>`SELECT r.id FROM export_runs r
    JOIN job_runs j ON j.id::text = r.id
    WHERE ${column} = ${id} AND j.status IN ('queued', 'running') LIMIT 1`.execute(deps.db);
  return rows.length > 0;
}
