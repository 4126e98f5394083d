/**
 * Schedules firing (decision 0043). `fireDueSchedules` looks at every instance with an enabled
 * schedule: when the schedule's next instant after the one it last fired for (or after the
 * instance was created) has come, it claims that instant with a compare-and-set on
 * `last_fired` — so of several server processes exactly one queues the run — and queues an
 * `export-run` job as the export's owner (the owner's scope at run time), covering the period
 * before it (from the previous scheduled instant to this one) instead of the instance's own
 * After/Before. Instants missed while no server ran fire once, for the latest of them.
 * `exportScheduler` calls it every `CANVASS_EXPORT_SCHEDULE_MS` (30 s) while the server runs.
 */
import { nextScheduledRun, type ExportColumn, type ExportSchedule } from "@canvass/sdk/exports";
import { sql } from "kysely";
import type { ServerDeps } from "../../services.js";
import { EXPORT_RUN_KIND } from "./export-runs.js";
import type { ReportingFilters } from "./export-source.js";
import { destinationOf, enqueueRun, sftpOf } from "./runs.handlers.js";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the previous instant lies at most, by frequency (a DST hour included). */
const SPAN_MS = { daily: DAY_MS + 3_600_000, weekly: 7 * DAY_MS + 3_600_000, monthly: 32 * DAY_MS };

/** The scheduled instant before `at` (the start of the period a run at `at` covers). */
export function previousScheduledRun(schedule: ExportSchedule, at: Date): Date {
  const before = nextScheduledRun(schedule, new Date(at.getTime() - SPAN_MS[schedule.frequency]));
  return before !== undefined && before < at ? before : new Date(at.getTime() - DAY_MS);
}

/** The latest scheduled instant in (`after`, `now`], or `undefined` when none has come. */
export function dueInstant(schedule: ExportSchedule, after: Date, now: Date): Date | undefined {
  let due: Date | undefined;
  let cursor = after;
  for (let step = 0; step < 400; step += 1) {
    const next = nextScheduledRun(schedule, cursor);
    if (next === undefined || next > now) break;
    due = next;
    cursor = next;
  }
  return due;
}

interface ScheduledRow {
  id: string;
  export: string;
  schedule: ExportSchedule;
  filters: ReportingFilters;
  last_fired: Date | null;
  created: Date;
  mark_exported: boolean;
  description: string;
  campaigns: string[];
  fields: ExportColumn[];
  format: string;
  delivery: unknown;
  owner: string | null;
}

/** Queues the runs whose scheduled instant has come; the ids of the runs queued. */
export async function fireDueSchedules(deps: ServerDeps, now = deps.now()): Promise<string[]> {
  const { rows } = await sql<ScheduledRow>`
    SELECT o.id, o.export, o.schedule, o.filters, o.last_fired, o.created, o.mark_exported,
           e.description,
           e.campaigns, e.fields, e.format, e.delivery, e.created_by AS owner
    FROM export_options o JOIN exports e ON e.id = o.export
    WHERE o.schedule IS NOT NULL AND COALESCE((o.schedule->>'enabled')::boolean, true)
    ORDER BY o.id`.execute(deps.db);
  const queued: string[] = [];
  for (const row of rows) {
    const due = dueInstant(row.schedule, row.last_fired ?? row.created, now);
    if (due === undefined || row.owner === null) continue;
    const claimed = await sql<{ id: string }>`UPDATE export_options SET last_fired = ${due}
      WHERE id = ${row.id} AND last_fired IS NOT DISTINCT FROM ${row.last_fired}
      RETURNING id`.execute(deps.db);
    if (claimed.rows.length === 0) continue;
    const active = await sql<{ id: string }>`SELECT id FROM job_runs
      WHERE kind = ${EXPORT_RUN_KIND} AND singleton_key = ${row.id}
        AND status IN ('queued', 'running')`.execute(deps.db);
    if (active.rows.length > 0) continue;
    const filters = Object.fromEntries(
      Object.entries(row.filters).filter(([name]) => name !== "After" && name !== "Before"),
    ) as ReportingFilters;
    const sftp = sftpOf(row.delivery);
    const job = await enqueueRun(
      deps,
      {
        export: row.export,
        option: row.id,
        description: row.description,
        campaigns: row.campaigns,
        fields: row.fields,
        format: row.format,
        filters: {
          ...filters,
          After: previousScheduledRun(row.schedule, due).toISOString(),
          Before: new Date(due.getTime() - 1).toISOString(),
        },
        destination: destinationOf(sftp),
        ...(row.mark_exported ? { markExported: true } : {}),
        ...(sftp === undefined ? {} : { sftp }),
      },
      row.owner,
      row.id,
    );
    queued.push(job.id);
  }
  return queued;
}

export interface ExportScheduler {
  start(): void;
  stop(): void;
}

/** Fires due schedules every `intervalMs` while started (errors are logged, never thrown). */
export function exportScheduler(
  deps: ServerDeps,
  intervalMs = Number(process.env.CANVASS_EXPORT_SCHEDULE_MS ?? 30_000),
  log: (error: unknown) => void = () => undefined,
): ExportScheduler {
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  return {
    start() {
      if (timer !== undefined) return;
      timer = setInterval(() => {
        if (ticking) return;
        ticking = true;
        fireDueSchedules(deps)
          .catch(log)
          .finally(() => {
            ticking = false;
          });
      }, intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
