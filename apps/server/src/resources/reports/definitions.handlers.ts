/**
 * `listCustomReports`, `getCustomReport`, `createCustomReport`, `updateCustomReport`,
 * `deleteCustomReport` (decision 0046). Reading needs ViewReportsList (admin, manager);
 * writing is admin only (CreateReports; `customreports:update`/`delete` with EditReports). The
 * query is checked by `@canvass/sdk/reports`'s one rule over the fields the caller may read: a
 * bad dimension, measure, condition or filter is a 422 naming it, and nothing is saved.
 */
import type { ReportQueryInput } from "@canvass/sdk/reports";
import { sql } from "kysely";
import type { Principal } from "../../auth/index.js";
import { principalOf, requireRule } from "../../auth/index.js";
import { isUniqueViolation, newShortId, toJson } from "../../db/index.js";
import { conflict, notFound, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { containsPattern, listSort, orderBySql, readListPage } from "../lists/index.js";
import { toReportBody } from "./report-bodies.js";
import { reportFields } from "./report-fields.js";
import { filterRequest, requireValidQuery } from "./report-problems.js";

const SORT_SQL = {
  ID: ["r.id"],
  Description: ["lower(r.description)"],
  Created: ["r.created"],
  Updated: ["r.updated"],
} as const;

function descriptionTaken(description: string) {
  return conflict(`Another report is called "${description}".`, [
    { field: "/Description", message: "is already used by another report", code: "unique" },
  ]);
}

/** Every check of a query before it is saved. */
function checkQuery(query: ReportQueryInput, principal: Principal, now: Date): void {
  requireValidQuery(query, reportFields(principal));
  filterRequest(query.submissions, principal, "/Query/submissions", now);
}

export function definitionHandlers(deps: ServerDeps): HandlerMap {
  const find = async (id: string) => {
    const row = await deps.db
      .selectFrom("custom_reports")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (row === undefined) throw notFound(`No custom report ${id}.`);
    return row;
  };
  return {
    listCustomReports: async (ctx) => {
      requireRule(principalOf(ctx), "customreports", "get", "ViewReportsList");
      const window = readListPage(ctx);
      const sort = listSort("listCustomReports", ctx.query.Sort);
      const where =
        ctx.query.q === undefined
          ? sql`TRUE`
          : sql`lower(r.description) LIKE ${containsPattern(ctx.query.q)}`;
      const { rows } = await sql<{ id: string }>`
        SELECT r.id FROM custom_reports r WHERE ${where}
        ORDER BY ${orderBySql(sort, SORT_SQL, "r.id")} LIMIT ${window.limit} OFFSET ${window.offset}`.execute(
        deps.db,
      );
      const count = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM custom_reports r WHERE ${where}`.execute(deps.db);
      const ids = rows.map((row) => row.id);
      const found =
        ids.length === 0
          ? []
          : await deps.db.selectFrom("custom_reports").selectAll().where("id", "in", ids).execute();
      const byId = new Map(found.map((row) => [row.id, row]));
      const items = ids.flatMap((id) => {
        const row = byId.get(id);
        return row === undefined ? [] : [toReportBody(row)];
      });
      return { status: 200, body: { Result: items, Count: count.rows[0]?.n ?? 0 } };
    },

    getCustomReport: async (ctx) => {
      requireRule(principalOf(ctx), "customreports", "get", "ViewReportsList");
      return { status: 200, body: toReportBody(await find(ctx.params.id)) };
    },

    createCustomReport: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "customreports", "create", "CreateReports");
      const body = ctx.body;
      checkQuery(body.Query, principal, deps.now());
      try {
        const row = await deps.db.transaction().execute(async (trx) => {
          const id = await newShortId(trx, "customreport");
          const now = deps.now();
          return trx
            .insertInto("custom_reports")
            .values({
              id,
              description: body.Description,
              query: toJson(body.Query),
              created_by: principal.player.id,
              created: now,
              updated: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        });
        return { status: 201, body: toReportBody(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw descriptionTaken(body.Description);
        throw error;
      }
    },

    updateCustomReport: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "customreports", "update", "EditReports");
      const body = ctx.body;
      if (body.Query !== undefined) checkQuery(body.Query, principal, deps.now());
      await find(ctx.params.id);
      try {
        const row = await deps.db
          .updateTable("custom_reports")
          .set({
            ...(body.Description === undefined ? {} : { description: body.Description }),
            ...(body.Query === undefined ? {} : { query: toJson(body.Query) }),
            updated: deps.now(),
          })
          .where("id", "=", ctx.params.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { status: 200, body: toReportBody(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw descriptionTaken(body.Description ?? "");
        throw error;
      }
    },

    deleteCustomReport: async (ctx) => {
      requireRule(principalOf(ctx), "customreports", "delete", "EditReports");
      await find(ctx.params.id);
      await deps.db.deleteFrom("custom_reports").where("id", "=", ctx.params.id).execute();
      await deps.db.deleteFrom("ids").where("id", "=", ctx.params.id).execute();
      return { status: 204 };
    },
  };
}
