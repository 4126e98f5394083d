/**
 * `listExports`, `createExport`, `getExport`, `updateExport`, `deleteExport` (decision 0035).
 * Reading needs ViewExportsList (admin and manager); writing CreateExports/UpdateExports (admin
 * only, not `nocreateexports`). The columns are checked by `@canvass/sdk/exports`'s one rule: an
 * unknown field, function or bad argument is a 422 naming it, and nothing is saved.
 */
import { validateExportColumns, type ExportColumn } from "@canvass/sdk/exports";
import { sql } from "kysely";
import { principalOf, requireRule } from "../../auth/index.js";
import { isUniqueViolation, newShortId, toJson } from "../../db/index.js";
import { conflict, notFound, unprocessable, type HandlerMap } from "../../http/index.js";
import { listSort, orderBySql, readListPage, containsPattern } from "../lists/index.js";
import type { ServerDeps } from "../../services.js";
import { toExportBody } from "./export-bodies.js";
import { hasActiveRun } from "./run-log.js";
import { isExportableField } from "./export-source.js";
import { passphraseWithoutKey, requireUsableKey } from "./sftp.handlers.js";
import { openSecret, sealSecret } from "./sftp-secret.js";

const SORT_SQL = {
  ID: ["e.id"],
  Description: ["lower(e.description)"],
  Format: ["e.format"],
  Created: ["e.created"],
  Updated: ["e.updated"],
  CreatedBy: ["e.created_by"],
} as const;

/** 422 naming each bad column; nothing is saved. */
export function requireValidColumns(columns: readonly ExportColumn[], base = "/Fields"): void {
  const problems = validateExportColumns(columns, isExportableField, base);
  if (problems.length > 0) {
    throw unprocessable(
      "Some columns of this export are not valid.",
      problems.map((problem) => ({ ...problem })),
    );
  }
}

/**
 * The stored delivery: SFTP settings with the password, the private key and its passphrase
 * sealed (`sftp-secret.ts`, decisions 0043, 0057 and 0064); an update without one keeps the one
 * stored before. A passphrase belongs to its key: kept with a kept key, dropped with a replaced
 * one unless given anew, and checked against the key it opens (the given or the stored one). A
 * key that cannot be used, or a passphrase with no key, is a 422 naming it; nothing is saved.
 */
function storedDelivery(delivery: unknown, previous?: unknown): string {
  const value = (delivery ?? { method: "download" }) as Record<string, unknown>;
  if (value.method !== "sftp") return toJson(value);
  const {
    password,
    privateKey,
    privateKeyPassphrase: passphrase,
    ...sftp
  } = value.sftp as Record<string, unknown>;
  const before = (previous as { method?: string; sftp?: Record<string, unknown> } | null)?.sftp;
  const sealed = (given: unknown, stored: unknown) =>
    typeof given === "string" ? sealSecret(given) : typeof stored === "string" ? stored : undefined;
  const passwordSealed = sealed(password, before?.passwordSealed);
  const privateKeySealed = sealed(privateKey, before?.privateKeySealed);
  const keptPassphrase = typeof privateKey === "string" ? undefined : before?.passphraseSealed;
  const passphraseSealed = sealed(passphrase, keptPassphrase);
  if (typeof privateKey === "string" || typeof passphrase === "string") {
    const key =
      typeof privateKey === "string"
        ? privateKey
        : typeof before?.privateKeySealed === "string"
          ? openSecret(before.privateKeySealed)
          : undefined;
    if (key === undefined) throw passphraseWithoutKey("/Delivery/sftp/privateKeyPassphrase");
    requireUsableKey(
      key,
      typeof passphrase === "string" ? passphrase : undefined,
      "/Delivery/sftp/",
    );
  }
  return toJson({
    method: "sftp",
    sftp: {
      ...sftp,
      ...(passwordSealed === undefined ? {} : { passwordSealed }),
      ...(privateKeySealed === undefined ? {} : { privateKeySealed }),
      ...(passphraseSealed === undefined ? {} : { passphraseSealed }),
    },
  });
}

function descriptionTaken(description: string) {
  return conflict(`Another export is called "${description}".`, [
    { field: "/Description", message: "is already used by another export", code: "unique" },
  ]);
}

export function definitionHandlers(deps: ServerDeps): HandlerMap {
  const find = async (id: string) => {
    const row = await deps.db
      .selectFrom("exports")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (row === undefined) throw notFound(`No export ${id}.`);
    return row;
  };
  return {
    listExports: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "exports", "get", "ViewExportsList");
      const window = readListPage(ctx);
      const sort = listSort("listExports", ctx.query.Sort);
      const where =
        ctx.query.q === undefined
          ? sql`TRUE`
          : sql`lower(e.description) LIKE ${containsPattern(ctx.query.q)}`;
      const { rows } = await sql<{ id: string; total: number }>`
        SELECT e.id, count(*) OVER ()::int AS total FROM exports e WHERE ${where}
        ORDER BY ${orderBySql(sort, SORT_SQL, "e.id")} LIMIT ${window.limit} OFFSET ${window.offset}`.execute(
        deps.db,
      );
      const ids = rows.map((row) => row.id);
      const found =
        ids.length === 0
          ? []
          : await deps.db.selectFrom("exports").selectAll().where("id", "in", ids).execute();
      const byId = new Map(found.map((row) => [row.id, row]));
      const items = ids.flatMap((id) => {
        const row = byId.get(id);
        return row === undefined ? [] : [toExportBody(row)];
      });
      const total =
        rows[0]?.total ??
        (
          await sql<{ n: number }>`SELECT count(*)::int AS n FROM exports e WHERE ${where}`.execute(
            deps.db,
          )
        ).rows[0]?.n ??
        0;
      return { status: 200, body: { Result: items, Count: total } };
    },

    getExport: async (ctx) => {
      requireRule(principalOf(ctx), "exports", "get", "ViewExportsList");
      return { status: 200, body: toExportBody(await find(ctx.params.id)) };
    },

    createExport: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "exports", "create", "CreateExports");
      const body = ctx.body;
      requireValidColumns(body.Fields);
      try {
        const row = await deps.db.transaction().execute(async (trx) => {
          const id = await newShortId(trx, "export");
          const now = deps.now();
          return trx
            .insertInto("exports")
            .values({
              id,
              description: body.Description,
              campaigns: [...(body.Campaigns ?? [])],
              fields: toJson(body.Fields),
              format: body.Format,
              delivery: storedDelivery(body.Delivery),
              created_by: principal.player.id,
              created: now,
              updated: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        });
        return { status: 201, body: toExportBody(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw descriptionTaken(body.Description);
        throw error;
      }
    },

    updateExport: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "exports", "update", "UpdateExports");
      const body = ctx.body;
      if (body.Fields !== undefined) requireValidColumns(body.Fields);
      const current = await find(ctx.params.id);
      try {
        const row = await deps.db
          .updateTable("exports")
          .set({
            ...(body.Description === undefined ? {} : { description: body.Description }),
            ...(body.Campaigns === undefined ? {} : { campaigns: [...body.Campaigns] }),
            ...(body.Fields === undefined ? {} : { fields: toJson(body.Fields) }),
            ...(body.Format === undefined ? {} : { format: body.Format }),
            ...(body.Delivery === undefined
              ? {}
              : { delivery: storedDelivery(body.Delivery, current.delivery) }),
            updated: deps.now(),
          })
          .where("id", "=", ctx.params.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { status: 200, body: toExportBody(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw descriptionTaken(body.Description ?? "");
        throw error;
      }
    },

    deleteExport: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "exports", "delete", "UpdateExports");
      await find(ctx.params.id);
      if (await hasActiveRun(deps, "export", ctx.params.id)) {
        throw conflict("A run of this export is queued or running.");
      }
      await deps.db.deleteFrom("exports").where("id", "=", ctx.params.id).execute();
      return { status: 204 };
    },
  };
}
