/**
 * `listDashPages`, `createDashPage`, `updateDashPage` and `deleteDashPage` (decision 0034).
 * Writes need `ManageDashPages` (admin only, not when `hide_dash_pages`); reading needs
 * `dashpages:get` or ViewDashboard (the dashboard draws its pages), and who does not hold
 * ManageDashPages gets only the pages of their role (or of every role). `order` stays 0..n-1 within a type: a page goes last unless placed, a move
 * shifts the others, a delete closes the gap. Rules: the SDK's `dashPageProblems`.
 */
import { dashPageSlot } from "@canvass/sdk/admin";
import { holds, principalOf, requireResource, requireRule } from "../../auth/index.js";
import { newShortId, toJson } from "../../db/index.js";
import { conditional, notFound, tablesModified, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { countOf, readListPage, searchCondition, totalOf } from "../lists/index.js";
import {
  DASH_PAGE_COLUMNS,
  lockType,
  pagesOfType,
  requireValidDashPage,
  shiftOrders,
  toDashPage,
  visiblePagesCondition,
} from "./dash-page-rows.js";

export function dashPageHandlers(deps: ServerDeps): HandlerMap {
  const { db } = deps;
  return {
    listDashPages: async (ctx) => {
      const principal = principalOf(ctx);
      // The dashboard draws its pages: who may view it reads the pages of their role.
      if (!holds(principal, "ViewDashboard")) requireResource(principal, "dashpages", "get");
      const window = readListPage(ctx);
      const cache = conditional(
        ctx.headers["If-Modified-Since"],
        await tablesModified(db, ["dash_pages"]),
      );
      if (cache.notModified) return { status: 304, headers: cache.headers };
      let filtered = db.selectFrom("dash_pages as d");
      const visible = visiblePagesCondition(principal);
      if (visible !== undefined) filtered = filtered.where(visible);
      const term = ctx.query.q?.trim() ?? "";
      if (term !== "") filtered = filtered.where(searchCondition("d.title", term));
      if (ctx.query.type !== undefined) filtered = filtered.where("d.type", "=", ctx.query.type);
      const rows = await filtered
        .select(DASH_PAGE_COLUMNS.map((column) => `d.${column}` as const))
        .orderBy("d.type")
        .orderBy("d.ord")
        .orderBy("d.id")
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      const count = await totalOf(rows.length, window, countOf(filtered));
      return {
        status: 200,
        headers: cache.headers,
        body: { Result: rows.map(toDashPage), Count: count },
      };
    },

    createDashPage: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "dashpages", "create", "ManageDashPages");
      const body = ctx.body;
      const title = body.title.trim();
      const row = await db.transaction().execute(async (trx) => {
        await lockType(trx, body.type);
        await requireValidDashPage(trx, { ...body, title });
        const ord = dashPageSlot(await pagesOfType(trx, body.type), body.order);
        await shiftOrders(trx, body.type, ord, 1);
        const id = await newShortId(trx, "dashpage");
        const now = deps.now();
        return trx
          .insertInto("dash_pages")
          .values({
            id,
            title,
            type: body.type,
            titles: toJson(trimmedTitles(body.titles)),
            panels: body.panels ?? [],
            filters: toJson(body.filters ?? {}),
            widgets: toJson(body.widgets ?? []),
            roles: body.roles ?? [],
            ord,
            created: now,
            updated: now,
          })
          .returning([...DASH_PAGE_COLUMNS])
          .executeTakeFirstOrThrow();
      });
      return { status: 201, body: toDashPage(row) };
    },

    updateDashPage: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "dashpages", "update", "ManageDashPages");
      const changes = ctx.body;
      const row = await db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom("dash_pages")
          .select(["type"])
          .where("id", "=", ctx.params.id)
          .executeTakeFirst();
        if (found === undefined) throw notFound(`No dashboard page ${ctx.params.id}.`);
        const types = [...new Set([found.type, changes.type ?? found.type])].sort();
        for (const type of types) await lockType(trx, type);
        const current = await trx
          .selectFrom("dash_pages")
          .select([...DASH_PAGE_COLUMNS])
          .where("id", "=", ctx.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (current === undefined) throw notFound(`No dashboard page ${ctx.params.id}.`);
        const type = changes.type ?? current.type;
        const title = changes.title?.trim() ?? current.title;
        const titles =
          changes.titles === undefined ? current.titles : trimmedTitles(changes.titles);
        const panels = changes.panels ?? current.panels;
        await requireValidDashPage(trx, { title, type, titles, panels }, current.id);
        let ord = current.ord;
        if (type !== current.type || changes.order !== undefined) {
          // Take the page out of its place, close the gap, then open the new slot.
          await shiftOrders(trx, current.type, current.ord + 1, -1, current.id);
          const others = (await pagesOfType(trx, type)) - (type === current.type ? 1 : 0);
          ord = dashPageSlot(
            others,
            changes.order ?? (type === current.type ? current.ord : undefined),
          );
          await shiftOrders(trx, type, ord, 1, current.id);
        }
        return trx
          .updateTable("dash_pages")
          .set({
            title,
            type,
            titles: toJson(titles),
            panels: [...panels],
            filters: toJson(changes.filters ?? current.filters),
            widgets: toJson(changes.widgets ?? current.widgets),
            roles: changes.roles ?? current.roles,
            ord,
          })
          .where("id", "=", current.id)
          .returning([...DASH_PAGE_COLUMNS])
          .executeTakeFirstOrThrow();
      });
      return { status: 200, body: toDashPage(row) };
    },

    deleteDashPage: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "dashpages", "delete", "ManageDashPages");
      await db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom("dash_pages")
          .select(["type"])
          .where("id", "=", ctx.params.id)
          .executeTakeFirst();
        if (found === undefined) throw notFound(`No dashboard page ${ctx.params.id}.`);
        await lockType(trx, found.type);
        const gone = await trx
          .deleteFrom("dash_pages")
          .where("id", "=", ctx.params.id)
          .returning(["type", "ord"])
          .executeTakeFirst();
        if (gone === undefined) throw notFound(`No dashboard page ${ctx.params.id}.`);
        await shiftOrders(trx, gone.type, gone.ord + 1, -1);
      });
      return { status: 204 };
    },
  };
}

function trimmedTitles(
  titles: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  return Object.fromEntries(Object.entries(titles ?? {}).map(([k, v]) => [k, v.trim()]));
}
