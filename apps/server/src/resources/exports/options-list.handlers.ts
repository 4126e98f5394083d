/**
 * `listExportOptions` (designed, exports-console, decision 0043): the instances, each with its
 * `LastRun`, narrowed to one export by `ExportID` and searched by `q`. Reading needs
 * ViewExportsList (admin and manager), like the other export reads.
 */
import { sql } from "kysely";
import { principalOf, requireRule } from "../../auth/index.js";
import type { HandlerMap } from "../../http/index.js";
import { containsPattern, listSort, orderBySql, readListPage } from "../lists/index.js";
import type { ServerDeps } from "../../services.js";
import { toOptionBody, toRunBody } from "./export-bodies.js";
import type { ExportFiles } from "./export-files.js";
import { optionRuns } from "./run-log.js";

const SORT_SQL = {
  ID: ["o.id"],
  Description: ["lower(o.description)"],
  Created: ["o.created"],
} as const;

export function optionListHandlers(deps: ServerDeps, files: ExportFiles): HandlerMap {
  return {
    listExportOptions: async (ctx) => {
      requireRule(principalOf(ctx), "exports", "get", "ViewExportsList");
      const window = readListPage(ctx);
      const sort = listSort("listExportOptions", ctx.query.Sort);
      const conditions = [sql`TRUE`];
      if (ctx.query.ExportID !== undefined) conditions.push(sql`o.export = ${ctx.query.ExportID}`);
      if (ctx.query.q !== undefined) {
        conditions.push(sql`lower(o.description) LIKE ${containsPattern(ctx.query.q)}`);
      }
      const where = sql.join(conditions, sql` AND `);
      const { rows } = await sql<{ id: string }>`SELECT o.id FROM export_options o WHERE ${where}
        ORDER BY ${orderBySql(sort, SORT_SQL, "o.id")}
        LIMIT ${window.limit} OFFSET ${window.offset}`.execute(deps.db);
      const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM export_options o
        WHERE ${where}`.execute(deps.db);
      const ids = rows.map((row) => row.id);
      const found =
        ids.length === 0
          ? []
          : await deps.db.selectFrom("export_options").selectAll().where("id", "in", ids).execute();
      const byId = new Map(found.map((row) => [row.id, row]));
      const now = deps.now();
      const items = [];
      for (const id of ids) {
        const row = byId.get(id);
        if (row === undefined) continue;
        const [last] = await optionRuns(deps, id, 1);
        items.push(
          toOptionBody(row, last === undefined ? undefined : toRunBody(last, files.urlOf, now)),
        );
      }
      return { status: 200, body: { Result: items, Count: count.rows[0]?.n ?? 0 } };
    },
  };
}
