/**
 * `createExportOption`, `getExportOption`, `updateExportOption`, `deleteExportOption` and
 * `listExportOptionRuns` (decision 0035). An instance is an export with filters and an optional
 * schedule and the "mark as exported" flag (decision 0051); its filters and schedule are checked
 * before anything is saved (422 naming them).
 */
import { validateExportSchedule, type ExportSchedule } from "@canvass/sdk/exports";
import { principalOf, requireRule } from "../../auth/index.js";
import { isUniqueViolation, newShortId, toJson } from "../../db/index.js";
import { conflict, notFound, unprocessable, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { toOptionBody, toRunBody, type ExportRow } from "./export-bodies.js";
import type { ExportFiles } from "./export-files.js";
import { sourceQuery, type ReportingFilters } from "./export-source.js";
import { hasActiveRun, optionRuns } from "./run-log.js";
import type { Principal } from "../../auth/index.js";
import type { ExportColumn } from "@canvass/sdk/exports";

function requireValidSchedule(schedule: ExportSchedule | null | undefined): void {
  if (schedule === null || schedule === undefined) return;
  const problems = validateExportSchedule(schedule);
  if (problems.length > 0) throw unprocessable("The schedule is not valid.", problems);
}

/** The filters read as a run would read them: a bad one is a 422 naming `/Filters/<name>`. */
export function requireValidFilters(
  exportRow: ExportRow,
  filters: ReportingFilters,
  principal: Principal,
): void {
  sourceQuery(exportRow.fields as ExportColumn[], exportRow.campaigns, filters, principal);
}

function descriptionTaken(description: string) {
  return conflict(`This export already has an instance called "${description}".`, [
    { field: "/Description", message: "is already used by another instance", code: "unique" },
  ]);
}

export function optionHandlers(deps: ServerDeps, files: ExportFiles): HandlerMap {
  const findOption = async (id: string) => {
    const row = await deps.db
      .selectFrom("export_options")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (row === undefined) throw notFound(`No export instance ${id}.`);
    return row;
  };
  const lastRun = async (id: string) => {
    const [run] = await optionRuns(deps, id, 1);
    return run === undefined ? undefined : toRunBody(run, files.urlOf, deps.now());
  };
  return {
    createExportOption: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "exports", "create", "CreateExports");
      const body = ctx.body;
      const exportRow = await deps.db
        .selectFrom("exports")
        .selectAll()
        .where("id", "=", body.ExportID)
        .executeTakeFirst();
      if (exportRow === undefined) {
        throw unprocessable("No such export.", [
          { field: "/ExportID", message: `names no export: ${body.ExportID}`, code: "exists" },
        ]);
      }
      const filters = (body.Filters ?? {}) as ReportingFilters;
      requireValidFilters(exportRow, filters, principal);
      requireValidSchedule(body.Schedule);
      try {
        const row = await deps.db.transaction().execute(async (trx) => {
          const id = await newShortId(trx, "exportoption");
          const now = deps.now();
          return trx
            .insertInto("export_options")
            .values({
              id,
              export: body.ExportID,
              description: body.Description,
              filters: toJson(filters),
              schedule: body.Schedule === undefined ? null : toJson(body.Schedule),
              mark_exported: body.MarkExported ?? false,
              created_by: principal.player.id,
              created: now,
              updated: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        });
        return { status: 201, body: toOptionBody(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw descriptionTaken(body.Description);
        throw error;
      }
    },

    getExportOption: async (ctx) => {
      requireRule(principalOf(ctx), "exports", "get", "ViewExportsList");
      const row = await findOption(ctx.params.id);
      return { status: 200, body: toOptionBody(row, await lastRun(row.id)) };
    },

    updateExportOption: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "exports", "update", "UpdateExports");
      const body = ctx.body;
      const current = await findOption(ctx.params.id);
      if (body.Filters !== undefined) {
        const exportRow = await deps.db
          .selectFrom("exports")
          .selectAll()
          .where("id", "=", current.export)
          .executeTakeFirstOrThrow();
        requireValidFilters(exportRow, body.Filters, principal);
      }
      requireValidSchedule(body.Schedule);
      try {
        const row = await deps.db
          .updateTable("export_options")
          .set({
            ...(body.Description === undefined ? {} : { description: body.Description }),
            ...(body.Filters === undefined ? {} : { filters: toJson(body.Filters) }),
            ...(body.Schedule === undefined
              ? {}
              : { schedule: body.Schedule === null ? null : toJson(body.Schedule) }),
            ...(body.MarkExported === undefined ? {} : { mark_exported: body.MarkExported }),
            updated: deps.now(),
          })
          .where("id", "=", current.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { status: 200, body: toOptionBody(row, await lastRun(row.id)) };
      } catch (error) {
        if (isUniqueViolation(error)) throw descriptionTaken(body.Description ?? "");
        throw error;
      }
    },

    deleteExportOption: async (ctx) => {
      requireRule(principalOf(ctx), "exports", "delete", "UpdateExports");
      await findOption(ctx.params.id);
      if (await hasActiveRun(deps, "option", ctx.params.id)) {
        throw conflict("A run of this instance is queued or running.");
      }
      await deps.db.deleteFrom("export_options").where("id", "=", ctx.params.id).execute();
      return { status: 204 };
    },

    listExportOptionRuns: async (ctx) => {
      requireRule(principalOf(ctx), "exports", "get", "ViewExportsList");
      await findOption(ctx.params.id);
      const runs = await optionRuns(deps, ctx.params.id);
      const now = deps.now();
      return {
        status: 200,
        body: { Result: runs.map((run) => toRunBody(run, files.urlOf, now)), Count: runs.length },
      };
    },
  };
}
