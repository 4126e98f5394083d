/**
 * The `import-run` job (decisions 0037, 0060, 0092, 0093): reads the stored upload again row by
 * row, plans the run against the submissions as they are now (the SDK's `planCheckedImport`,
 * which keeps each row's keys, not its values), then reads the file a second time and writes
 * the planned rows as they come, in chunks (500 rows on PGlite; on PostgreSQL 1 000, two at
 * once), one transaction each, which also adds its counts to the upload's report — so a cancel
 * or a crash leaves whole chunks and a report that says what was written, and the run holds a
 * few chunks' values, never the file's. A restart skips rows its earlier attempt wrote.
 * All-or-nothing runs write every chunk in one transaction. On PGlite each chunk waits for the API to
 * be quiet first (`jobs/foreground.ts`). The run's own failures are the SDK's
 * `IMPORT_RUN_FAILURES` sentences, which the console words in the operator's language.
 */
import {
  planCheckedImport,
  type DuplicateChoices,
  type FailedRow,
  type ImportCheckedRows,
  type ImportColumnMap,
  type ImportMode,
  type ImportPlan,
  type ImportRunResult,
} from "@canvass/sdk/imports";
import { sql, type Kysely } from "kysely";
import { toJson, type Database } from "../../db/index.js";
import type { JobHandler } from "../../jobs/index.js";
import type { ServerDeps } from "../../services.js";
import { principalOfPlayer } from "../exports/run-principal.js";
import { existingIndex } from "./existing-submissions.js";
import { ImportRunError } from "./import-run-error.js";
import { checkImportFile, validImportRows } from "./import-sheets.js";
import {
  plannedChunks,
  writeAllAtOnce,
  writeInChunks,
  type PlannedChunk,
} from "./import-chunks.js";
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

export { ImportRunError };

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
  return { upload, plan, csv: file.csv, report: emptyReport(plan, file.header, file.checked) };
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
    const { upload, plan, csv, report: planned } = await readPlan(ctx, payload, job.id);
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
    const total = plan.creates.length + plan.updates.length;
    const already = plan.creates.filter((write) => done.has(write.row)).length;
    report = { ...report, created: already };
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
    const chunks = () =>
      plannedChunks(
        validImportRows(upload.file, upload.bytes, payload.page, payload.map, csv),
        plan,
        done,
        chunkRows,
      );
    const counted = (created: number, updated: number) => {
      report = { ...report, created: report.created + created, updated: report.updated + updated };
      ctx.progress(report.created + report.updated, total);
    };
    // A chunk's creates and updates, and its counts added to the saved report, in its transaction.
    const write = async (trx: Kysely<Database>, chunk: PlannedChunk) => {
      const creates = chunk.filter((row) => row.account === undefined);
      const updates = chunk.filter((row) => row.account !== undefined);
      await createChunk(trx, context, creates);
      await updateChunk(trx, context, updates);
      await addCounts(trx, upload.id, creates.length, updates.length);
      return { created: creates.length, updated: updates.length };
    };
    const cancelled =
      payload.mode === "allOrNothing"
        ? await writeAllAtOnce({
            deps,
            ctx,
            chunks,
            write,
            counted,
            pending: (writes) => {
              ctx.progress(report.created + report.updated + writes, total);
            },
          })
        : await writeInChunks({
            deps,
            ctx,
            chunks,
            write,
            counted,
            writers: options.writers ?? (postgres ? IMPORT_WRITERS_POSTGRES : 1),
          });
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
