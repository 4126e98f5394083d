/**
 * `runExportOption`, `runAnonymousExport` and `downloadExport` (decision 0035). Running needs
 * RunExports (admin or manager, not `norunexports`). A run is queued as an `export-run` job with
 * everything it needs frozen in its payload, and logged at once as `queued`; one run per instance
 * at a time (the job's singleton key; a second is a 409). An anonymous run is a job too, which
 * the call waits for (up to 110 s) and answers finished. A download hands out the file of a
 * finished run (or a signed link to it, valid 15 minutes) while the file has not expired.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { ExportColumn } from "@canvass/sdk/exports";
import { sql } from "kysely";
import { principalOf, requireRule, type Principal } from "../../auth/index.js";
import { toJson } from "../../db/index.js";
import { conflict, notFound, unprocessable, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { toRunBody } from "./export-bodies.js";
import { CONTENT_TYPES } from "./export-encoders.js";
import type { ExportFiles } from "./export-files.js";
import { EXPORT_RUN_KIND, type ExportRunPayload } from "./export-runs.js";
import type { ReportingFilters } from "./export-source.js";
import { requireValidColumns } from "./definitions.handlers.js";
import { sourceQuery } from "./export-source.js";
import { runById } from "./run-log.js";

/** How long an anonymous run's call waits for the run to finish. */
const ANONYMOUS_WAIT_MS = 110_000;

export async function enqueueRun(
  deps: ServerDeps,
  payload: ExportRunPayload,
  owner: string,
  singletonKey?: string,
) {
  const job = await deps.queue.enqueue(EXPORT_RUN_KIND, payload, { owner, singletonKey });
  await deps.db
    .insertInto("export_runs")
    .values({
      id: job.id,
      export: payload.export,
      option: payload.option,
      owner,
      definition: toJson({ fields: payload.fields, campaigns: payload.campaigns }),
      filters: toJson(payload.filters),
      format: payload.format,
      destination: payload.destination,
      status: "queued",
      started: deps.now(),
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  return job;
}

type StoredSftp = NonNullable<ExportRunPayload["sftp"]>;

/** The SFTP settings of a stored delivery (password and key still sealed), or `undefined`. */
export function sftpOf(delivery: unknown): StoredSftp | undefined {
  const value = delivery as { method?: string; sftp?: Partial<StoredSftp> } | null;
  const sftp = value?.sftp;
  if (value?.method !== "sftp" || sftp === undefined) return undefined;
  return {
    host: sftp.host ?? "",
    port: sftp.port ?? 22,
    username: sftp.username ?? "",
    path: sftp.path ?? "/",
    passwordSealed: sftp.passwordSealed ?? "",
    ...(sftp.privateKeySealed === undefined ? {} : { privateKeySealed: sftp.privateKeySealed }),
    ...(sftp.passphraseSealed === undefined ? {} : { passphraseSealed: sftp.passphraseSealed }),
    ...(sftp.hostKey === undefined ? {} : { hostKey: sftp.hostKey }),
  };
}

export function destinationOf(sftp: StoredSftp | undefined): string {
  if (sftp === undefined) return "download";
  return `sftp://${sftp.username}@${sftp.host}:${String(sftp.port)}${sftp.path}`;
}

function requireRun(principal: Principal): void {
  requireRule(principal, "exports", "get", "RunExports");
}

export function runHandlers(deps: ServerDeps, files: ExportFiles): HandlerMap {
  const runBody = async (id: string) => {
    const run = await runById(deps, id);
    if (run === undefined) throw notFound(`No export run ${id}.`);
    return toRunBody(run, files.urlOf, deps.now());
  };
  return {
    runExportOption: async (ctx) => {
      const principal = principalOf(ctx);
      requireRun(principal);
      const option = await deps.db
        .selectFrom("export_options as o")
        .innerJoin("exports as e", "e.id", "o.export")
        .select([
          "o.id",
          "o.export",
          "o.filters",
          "e.description",
          "e.campaigns",
          "e.fields",
          "e.format",
          "e.delivery",
          "o.mark_exported",
        ])
        .where("o.id", "=", ctx.params.id)
        .executeTakeFirst();
      if (option === undefined) throw notFound(`No export instance ${ctx.params.id}.`);
      const active = await sql<{ id: string }>`SELECT id FROM job_runs
        WHERE kind = ${EXPORT_RUN_KIND} AND singleton_key = ${option.id}
          AND status IN ('queued', 'running')`.execute(deps.db);
      if (active.rows.length > 0)
        throw conflict("A run of this instance is already queued or running.");
      const sftp = sftpOf(option.delivery);
      const job = await enqueueRun(
        deps,
        {
          export: option.export,
          option: option.id,
          description: option.description,
          campaigns: option.campaigns,
          fields: option.fields as ExportColumn[],
          format: option.format,
          filters: option.filters as ReportingFilters,
          destination: destinationOf(sftp),
          ...(option.mark_exported ? { markExported: true } : {}),
          ...(sftp === undefined ? {} : { sftp }),
        },
        principal.player.id,
        option.id,
      );
      return {
        status: 202,
        body: await runBody(job.id),
        headers: { Location: `/export/option/${option.id}/run/` },
      };
    },

    runAnonymousExport: async (ctx) => {
      const principal = principalOf(ctx);
      requireRun(principal);
      const definition = ctx.body.Export;
      const fields = definition.Fields as ExportColumn[];
      requireValidColumns(fields, "/Export/Fields");
      const filters = (ctx.body.Filters ?? {}) as ReportingFilters;
      sourceQuery(fields, definition.Campaigns ?? [], filters, principal);
      const job = await enqueueRun(
        deps,
        {
          export: null,
          option: null,
          description: definition.Description ?? "export",
          campaigns: definition.Campaigns ?? [],
          fields,
          format: definition.Format,
          filters,
          destination: "download",
        },
        principal.player.id,
      );
      try {
        await deps.queue.waitUntilFinished(job.id, ANONYMOUS_WAIT_MS);
      } catch {
        // Still running: answer what it is now; the console polls the job.
      }
      return { status: 200, body: await runBody(job.id) };
    },

    downloadExport: async (ctx) => {
      const principal = principalOf(ctx);
      requireRun(principal);
      const named = files.fileOf(ctx.body.url);
      if (named === undefined) {
        throw unprocessable("This is not the url of an export run.", [
          { field: "/url", message: "is not the url of an export run", code: "format" },
        ]);
      }
      const now = deps.now();
      if (named.expires !== undefined && (!named.signed || named.expires <= now.getTime())) {
        throw notFound("This download link has expired or is not valid.");
      }
      const runId = named.file.replace(/\.[a-z]+$/, "");
      const run = await deps.db
        .selectFrom("export_runs")
        .select(["id", "owner", "file", "format", "expires", "status", "started"])
        .where("id", "=", runId)
        .executeTakeFirst();
      const mayRead =
        run !== undefined &&
        (run.owner === principal.player.id ||
          principal.player.role === "admin" ||
          principal.player.role === "root" ||
          named.signed);
      if (
        !mayRead ||
        run.file !== named.file ||
        run.status !== "done" ||
        (run.expires !== null && run.expires <= now)
      ) {
        throw notFound("This export file has expired or never existed.");
      }
      const path = files.finalPath(named.file);
      try {
        await stat(path);
      } catch {
        throw notFound("This export file has expired or never existed.");
      }
      if (ctx.body.as === "link") {
        const link = files.sign(named.file, now);
        return { status: 200, body: { url: link.url, expires: link.expires.toISOString() } };
      }
      const day = run.started.toISOString().slice(0, 10);
      const extension = named.file.split(".").pop() ?? "";
      return {
        status: 200,
        body: createReadStream(path) as never,
        contentType: CONTENT_TYPES[run.format] ?? "application/octet-stream",
        headers: {
          "Content-Disposition": `attachment; filename="export-${day}.${extension}"`,
          "Cache-Control": "no-store",
        },
      };
    },
  };
}
