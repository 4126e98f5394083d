/**
 * `listEmailBlocks`, `createEmailBlock`, `updateEmailBlock` (designed) and `deleteEmailBlock`
 * (decision 0039): reusable pieces of content (header, footer, signature, legal text), one per
 * name and locale, inserted into versions by name. Every call needs ManageEmailBlocks (emails
 * verb, the `emailManagement` feature, not `nomanageemails`). A block that versions insert
 * cannot be deleted or renamed (409 listing where).
 */
import type { Schema } from "@canvass/sdk/contract";
import type { Kysely } from "kysely";
import { principalOf, requireRule } from "../../auth/index.js";
import { isUniqueViolation, newShortId, type Database } from "../../db/index.js";
import {
  conditional,
  conflict,
  notFound,
  tablesModified,
  type HandlerMap,
} from "../../http/index.js";
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
import { blockUses, type BlockUse } from "./block-uses.js";

type EmailBlock = Schema<"EmailBlock">;
type BlockKind = EmailBlock["kind"];

const COLUMNS = ["id", "name", "kind", "locale", "content", "created", "updated"] as const;

const SORT_COLUMNS: SortSql<"listEmailBlocks"> = {
  id: ["b.id"],
  name: ["b.name", "b.locale"],
  kind: ["b.kind"],
  locale: ["b.locale"],
  Created: ["b.created"],
  Updated: ["b.updated"],
};

interface BlockRow {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly locale: string;
  readonly content: string;
  readonly created: Date;
  readonly updated: Date;
}

function toBlock(row: BlockRow, uses: Map<string, BlockUse[]>): EmailBlock {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as BlockKind,
    locale: row.locale,
    content: row.content,
    usedBy: uses.get(`${row.name}\u0000${row.locale}`) ?? [],
    Created: new Date(row.created).toISOString(),
    Updated: new Date(row.updated).toISOString(),
  };
}

async function loadBlock(db: Kysely<Database>, id: string): Promise<EmailBlock> {
  const row = await db
    .selectFrom("email_blocks")
    .select([...COLUMNS])
    .where("id", "=", id)
    .executeTakeFirst();
  if (row === undefined) throw notFound(`No e-mail block ${id}.`);
  return toBlock(row, await blockUses(db));
}

function usedProblem(block: EmailBlock, doing: string) {
  const where = block.usedBy.map((use) => `${use.name} v${String(use.v)}`).join(", ");
  return conflict(
    `The block ${block.name} (${block.locale}) is inserted by ${where}: it cannot be ${doing} while they use it.`,
    block.usedBy.map((use) => ({
      field: "/id",
      message: `is inserted by version ${String(use.v)} of ${use.name} (${use.template})`,
      code: "inUse",
    })),
  );
}

async function withUniqueBlock<T>(
  name: string,
  locale: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(`A block named ${name} exists in ${locale} already.`, [
        {
          field: "/name",
          message: "is already the name of a block in this locale",
          code: "duplicate",
        },
      ]);
    }
    throw error;
  }
}

export function blockHandlers(deps: ServerDeps): HandlerMap {
  const { db } = deps;
  return {
    listEmailBlocks: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "get", "ManageEmailBlocks");
      const window = readListPage(ctx);
      const order = orderBySql(listSort("listEmailBlocks", ctx.query.Sort), SORT_COLUMNS, "b.id");
      const cache = conditional(
        ctx.headers["If-Modified-Since"],
        await tablesModified(db, ["email_blocks", "email_template_versions", "email_templates"]),
      );
      if (cache.notModified) return { status: 304, headers: cache.headers };
      let filtered = db.selectFrom("email_blocks as b");
      const term = ctx.query.q?.trim() ?? "";
      if (term !== "") filtered = filtered.where(searchCondition("b.name", term));
      if (ctx.query.locale !== undefined)
        filtered = filtered.where("b.locale", "=", ctx.query.locale);
      const rows = await filtered
        .select(COLUMNS.map((column) => `b.${column}` as const))
        .orderBy(order)
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      const count = await totalOf(rows.length, window, countOf(filtered));
      const uses = await blockUses(db);
      return {
        status: 200,
        headers: cache.headers,
        body: { Result: rows.map((row) => toBlock(row, uses)), Count: count },
      };
    },

    createEmailBlock: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "create", "ManageEmailBlocks");
      const { name, kind, locale, content } = ctx.body;
      const id = await withUniqueBlock(name, locale, () =>
        db.transaction().execute(async (trx) => {
          const id = await newShortId(trx, "emailblock");
          await trx
            .insertInto("email_blocks")
            .values({ id, name, kind, locale, content })
            .execute();
          return id;
        }),
      );
      return { status: 201, body: await loadBlock(db, id) };
    },

    updateEmailBlock: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "update", "ManageEmailBlocks");
      const current = await loadBlock(db, ctx.params.id);
      const body = ctx.body;
      const renamed =
        (body.name !== undefined && body.name !== current.name) ||
        (body.locale !== undefined && body.locale !== current.locale);
      if (renamed && current.usedBy.length > 0) throw usedProblem(current, "renamed");
      await withUniqueBlock(body.name ?? current.name, body.locale ?? current.locale, () =>
        db
          .updateTable("email_blocks")
          .set({
            ...(body.name === undefined ? {} : { name: body.name }),
            ...(body.kind === undefined ? {} : { kind: body.kind }),
            ...(body.locale === undefined ? {} : { locale: body.locale }),
            ...(body.content === undefined ? {} : { content: body.content }),
          })
          .where("id", "=", current.id)
          .execute(),
      );
      return { status: 200, body: await loadBlock(db, current.id) };
    },

    deleteEmailBlock: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "delete", "ManageEmailBlocks");
      const block = await loadBlock(db, ctx.params.id);
      if (block.usedBy.length > 0) throw usedProblem(block, "deleted");
      await db.deleteFrom("email_blocks").where("id", "=", block.id).execute();
      return { status: 204 };
    },
  };
}
