/**
 * The `import-run` job (decisions 0037, 0060, 0092): reads the stored upload again row by row,
 * plans the run against the submissions as they are now (the SDK's `planCheckedImport`), and
 * writes it in chunks (500 rows on PGlite; on PostgreSQL 1 000, two at once), one transaction
 * each, which also adds its counts to the upload's report — so a cancel or a crash leaves whole
 * chunks and a report that says what was written. A restart skips rows its earlier attempt
 * wrote. All-or-nothing runs write in one transaction. On PGlite each chunk waits for the API to
 * be quiet first (`jobs/foreground.ts`). The run's own failures are the SDK's
 * `IMPORT_RUN_FAILURES` sentences, which the console words in the operator's language.
 */
import {
  IMPORT_RUN_FAILURES,
  planCheckedImport,
  type DuplicateChoices,
  type FailedRow,
  type ImportCheckedRows,
  type ImportColumnMap,
  type ImportMode,
  type ImportPlan,
  type ImportRunFailure,
  type ImportRunResult,
  type ImportWrite,
} from "@canvass/sdk/imports";
import { sql, type Kysely } from "kysely";
import { retryOnConflict, toJson, type Database } from "../../db/index.js";
import { giveWay } from "../../jobs/foreground.js";
import type { JobHandler } from "../../jobs/index.js";
import type { ServerDeps } from "../../services.js";
import { principalOfPlayer } from "../exports/run-principal.js";
import { existingIndex } from "./existing-submissions.js";
import { checkImportFile } from "./import-sheets.js";
import { createChunk, rowsWrittenBy, updateChunk, type ChunkContext } from "./import-writes.js";

export const IMPORT_RUN_KIND = "import-run";
/**
 * Rows per transaction (and per INSERT statement) on PGlite: cancel and progress work chunk by
 * chunk. A chunk holds the API's database while it is written: 500 rows take about a quarter of
 * a second (2 000 took a second, and a request that came meanwhile waited for it; decision
 * 0088). The rate is the same within the bench's noise.
 */
export const IMPORT_CHUNK_ROWS = 500;
/**
 * On PostgreSQL (decision 0092): chunks of 1 000 rows, two written at once, each in its own
 * transaction on its own connection — a submission insert is mostly index upkeep in the
 * database's process, so two of them use two cores. 5 100 → 7 600 rows/s against 1M.
 */
export const IMPORT_CHUNK_ROWS_POSTGRES = 1_000;
export const IMPORT_WRITERS_POSTGRES = 2;
const FAILED_ROWS_KEPT = 10_000;

export interface ImportRunPayload {
  readonly import: string;
  readonly campaigns: readonly string[];
  readonly map: ImportColumnMap;
  readonly choices: DuplicateChoices;
  readonly mode: ImportMode;
  readonly page?: string | undefined;
}

/** A failure of the run itself (not of a row): its message is the SDK's sentence for the code. */
export class ImportRunError extends Error {
  constructor(readonly code: ImportRunFailure) {
    super(IMPORT_RUN_FAILURES[code]);
  }
}

/** The report of a plan, before anything is written. */
export function emptyReport(
  plan: ImportPlan,
  header: readonly string[],
  checked: ImportCheckedRows,
): ImportRunResult {
  const byRow = new Map<number, string[]>();
  for (const error of plan.errors) {
    const list = byRow.get(error.row) ?? [];
    list.push(error.field === undefined ? error.message : `${error.field} ${error.message}`);
    byRow.set(error.row, list);
  }
  const failedRows: FailedRow[] = [...byRow.entries()]
    .slice(0, FAILED_ROWS_KEPT)
    .map(([row, problems]) => ({
      row,
      cells: checked.failedCells.get(row) ?? [],
      problems,
    }));
  return {
    rows: plan.rows,
    created: 0,
    updated: 0,
    skipped: plan.skipped,
    failed: plan.failed,
    errors: plan.errors.slice(0, FAILED_ROWS_KEPT).map(({ row, field, message, code }) => ({
      row,
      ...(field === undefined ? {} : { field }),
      message,
      code,
    })),
    header,
    failedRows,
  };
}

async function saveReport(
  db: Kysely<Database>,
  id: string,
  report: ImportRunResult,
  status?: "completed" | "failed",
) {
  await db
    .updateTable("imports")
    .set({ result: toJson(report), ...(status === undefined ? {} : { status }) })
    .where("id", "=", id)
    .execute();
}

/**
 * Adds a chunk's writes to the saved report's counts, in the chunk's transaction: chunks written
 * at once may commit in any order, and the saved counts are always those of the chunks committed.
 */
async function addCounts(db: Kysely<Database>, id: string, created: number, updated: number) {
  await sql`UPDATE imports SET result = coalesce(result, '{}'::jsonb) || jsonb_build_object(
      'created', coalesce((result ->> 'created')::int, 0) + ${created}::int,
      'updated', coalesce((result ->> 'updated')::int, 0) + ${updated}::int)
    WHERE id = ${id}`.execute(db);
}

async function readPlan(ctx: Parameters<JobHandler>[1], payload: ImportRunPayload, job: string) {
  const upload = await ctx.db
    .selectFrom("imports")
    .select(["id", "file", "bytes", "player"])
    .where("id", "=", payload.import)
    .executeTakeFirst();
  if (upload === undefined) throw new ImportRunError("uploadGone");
  const campaigns = await ctx.db
    .selectFrom("campaigns")
    .select("id")
    .where("id", "in", [...payload.campaigns])
    .execute();
  if (campaigns.length < new Set(payload.campaigns).size) throw new ImportRunError("campaignGone");
  let file: Awaited<ReturnType<typeof checkImportFile>>;
  try {
    file = await checkImportFile(upload.file, upload.bytes, payload.page, payload.map);
  } catch {
    throw new ImportRunError("fileUnreadable");
  }
  if (file.mapProblems.length > 0) throw new ImportRunError("mapUnfit");
  const existing = await existingIndex(ctx.db, payload.campaigns, file.checked.valid, job);
  const plan = planCheckedImport(file.checked, existing, payload.choices, payload.mode);
  return { upload, plan, report: emptyReport(plan, file.header, file.checked) };
}

export interface ImportRunOptions {
  /** Rows per chunk (tests use fewer to cancel between chunks). */
  readonly chunkRows?: number;
  /** Chunks written at once, each in its own transaction (PostgreSQL: two, PGlite: one). */
  readonly writers?: number;
}

export function importRunHandler(
  deps: ServerDeps,
  options: ImportRunOptions = {},
): JobHandler<ImportRunPayload, ImportRunResult> {
  const postgres = deps.driver === "postgres";
  const chunkRows =
    options.chunkRows ?? (postgres ? IMPORT_CHUNK_ROWS_POSTGRES : IMPORT_CHUNK_ROWS);
  return async (job, ctx) => {
    const payload = job.payload;
    const { upload, plan, report: planned } = await readPlan(ctx, payload, job.id);
    let report = planned;
    const author = await principalOfPlayer(
      { db: ctx.db, features: deps.features },
      job.owner ?? upload.player,
    );
    if (author === undefined) throw new ImportRunError("authorGone");
    // Only a job started again can have written rows already (it scans the submissions).
    const done = job.attempts > 1 ? await rowsWrittenBy(ctx.db, job.id) : new Set<number>();
    const context: ChunkContext = {
      author,
      campaign: payload.campaigns[0] ?? "",
      job: job.id,
      file: upload.file,
      now: deps.now(),
    };
    const writes: { kind: "create" | "update"; write: ImportWrite }[] = [
      ...plan.creates.map((write) => ({ kind: "create" as const, write })),
      ...plan.updates.map((write) => ({ kind: "update" as const, write })),
    ];
    const total = writes.length;
    const already = writes.filter((w) => w.kind === "create" && done.has(w.write.row)).length;
    report = { ...report, created: already };
    const todo = writes.filter((w) => !(w.kind === "create" && done.has(w.write.row)));
    ctx.progress(already, total);
    if (payload.mode === "allOrNothing" && plan.failed > 0) {
      report = {
        ...report,
        note: `Nothing was written: ${String(plan.failed)} rows have problems.`,
        stop: { reason: "refused", count: plan.failed, total: plan.rows },
      };
      await saveReport(ctx.db, upload.id, report, "failed");
      return report;
    }
    await saveReport(ctx.db, upload.id, report);
    const allOrNothing = payload.mode === "allOrNothing";
    const chunk = allOrNothing ? Math.max(todo.length, 1) : chunkRows;
    const writers = allOrNothing
      ? 1
      : (options.writers ?? (postgres ? IMPORT_WRITERS_POSTGRES : 1));
    const writeChunk = async (part: typeof todo) => {
      const creates = part.filter((w) => w.kind === "create").map((w) => w.write);
      const updates = part.filter((w) => w.kind === "update").map((w) => w.write);
      // Chunks written at once can deadlock on the rows they both touch (the dashboard's
      // rollup, a submission two rows update): PostgreSQL ends one, which is run again.
      await retryOnConflict(() =>
        ctx.db.transaction().execute(async (trx) => {
          await createChunk(trx, context, creates);
          await updateChunk(trx, context, updates);
          await addCounts(trx, upload.id, creates.length, updates.length);
        }),
      );
      report = {
        ...report,
        created: report.created + creates.length,
        updated: report.updated + updates.length,
      };
      ctx.progress(report.created + report.updated, total);
    };
    const writing = new Set<Promise<void>>();
    let failure: { error: unknown } | undefined;
    let cancelled = false;
    for (let start = 0; start < todo.length && failure === undefined; start += chunk) {
      // On PGlite a chunk's transaction holds the API's database while it is written: it starts
      // once the requests in hand are answered (decision 0088).
      await giveWay(deps);
      if (ctx.signal.aborted) {
        cancelled = true;
        break;
      }
      const task = writeChunk(todo.slice(start, start + chunk)).catch((error: unknown) => {
        failure ??= { error };
      });
      writing.add(task);
      void task.then(() => writing.delete(task));
      if (writing.size >= writers) await Promise.race(writing);
    }
    // A failed or cancelled run ends once the chunks already being written are committed or not.
    await Promise.all(writing);
    if (failure !== undefined) throw failure.error;
    if (cancelled) {
      const written = report.created + report.updated;
      report = {
        ...report,
        note: `Cancelled: ${String(written)} of ${String(total)} writes were made; the rest were not.`,
        stop: { reason: "cancelled", count: written, total },
      };
      await saveReport(ctx.db, upload.id, report, "failed");
      return report;
    }
    await saveReport(ctx.db, upload.id, report, "completed");
    return report;
  };
}
