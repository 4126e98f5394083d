/**
 * `GET /clients/`, `GET /clients/{id}/`, `GET /clients/{id}/assignments/` and the designed
 * `GET /clients/{id}/players/` (the client's users, by last name). Reading clients
 * needs the `ViewClientsList` permission: `clients:get` (root and admin), the host's
 * `clientManagement` feature, and no `nomanageclients` flag.
 */
import { sql, type Expression, type SqlBool } from "kysely";
import { principalOf, requireRule } from "../../auth/index.js";
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { playersPageByName } from "./players-page.js";
import { requireClient, selectClients, toClient } from "./client-rows.js";
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

/** The SQL of each field the contract lets `Sort` name. */
const CLIENT_SORTS: SortSql<"listClients"> = {
  name: ["lower(k.name)"],
  id: ["k.id"],
  Created: ["k.created"],
};

export function clientReadHandlers(deps: ServerDeps): HandlerMap {
  return {
    listClients: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "clients", "get", "ViewClientsList");
      const { q, Sort } = ctx.query;
      const window = readListPage(ctx);
      const order = orderBySql(listSort("listClients", Sort), CLIENT_SORTS, "k.id");
      const fresh = await freshness(
        deps.db,
        ["clients", "client_campaigns"],
        ctx.headers["If-Modified-Since"],
      );
      if (fresh.notModified) return { status: 304, headers: fresh.headers };
      const conditions: Expression<SqlBool>[] =
        q === undefined ? [] : [searchCondition("k.name", q)];
      const rows = await whereAll(selectClients(deps.db), conditions)
        .orderBy(order)
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      const count = await totalOf(
        rows.length,
        window,
        countOf(whereAll(deps.db.selectFrom("clients as k"), conditions)),
      );
      return {
        status: 200,
        headers: fresh.headers,
        body: { Result: rows.map(toClient), Count: count },
      };
    },

    getClient: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "clients", "get", "ViewClientsList");
      const row = await requireClient(deps.db, ctx.params.id);
      const fresh = await freshness(
        deps.db,
        ["clients", "client_campaigns"],
        ctx.headers["If-Modified-Since"],
      );
      if (fresh.notModified) return { status: 304, headers: fresh.headers };
      return { status: 200, headers: fresh.headers, body: toClient(row) };
    },

    listClientAssignments: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "clients", "get", "ViewClientsList");
      const { id } = ctx.params;
      await requireClient(deps.db, id);
      const fresh = await freshness(
        deps.db,
        ["clients", "client_campaigns", "campaigns"],
        ctx.headers["If-Modified-Since"],
      );
      if (fresh.notModified) return { status: 304, headers: fresh.headers };
      const rows = await deps.db
        .selectFrom("client_campaigns as cc")
        .innerJoin("campaigns as c", "c.id", "cc.campaign")
        .select(["cc.client", "cc.campaign", "c.title", "cc.created"])
        .where("cc.client", "=", id)
        .orderBy(sql`lower(c.title)`)
        .orderBy("cc.campaign")
        .execute();
      return {
        status: 200,
        headers: fresh.headers,
        body: {
          Result: rows.map((row) => ({
            client: row.client,
            campaign: row.campaign,
            title: row.title,
            Created: row.created.toISOString(),
          })),
          Count: rows.length,
        },
      };
    },

    listClientPlayers: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "clients", "get", "ViewClientsList");
      const { id } = ctx.params;
      const window = readListPage(ctx);
      await requireClient(deps.db, id);
      const fresh = await freshness(deps.db, ["players"], ctx.headers["If-Modified-Since"]);
      if (fresh.notModified) return { status: 304, headers: fresh.headers };
      const players = deps.db.selectFrom("players as p").where("p.client", "=", id);
      return {
        status: 200,
        headers: fresh.headers,
        body: await playersPageByName(players, window, deps.now()),
      };
    },
  };
}
