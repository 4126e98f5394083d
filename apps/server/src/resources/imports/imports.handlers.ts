/**
 * The four Imports calls (decision 0037), for root and admin (`imports:create`, StartImports):
 * the importable fields, the upload URL, the dry or real run, and the earlier uploads. A dry
 * run writes no submission and no history (only the upload is kept, to be re-used); a real run
 * is answered 202 with the dry run's counts and the queued `import-run` job.
 */
import { randomUUID, createHash } from "node:crypto";
import { IMPORT_FIELDS, planCheckedImport } from "@canvass/sdk/imports";
import { principalOf, requireRule } from "../../auth/index.js";
import { toJson } from "../../db/index.js";
import {
  conditional,
  notFound,
  tablesModified,
  unprocessable,
  type HandlerMap,
} from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { existingIndex } from "./existing-submissions.js";
import { readImportForm } from "./import-form.js";
import { IMPORT_RUN_KIND, type ImportRunPayload } from "./import-run.js";
import { checkImportFile } from "./import-sheets.js";

const LABELS: Readonly<Record<string, string>> = {
  FirstName: "First name",
  LastName: "Last name",
  MobilePhone: "Mobile phone",
  Address1: "Address line 1",
  Address2: "Address line 2",
  Zip: "Postcode",
  DOB: "Date of birth",
  TransactionID: "Transaction id",
  SourceCode: "Source code",
  Meta_emailValidated: "E-mail validated",
};

function requireImports(principal: ReturnType<typeof principalOf>) {
  requireRule(principal, "imports", "create", "StartImports");
}

export function importHandlers(deps: ServerDeps): HandlerMap {
  const playerExists = async (id: string) =>
    (await deps.db.selectFrom("players").select("id").where("id", "=", id).executeTakeFirst()) !==
    undefined;

  return {
    listImportFields: ({ principal, headers }) => {
      requireImports(principalOf({ principal }));
      const cache = conditional(headers["If-Modified-Since"], new Date(0));
      if (cache.notModified) return { status: 304, headers: cache.headers };
      return {
        status: 200,
        headers: cache.headers,
        body: {
          supportedKeys: IMPORT_FIELDS.map((field) => ({
            key: field.key,
            label: LABELS[field.key] ?? field.key,
            acceptedFormat: field.formats[0] ?? "text",
            formats: [...field.formats],
          })),
        },
      };
    },

    getImportUploadUrl: async ({ principal, params, request }) => {
      requireImports(principalOf({ principal }));
      if (!(await playerExists(params.user))) throw notFound(`There is no player ${params.user}.`);
      const path = request.url.split("?")[0] ?? "";
      const host = request.headers.host ?? "127.0.0.1";
      return { status: 200, body: { url: `${request.protocol}://${host}${path}` } };
    },

    processImport: async ({ principal, params, body, mediaType, request }) => {
      const caller = principalOf({ principal });
      requireImports(caller);
      if (!(await playerExists(params.user))) throw notFound(`There is no player ${params.user}.`);
      const form = await readImportForm(body, request.headers["content-type"] ?? mediaType);
      const known = await deps.db
        .selectFrom("campaigns")
        .select("id")
        .where("id", "in", form.campaigns)
        .execute();
      const missing = form.campaigns.find((id) => !known.some((row) => row.id === id));
      if (missing !== undefined) {
        throw unprocessable(`There is no campaign ${missing}.`, [
          { field: "/campaignlist", message: `names no campaign ${missing}`, code: "unknown" },
        ]);
      }
      let upload = await deps.db
        .selectFrom("imports")
        .select(["id", "bytes"])
        .where("player", "=", params.user)
        .where("file", "=", params.file)
        .executeTakeFirst();
      if (form.previouslyUploaded && upload === undefined) {
        throw notFound(`No file ${params.file} was uploaded by ${params.user}.`);
      }
      const bytes = form.file?.bytes ?? upload?.bytes ?? new Uint8Array();
      const { header, sheets, mapProblems, checked } = await checkImportFile(
        params.file,
        bytes,
        form.page,
        form.map,
      );
      if (mapProblems.length > 0) {
        throw unprocessable(
          "The column map does not fit the file.",
          mapProblems.map((problem) => ({
            field: `/columnMap${problem.field}`,
            message: problem.message,
            code: problem.code,
          })),
        );
      }
      const now = deps.now();
      const stored = {
        header: toJson(header),
        sheets: toJson(sheets),
        page: form.page ?? null,
        rows: checked.rows,
        column_map: toJson(form.map),
        campaigns: [...form.campaigns],
        updated: now,
      };
      if (form.file !== undefined) {
        const sha256 = createHash("sha256").update(form.file.bytes).digest("hex");
        upload = await deps.db
          .insertInto("imports")
          .values({
            id: randomUUID(),
            player: params.user,
            file: params.file,
            bytes: form.file.bytes,
            sha256,
            uploaded: now,
            ...stored,
          })
          .onConflict((oc) =>
            oc.columns(["player", "file"]).doUpdateSet({
              bytes: form.file?.bytes ?? new Uint8Array(),
              sha256,
              uploaded: now,
              status: "uploaded",
              result: null,
              ...stored,
            }),
          )
          .returning(["id", "bytes"])
          .executeTakeFirstOrThrow();
      } else if (upload !== undefined) {
        await deps.db.updateTable("imports").set(stored).where("id", "=", upload.id).execute();
      }
      const id = upload?.id ?? "";
      const existing = await existingIndex(deps.db, form.campaigns, checked.valid);
      const plan = planCheckedImport(checked, existing, form.choices, form.mode);
      const result = {
        id,
        header: [...header],
        ...(sheets.length > 0 ? { sheets: [...sheets] } : {}),
        dryrun: form.dryrun,
        rows: plan.rows,
        imported: plan.creates.length,
        updated: plan.updates.length,
        skipped: plan.skipped + plan.failed,
        errors: plan.errors.map(({ row, field, message, code }) => ({
          row,
          ...(field === undefined ? {} : { field }),
          message,
          code,
        })),
        duplicates: plan.duplicates.map((d) => ({ ...d })),
      };
      if (form.dryrun) return { status: 200, body: result };
      const payload: ImportRunPayload = {
        import: id,
        campaigns: form.campaigns,
        map: form.map,
        choices: form.choices,
        mode: form.mode,
        page: form.page,
      };
      const job = await deps.queue.enqueue(IMPORT_RUN_KIND, payload, {
        owner: caller.player.id,
        singletonKey: id,
      });
      await deps.db
        .updateTable("imports")
        .set({ status: "processing", job: job.id })
        .where("id", "=", id)
        .execute();
      return { status: 202, body: { ...result, job: job.id } };
    },

    listImports: async ({ principal, headers }) => {
      requireImports(principalOf({ principal }));
      const cache = conditional(
        headers["If-Modified-Since"],
        await tablesModified(deps.db, ["imports"]),
      );
      if (cache.notModified) return { status: 304, headers: cache.headers };
      const rows = await deps.db
        .selectFrom("imports")
        .select([
          "id",
          "player",
          "file",
          "uploaded",
          "rows",
          "status",
          "header",
          "sheets",
          "page",
          "column_map",
          "campaigns",
          "job",
          "result",
        ])
        .orderBy("uploaded", "desc")
        .limit(500)
        .execute();
      return {
        status: 200,
        headers: cache.headers,
        body: rows.map((row) => ({
          id: row.id,
          user: row.player,
          file: row.file,
          uploaded: row.uploaded.toISOString(),
          rows: row.rows,
          status: row.status,
          header: row.header,
          sheets: row.sheets,
          ...(row.page === null ? {} : { page: row.page }),
          ...(Array.isArray(row.column_map) && row.column_map.length > 0
            ? { columnMap: row.column_map as never }
            : {}),
          campaigns: row.campaigns,
          ...(row.job === null ? {} : { job: row.job }),
          ...(row.result === null ? {} : { result: row.result as never }),
        })),
      };
    },
  };
}
