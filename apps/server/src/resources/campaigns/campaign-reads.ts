/**
 * `GET /campaigns/` and `GET /campaigns/{id}/` (with `include=all`: tasks, team titles and
 * settings). Every role reads campaigns; client users only those assigned to their client.
 */
import type { Schema } from "@canvass/sdk/contract";
import { sql, type Expression, type SqlBool } from "kysely";
import { principalOf, requireRule } from "../../auth/index.js";
import type { JsonObject } from "../../db/index.js";
import { notFound, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { toCampaign } from "../campaign-row.js";
import { campaignVisible, isClientScoped } from "./access.js";
import { selectCampaigns, toTasks } from "./campaign-rows.js";
import {
  countOf,
  listSort,
  orderBySql,
  readListPage,
  searchCondition,
  totalOf,
  type SortSql,
} from "../lists/index.js";
import { freshness, whereAll } from "./lists.js";
import { titleSortKeySql } from "./title-order-sql.js";

/**
 * The SQL of each field the contract lets `Sort` name; `title` ignores a leading article, as the
 * SDK's `titleSortKey` (decision 0025).
 */
const CAMPAIGN_SORTS: SortSql<"listCampaigns"> = {
  title: [titleSortKeySql("c.title")],
  type: ["c.type"],
  id: ["c.id"],
  Created: ["c.created"],
  Updated: ["c.updated"],
};

/**
 * The campaign's settings by group: the stored ones, with `general` overlaid by the campaign's
 * `settings/general.json` file when one was uploaded (the file is what the field app edits).
 */
function campaignSettings(stored: JsonObject, generalFile: Uint8Array | null): JsonObject {
  if (generalFile === null) return stored;
  let file: unknown;
  try {
    file = JSON.parse(Buffer.from(generalFile).toString("utf8"));
  } catch {
    return stored;
  }
  if (typeof file !== "object" || file === null || Array.isArray(file)) return stored;
  const general = stored.general;
  const base =
    typeof general === "object" && general !== null && !Array.isArray(general) ? general : {};
  return { ...stored, general: { ...base, ...(file as JsonObject) } };
}

export function campaignReadHandlers(deps: ServerDeps): HandlerMap {
  return {
    listCampaigns: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "campaigns", "get");
      const { q, type, team, Sort } = ctx.query;
      const window = readListPage(ctx);
      const order = orderBySql(listSort("listCampaigns", Sort), CAMPAIGN_SORTS, "c.id");
      const fresh = await freshness(
        deps.db,
        isClientScoped(principal)
          ? ["campaigns", "team_campaigns", "client_campaigns"]
          : ["campaigns", "team_campaigns"],
        ctx.headers["If-Modified-Since"],
      );
      if (fresh.notModified) return { status: 304, headers: fresh.headers };

      const conditions: Expression<SqlBool>[] = [campaignVisible(principal, sql.ref("c.id"))];
      if (q !== undefined) conditions.push(searchCondition("c.title", q));
      if (type !== undefined) conditions.push(sql<SqlBool>`c.type = ${type}`);
      if (team !== undefined) {
        conditions.push(
          sql<SqlBool>`EXISTS (SELECT 1 FROM team_campaigns tc WHERE tc.campaign = c.id AND tc.team = ${team})`,
        );
      }
      const rows = await whereAll(selectCampaigns(deps.db), conditions)
        .orderBy(order)
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      const count = await totalOf(
        rows.length,
        window,
        countOf(whereAll(deps.db.selectFrom("campaigns as c"), conditions)),
      );
      return {
        status: 200,
        headers: fresh.headers,
        body: { Result: rows.map(toCampaign), Count: count },
      };
    },

    getCampaign: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "campaigns", "get");
      const all = ctx.query.include === "all";
      const row = await selectCampaigns(deps.db)
        .select([
          "c.raw_processes",
          "c.settings",
          sql<Schema<"TeamSummary">[]>`coalesce(
            (SELECT jsonb_agg(jsonb_build_object('id', t.id, 'title', t.title) ORDER BY t.id)
               FROM team_campaigns tc JOIN teams t ON t.id = tc.team
              WHERE tc.campaign = c.id),
            '[]'::jsonb)`.as("teams_detail"),
          sql<Uint8Array | null>`(SELECT a.bytes FROM assets a
            WHERE a.path = 'assets/campaigns/' || c.id || '/settings/general.json')`.as(
            "general_file",
          ),
        ])
        .where("c.id", "=", ctx.params.id)
        .where(campaignVisible(principal, sql.ref("c.id")))
        .executeTakeFirst();
      if (row === undefined) throw notFound(`No campaign ${ctx.params.id}.`);
      const fresh = await freshness(
        deps.db,
        all ? ["campaigns", "team_campaigns", "teams", "assets"] : ["campaigns", "team_campaigns"],
        ctx.headers["If-Modified-Since"],
      );
      if (fresh.notModified) return { status: 304, headers: fresh.headers };
      const campaign = toCampaign(row);
      const body: Schema<"CampaignDetail"> = all
        ? {
            ...campaign,
            raw_processes: toTasks(row.raw_processes),
            teams_detail: row.teams_detail,
            settings: campaignSettings(row.settings, row.general_file),
          }
        : campaign;
      return { status: 200, headers: fresh.headers, body };
    },
  };
}
