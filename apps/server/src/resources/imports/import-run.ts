/**
 * The `import-run` job (decision 0037): reads the stored upload again, plans the run against the
 * submissions as they are now (the SDK's `planImport`), and writes it in chunks of 500 rows, one
 * transaction each, with the running report saved on the upload's row in the same transaction —
 * so a cancel or a crash leaves whole chunks and a report that says what was written. A restart
 * skips rows its earlier attempt wrote. All-or-nothing runs write in one transaction.
 */
import {
  checkImportRows,
  planImport,
  type DuplicateChoices,
  type FailedRow,
  type ImportColumnMap,
  type ImportMode,
  type ImportPlan,
  type ImportRunResult,
  type ImportWrite,
} from "@canvass/sdk/imports";
import type { Kysely } from "kysely";
import { toJson, type Database } from "../../db/index.js";
import type { JobHandler } from "../../jobs/index.js";
import type { ServerDeps } from "../../services.js";
import { principalOfPlayer } from "../exports/run-principal.js";
import { existingIndex } from "./existing-submissions.js";
import { readImportSheet } from "./import-sheets.js";
import { createChunk, rowsWrittenBy, updateChunk, type ChunkContext } from "./import-writes.js";

export const IMPORT_RUN_KIND = "import-run";
const CHUNK = 500;
const FAILED_ROWS_KEPT = 10_000;

export interface ImportRunPayload {
  readonly import: string;
  readonly campaigns: readonly string[];
  readonly map: ImportColumnMap;
  readonly choices: DuplicateChoices;
  readonly mode: ImportMode;
  readonly page?: string | undefined;
}

/** The report of a plan, before anything is written. */
export function emptyReport(
  plan: ImportPlan,
  header: readonly string[],
  cells: readonly (readonly string[])[],
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
      cells: cells[row - 2] ?? [],
      problems,
    }));
  return {
    rows: plan.rows,
    created: 0,
    updated: 0,
    skipped: plan.skipped,
    failed: plan.failed,
    errors: plan.errors.slice(0, FAILED_ROWS_KEPT).map(({ row, field, message }) => ({
      row,
      ...(field === undefined ? {} : { field }),
      message,
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

export function importRunHandler(deps: ServerDeps): JobHandler<ImportRunPayload, ImportRunResult> {
  return async (job, ctx) => {
    const payload = job.payload;
    const upload = await ctx.db
      .selectFrom("imports")
      .select(["id", "file", "bytes", "player"])
      .where("id", "=", payload.import)
      .executeTakeFirst();
    if (upload === undefined) throw new Error("The uploaded file is gone.");
    const author = await principalOfPlayer(
      { db: ctx.db, features: deps.features },
      job.owner ?? upload.player,
    );
    if (author === undefined)
      throw new Error("The player who started the import no longer exists.");
    const { table } = await readImportSheet(upload.file, upload.bytes, payload.page);
    const { valid } = checkImportRows(table, payload.map);
    const existing = await existingIndex(ctx.db, payload.campaigns, valid, job.id);
    const plan = planImport(table, payload.map, existing, payload.choices, payload.mode);
    const done = await rowsWrittenBy(ctx.db, job.id);
    let report = emptyReport(plan, table.header, table.rows);
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
      };
      await saveReport(ctx.db, upload.id, report, "failed");
      return report;
    }
    const chunk = payload.mode === "allOrNothing" ? Math.max(todo.length, 1) : CHUNK;
    for (let start = 0; start < todo.length; start += chunk) {
      if (ctx.signal.aborted) {
        report = {
          ...report,
          note: `Cancelled: ${String(report.created + report.updated)} of ${String(total)} writes were made; the rest were not.`,
        };
        await saveReport(ctx.db, upload.id, report, "failed");
        return report;
      }
      const part = todo.slice(start, start + chunk);
      const creates = part.filter((w) => w.kind === "create").map((w) => w.write);
      const updates = part.filter((w) => w.kind === "update").map((w) => w.write);
      report = {
        ...report,
        created: report.created + creates.length,
        updated: report.updated + updates.length,
      };
      const next = report;
      await ctx.db.transaction().execute(async (trx) => {
        await createChunk(trx, context, creates);
        await updateChunk(trx, context, updates);
        await saveReport(trx, upload.id, next);
      });
      ctx.progress(report.created + report.updated, total);
    }
    await saveReport(ctx.db, upload.id, report, "completed");
    return report;
  };
}
