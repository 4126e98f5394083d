/**
 * Runs (decision 0035): a run is a job of kind `export-run` on the queue (decision 0024), and its
 * id is the job's id, so `getJob`, `cancelJob` and `retryJob` work on it too. `export_runs` is
 * the delivery log (who, when, filter, rows, bytes, duration, destination, outcome). The handler
 * reads the submissions with the owner's scope as it is when the run starts, encodes them as
 * they come, writes `<id>.<ext>.part`, reports progress (rows written of rows expected; the
 * queue stores it every second), stops between chunks when cancelled, and renames the file only
 * when everything was written and the job was not cancelled meanwhile: the rename, the log's
 * "done" and the job's "done" happen in one transaction that holds the job's row
 * (`ctx.finishWith`), as a cancel from another process reaches this worker's signal only at the
 * next heartbeat (decision 0085). A cancelled, failed or interrupted run leaves no file. An unfinished stream is destroyed and
 * its file closed before the `.part` is deleted, so no late write creates it again.
 */
import { createWriteStream, type WriteStream } from "node:fs";
import { sql, type Kysely } from "kysely";
import { once } from "node:events";
import { compileExportRowAt, exportHeaders, type ExportColumn } from "@canvass/sdk/exports";
import { holds } from "../../auth/index.js";
import { toJson, type Database } from "../../db/index.js";
import type { JobContext, JobRecord } from "../../jobs/index.js";
import type { ServerDeps } from "../../services.js";
import { EXTENSIONS, isBuiltFormat, isRowFormat } from "./export-encoders.js";
import { copyRows, copyStatement, rowsSelect } from "./export-copy.js";
import { fieldNames } from "./export-reader.js";
import { runWriterFor } from "./export-writers.js";
import { ensureDir, type ExportFiles } from "./export-files.js";
import { runSource, sourceQuery, type ReportingFilters } from "./export-source.js";
import { principalOfPlayer } from "./run-principal.js";
import { uploadToSftp } from "./sftp-client.js";
import { openSecret } from "./sftp-secret.js";

export const EXPORT_RUN_KIND = "export-run";

/** What a run needs, frozen when it is asked for (a later edit of the export does not change it). */
export interface ExportRunPayload {
  readonly export: string | null;
  readonly option: string | null;
  readonly description: string;
  readonly campaigns: readonly string[];
  readonly fields: readonly ExportColumn[];
  readonly format: string;
  readonly filters: ReportingFilters;
  readonly destination: string;
  /** "Mark as exported" (decision 0051): write only unmarked submissions, mark what was written. */
  readonly markExported?: boolean;
  /**
   * SFTP delivery (decision 0043): where to upload, the password (`""` when none) and the
   * private key sealed, the pinned host key (decision 0057), the key's passphrase sealed
   * (decision 0064).
   */
  readonly sftp?: {
    readonly host: string;
    readonly port: number;
    readonly username: string;
    readonly path: string;
    readonly passwordSealed: string;
    readonly privateKeySealed?: string;
    readonly passphraseSealed?: string;
    readonly hostKey?: string;
  };
}

export interface ExportRunResult {
  readonly rows: number;
  readonly bytes: number;
  readonly file: string;
}

async function close(stream: WriteStream): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    stream.end((error?: Error | null) => {
      if (error) reject(error);
      else resolve();
    });
  });
}

/**
 * Stops a stream that will not be finished and waits until its file is closed, so no pending
 * write lands after the `.part` was deleted (a late write would create it again).
 */
async function abandon(stream: WriteStream): Promise<void> {
  if (stream.closed) return;
  const closed = once(stream, "close").catch(() => undefined);
  stream.destroy();
  await closed;
}

/**
 * Whether the job was cancelled. Another process cancels by marking the job row; this worker's
 * signal fires only at its next heartbeat, so the row is read once more before the file is
 * published: a cancelled run never publishes a file.
 */
async function wasCancelled(ctx: JobContext, id: string): Promise<boolean> {
  if (ctx.signal.aborted) return true;
  const row = await ctx.db
    .selectFrom("job_runs")
    .select("status")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.status === "cancelled";
}

/**
 * Marks the submissions a chunk wrote (decision 0051). The marks count only once the run is
 * logged `done`, after the file was delivered: until then, and for ever if it fails, they do not.
 */
async function markWritten(
  deps: ServerDeps,
  option: string,
  run: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await sql`INSERT INTO export_marks (option, account, run)
    SELECT ${option}, account, ${run} FROM unnest(${ids}::text[]) AS account
    ON CONFLICT DO NOTHING`.execute(deps.db);
}

/** Records the start of the run in the delivery log (again on a retry). */
async function logStart(deps: ServerDeps, job: JobRecord<ExportRunPayload>): Promise<void> {
  const payload = job.payload;
  await deps.db
    .insertInto("export_runs")
    .values({
      id: job.id,
      export: payload.export,
      option: payload.option,
      owner: job.owner,
      definition: toJson({ fields: payload.fields, campaigns: payload.campaigns }),
      filters: toJson(payload.filters),
      format: payload.format,
      destination: payload.destination,
      status: "running",
      started: deps.now(),
    })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet({
        status: "running",
        started: deps.now(),
        finished: null,
        message: null,
        file: null,
        rows: null,
        bytes: null,
      }),
    )
    .execute();
}

async function logEnd(
  deps: ServerDeps,
  id: string,
  values: {
    status: "done" | "failed" | "cancelled";
    message?: string;
    rows: number;
    bytes: number;
    file?: string;
    expires?: Date;
  },
  db: Kysely<Database> = deps.db,
): Promise<void> {
  await db
    .updateTable("export_runs")
    .set({
      status: values.status,
      message: values.message ?? null,
      rows: values.rows,
      bytes: values.bytes,
      file: values.file ?? null,
      finished: deps.now(),
      expires: values.expires ?? null,
    })
    .where("id", "=", id)
    .execute();
}

/** Uploads the whole file to the SFTP destination; any failure fails the run with its reason. */
async function deliverBySftp(
  sftp: NonNullable<ExportRunPayload["sftp"]>,
  localPath: string,
  file: string,
): Promise<void> {
  const password = sftp.passwordSealed === "" ? undefined : openSecret(sftp.passwordSealed);
  if (sftp.passwordSealed !== "" && password === undefined) {
    throw new Error("The stored SFTP password cannot be read; enter it again on the export.");
  }
  const privateKey =
    sftp.privateKeySealed === undefined ? undefined : openSecret(sftp.privateKeySealed);
  if (sftp.privateKeySealed !== undefined && privateKey === undefined) {
    throw new Error("The stored SFTP private key cannot be read; enter it again on the export.");
  }
  const passphrase =
    sftp.passphraseSealed === undefined ? undefined : openSecret(sftp.passphraseSealed);
  if (sftp.passphraseSealed !== undefined && passphrase === undefined) {
    throw new Error(
      "The stored passphrase of the SFTP private key cannot be read; enter it again on the export.",
    );
  }
  if (password === undefined && privateKey === undefined) {
    throw new Error("The export has no SFTP password or private key; enter one on the export.");
  }
  await uploadToSftp(
    {
      host: sftp.host,
      port: sftp.port,
      username: sftp.username,
      path: sftp.path,
      password,
      privateKey,
      passphrase,
      hostKey: sftp.hostKey,
    },
    localPath,
    file,
  );
}

/** The job handler of `export-run`. */
export function exportRunHandler(deps: ServerDeps, files: ExportFiles) {
  return async (job: JobRecord<ExportRunPayload>, ctx: JobContext): Promise<ExportRunResult> => {
    const payload = job.payload;
    await logStart(deps, job);
    let rows = 0;
    let bytes = 0;
    const file = `${job.id}.${isBuiltFormat(payload.format) ? EXTENSIONS[payload.format] : "bin"}`;
    try {
      if (!isBuiltFormat(payload.format)) {
        throw new Error(`The ${payload.format} format is not available yet.`);
      }
      const principal = job.owner === null ? undefined : await principalOfPlayer(deps, job.owner);
      if (principal === undefined || !holds(principal, "RunExports")) {
        throw new Error("The user who asked for this run may no longer run exports.");
      }
      const request = sourceQuery(payload.fields, payload.campaigns, payload.filters, principal);
      const marking = payload.markExported === true ? payload.option : null;
      if (marking !== null)
        await deps.db.deleteFrom("export_marks").where("run", "=", job.id).execute();
      const source = await runSource(
        deps.db,
        principal,
        request,
        marking ?? undefined,
        deps.driver,
        deps.foreground,
      );
      const expected = await source.expected;
      ctx.progress(0, expected);
      const writeRow = compileExportRowAt(payload.fields, fieldNames(request));
      await ensureDir(files);
      const stream = createWriteStream(files.partPath(file));
      const writer = runWriterFor(payload.format, exportHeaders(payload.fields), stream, {
        db: deps.db,
        partPath: files.partPath(file),
      });
      let read = 0;
      // CSV, JSON and GeoJSON on PostgreSQL: the database writes the rows (decision 0091).
      const rowFormat = isRowFormat(payload.format) ? payload.format : undefined;
      const copyTo = rowFormat === undefined ? undefined : deps.copyTo;
      const copy =
        copyTo === undefined || rowFormat === undefined
          ? undefined
          : copyStatement(
              rowsSelect(
                deps.db,
                request,
                source.conditions,
                payload.fields,
                rowFormat,
                marking !== null,
              ),
            );
      try {
        await writer.start();
        if (copyTo !== undefined && copy !== undefined && rowFormat !== undefined) {
          rows = await copyRows(copyTo, copy, request, payload.fields, rowFormat, stream, {
            signal: ctx.signal,
            onRows: (written) => {
              ctx.progress(written, Math.max(expected, written));
            },
            onIds: marking === null ? undefined : (ids) => markWritten(deps, marking, job.id, ids),
          });
        } else {
          for await (const chunk of source.chunks) {
            if (ctx.signal.aborted) throw new Error("cancelled");
            rows += await writer.write(chunk, chunk.rows.map(writeRow));
            if (marking !== null) await markWritten(deps, marking, job.id, chunk.ids);
            read += chunk.rows.length;
            ctx.progress(read, Math.max(expected, read));
          }
        }
        await writer.end();
        await close(stream);
      } finally {
        bytes = stream.bytesWritten;
        await writer.dispose();
        await abandon(stream);
      }
      if (await wasCancelled(ctx, job.id)) throw new Error("cancelled");
      if (payload.sftp !== undefined) await deliverBySftp(payload.sftp, files.partPath(file), file);
      // The job is marked done, the file published and the run logged in one transaction that
      // holds the job's row: a cancel from another process lands either before (nothing is
      // published) or after, when the job is already done.
      return await ctx.finishWith(async (trx) => {
        await files.publish(file);
        await logEnd(
          deps,
          job.id,
          {
            status: "done",
            rows,
            bytes,
            file,
            expires: new Date(deps.now().getTime() + files.ttlMs),
          },
          trx,
        );
        return { rows, bytes, file };
      });
    } catch (error) {
      await files.discard(file);
      await deps.db.deleteFrom("export_marks").where("run", "=", job.id).execute();
      const cancelled = await wasCancelled(ctx, job.id).catch(() => ctx.signal.aborted);
      const message = cancelled
        ? "The run was cancelled."
        : error instanceof Error
          ? error.message
          : String(error);
      await logEnd(deps, job.id, {
        status: cancelled ? "cancelled" : "failed",
        message,
        rows,
        bytes,
      });
      throw error;
    }
  };
}
