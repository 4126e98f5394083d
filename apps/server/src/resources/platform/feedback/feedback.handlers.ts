/** `listFeedback`, `createFeedback` and `deleteFeedback`. */
import { dataScope, principalOf, requireResource } from "../../../auth/index.js";
import { newShortId } from "../../../db/index.js";
import {
  conditional,
  notFound,
  tablesModified,
  unprocessable,
  type HandlerMap,
} from "../../../http/index.js";
import type { ServerDeps } from "../../../services.js";
import {
  countOf,
  listSort,
  orderBySql,
  readListPage,
  searchCondition,
  totalOf,
  type SortSql,
} from "../../lists/index.js";
import { FEEDBACK_COLUMNS, feedbackVisible, fromFeedback, toFeedback } from "./feedback-queries.js";

/** The SQL of each field the contract lets `Sort` name. */
const SORT_COLUMNS: SortSql<"listFeedback"> = {
  Created: ["f.created"],
  AuthorName: ["f.author_name"],
};

const AUTHOR_NAME_MAX = 200;

export function feedbackHandlers(deps: ServerDeps): HandlerMap {
  const { db } = deps;
  return {
    listFeedback: async (ctx) => {
      const principal = principalOf(ctx);
      requireResource(principal, "feedback", "get");
      const { After: after, Before: before } = ctx.query;
      const window = readListPage(ctx);
      const order = orderBySql(listSort("listFeedback", ctx.query.Sort), SORT_COLUMNS, "f.id");
      // A manager's view depends on who is in their teams, so player moves count as changes.
      const tables =
        principal.player.role === "manager"
          ? (["feedback", "players"] as const)
          : (["feedback"] as const);
      const cache = conditional(ctx.headers["If-Modified-Since"], await tablesModified(db, tables));
      if (cache.notModified) return { status: 304, headers: cache.headers };
      const scope = await dataScope(db, principal);
      let filtered = fromFeedback(db).where(feedbackVisible(principal, scope));
      if (after !== undefined) filtered = filtered.where("f.created", ">=", new Date(after));
      if (before !== undefined) filtered = filtered.where("f.created", "<=", new Date(before));
      const term = ctx.query.q?.trim() ?? "";
      if (term !== "") {
        filtered = filtered.where((eb) =>
          eb.or([
            searchCondition("f.text", term),
            searchCondition("f.author_name", term),
            searchCondition("f.url", term),
          ]),
        );
      }
      const rows = await filtered
        .select(FEEDBACK_COLUMNS)
        .orderBy(order)
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      const count = await totalOf(rows.length, window, countOf(filtered));
      return {
        status: 200,
        body: { Result: rows.map(toFeedback), Count: count },
        headers: cache.headers,
      };
    },

    createFeedback: async (ctx) => {
      const principal = principalOf(ctx);
      requireResource(principal, "feedback", "create");
      const text = ctx.body.text.trim();
      if (text === "") {
        throw unprocessable("The feedback text is blank.", [
          { field: "/text", message: "must not be blank", code: "blank" },
        ]);
      }
      if (text.includes("\u0000") || ctx.body.url?.includes("\u0000") === true) {
        const field = text.includes("\u0000") ? "/text" : "/url";
        throw unprocessable("Feedback cannot hold NUL characters.", [
          { field, message: "must not contain NUL characters", code: "nul" },
        ]);
      }
      const row = await db.transaction().execute(async (trx) => {
        const author = await trx
          .selectFrom("players")
          .select("full_name")
          .where("id", "=", principal.player.id)
          .executeTakeFirstOrThrow();
        const id = await newShortId(trx, "feedback");
        return trx
          .insertInto("feedback")
          .values({
            id,
            text,
            author: principal.player.id,
            author_name: author.full_name.slice(0, AUTHOR_NAME_MAX),
            url: ctx.body.url ?? null,
            created: deps.now(),
          })
          .returning(["id", "text", "author", "author_name", "url", "created"])
          .executeTakeFirstOrThrow();
      });
      return { status: 201, body: toFeedback(row) };
    },

    deleteFeedback: async (ctx) => {
      const principal = principalOf(ctx);
      requireResource(principal, "feedback", "delete");
      const deleted = await db.transaction().execute(async (trx) => {
        const scope = await dataScope(trx, principal);
        const visible = await fromFeedback(trx)
          .select("f.id")
          .where("f.id", "=", ctx.params.id)
          .where(feedbackVisible(principal, scope))
          .executeTakeFirst();
        if (visible === undefined) return false;
        await trx.deleteFrom("feedback").where("id", "=", visible.id).execute();
        return true;
      });
      if (!deleted) throw notFound(`No feedback ${ctx.params.id}.`);
      return { status: 204 };
    },
  };
}
