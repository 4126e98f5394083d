/** `job_runs` rows: reading them as `JobRecord`s and the queries the queue and the API share. */
import type { Kysely, Selectable } from "kysely";
import type { Database, JobRunsTable } from "../db/index.js";
import type { JobFilter, JobPage, JobRecord } from "./types.js";

export type JobRow = Selectable<JobRunsTable>;

export function toJobRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    kind: row.kind,
    owner: row.owner,
    payload: row.payload,
    status: row.status,
    singletonKey: row.singleton_key,
    progress: { done: row.progress_done, total: row.progress_total },
    result: row.result ?? null,
    error: row.error,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    startAfter: row.start_after,
    created: row.created,
    started: row.started,
    finished: row.finished,
    updated: row.updated,
  };
}

export async function findJob(db: Kysely<Database>, id: string): Promise<JobRecord | undefined> {
  if (!UUID.test(id)) return undefined;
  const row = await db.selectFrom("job_runs").selectAll().where("id", "=", id).executeTakeFirst();
  return row === undefined ? undefined : toJobRecord(row);
}

/** Newest first; `total` counts every match. */
export async function listJobs(db: Kysely<Database>, filter: JobFilter): Promise<JobPage> {
  let query = db.selectFrom("job_runs");
  if (filter.owner !== undefined) query = query.where("owner", "=", filter.owner);
  if (filter.kinds !== undefined && filter.kinds.length > 0)
    query = query.where("kind", "in", [...filter.kinds]);
  if (filter.statuses !== undefined && filter.statuses.length > 0)
    query = query.where("status", "in", [...filter.statuses]);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy("created", "desc")
      .orderBy("id", "desc")
      .limit(filter.limit ?? 50)
      .offset(filter.offset ?? 0)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toJobRecord), total: count.total };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a job id (a UUID); anything else is simply not found. */
export function isJobId(id: string): boolean {
  return UUID.test(id);
}
