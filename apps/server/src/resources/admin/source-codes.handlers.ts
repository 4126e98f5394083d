/**
 * `listSourceCodes`, `createSourceCode` and `updateSourceCode` (decision 0034). Every call needs
 * `ManageSourceCodes` (sourcecodes verb, admin only, not when `hide_source_codes`); the rules of
 * a source code are the SDK's (`@canvass/sdk/admin`).
 */
import { normalizeSourceCode } from "@canvass/sdk/admin";
import { principalOf, requireRule } from "../../auth/index.js";
import { newShortId } from "../../db/index.js";
import { conditional, notFound, tablesModified, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import {
  countOf,
  listSort,
  orderBySql,
  readListPage,
  searchCondition,
  totalOf,
  type SortSql,
} from "../lists/index.js";
import { SOURCE_CODE_COLUMNS, requireValidSourceCode, toSourceCode } from "./source-code-rows.js";

const SORT_COLUMNS: SortSql<"listSourceCodes"> = {
  id: ["s.id"],
  name: ["s.name"],
  code: ["s.code"],
  campaign: ["s.campaign"],
  Created: ["s.created"],
};

export function sourceCodeHandlers(deps: ServerDeps): HandlerMap {
  const { db } = deps;
  return {
    listSourceCodes: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "sourcecodes", "get", "ManageSourceCodes");
      const window = readListPage(ctx);
      const order = orderBySql(listSort("listSourceCodes", ctx.query.Sort), SORT_COLUMNS, "s.id");
      const cache = conditional(
        ctx.headers["If-Modified-Since"],
        await tablesModified(db, ["source_codes"]),
      );
      if (cache.notModified) return { status: 304, headers: cache.headers };
      let filtered = db.selectFrom("source_codes as s");
      const term = ctx.query.q?.trim() ?? "";
      if (term !== "") {
        filtered = filtered.where((eb) =>
          eb.or([searchCondition("s.name", term), searchCondition("s.code", term)]),
        );
      }
      if (ctx.query.Campaign !== undefined) {
        filtered = filtered.where("s.campaign", "=", ctx.query.Campaign);
      }
      const rows = await filtered
        .select(SOURCE_CODE_COLUMNS.map((column) => `s.${column}` as const))
        .orderBy(order)
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      const count = await totalOf(rows.length, window, countOf(filtered));
      return {
        status: 200,
        headers: cache.headers,
        body: { Result: rows.map(toSourceCode), Count: count },
      };
    },

    createSourceCode: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "sourcecodes", "create", "ManageSourceCodes");
      const draft = normalizeSourceCode({
        ...ctx.body,
        ActiveFrom: ctx.body.ActiveFrom ?? null,
        ActiveTo: ctx.body.ActiveTo ?? null,
      });
      const row = await db.transaction().execute(async (trx) => {
        await requireValidSourceCode(trx, draft);
        const id = await newShortId(trx, "sourcecode");
        const now = deps.now();
        return trx
          .insertInto("source_codes")
          .values({
            id,
            name: draft.name,
            code: draft.code,
            campaign: draft.campaign,
            description:
              draft.description === undefined || draft.description === ""
                ? null
                : draft.description,
            active_from: draft.ActiveFrom,
            active_to: draft.ActiveTo,
            created: now,
            updated: now,
          })
          .returning([...SOURCE_CODE_COLUMNS])
          .executeTakeFirstOrThrow();
      });
      return { status: 201, body: toSourceCode(row) };
    },

    updateSourceCode: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "sourcecodes", "update", "ManageSourceCodes");
      const changes = normalizeSourceCode(ctx.body);
      const row = await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom("source_codes")
          .select([...SOURCE_CODE_COLUMNS])
          .where("id", "=", ctx.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (current === undefined) throw notFound(`No source code ${ctx.params.id}.`);
        const merged = {
          name: changes.name ?? current.name,
          code: changes.code ?? current.code,
          campaign: changes.campaign ?? current.campaign,
          description: changes.description ?? current.description ?? "",
          ActiveFrom: changes.ActiveFrom === undefined ? current.active_from : changes.ActiveFrom,
          ActiveTo: changes.ActiveTo === undefined ? current.active_to : changes.ActiveTo,
        };
        await requireValidSourceCode(trx, merged, current.id);
        return trx
          .updateTable("source_codes")
          .set({
            name: merged.name,
            code: merged.code,
            campaign: merged.campaign,
            description: merged.description === "" ? null : merged.description,
            active_from: merged.ActiveFrom,
            active_to: merged.ActiveTo,
          })
          .where("id", "=", current.id)
          .returning([...SOURCE_CODE_COLUMNS])
          .executeTakeFirstOrThrow();
      });
      return { status: 200, body: toSourceCode(row) };
    },
  };
}
