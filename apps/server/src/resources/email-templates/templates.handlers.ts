/**
 * `listEmailTemplates`, `createEmailTemplate`, `getEmailTemplate`, `cloneEmailTemplate`,
 * `renameEmailTemplate` and `deleteEmailTemplate` (decision 0039). Every call needs
 * ManageEmailTemplates (emails verb — admin and root —, the `emailManagement` and
 * `emailManagementTemplates` features, not the `nomanageemails` restriction).
 */
import { principalOf, requireRule } from "../../auth/index.js";
import { newShortId } from "../../db/index.js";
import { conditional, conflict, tablesModified, type HandlerMap } from "../../http/index.js";
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
import {
  TEMPLATE_COLUMNS,
  loadTemplate,
  templateName,
  templateUses,
  toTemplates,
  withUniqueName,
} from "./template-rows.js";

const SORT_COLUMNS: SortSql<"listEmailTemplates"> = {
  id: ["t.id"],
  name: ["t.name"],
  subject: ["t.subject"],
  Created: ["t.created"],
  Updated: ["t.updated"],
};

const TABLES = ["email_templates", "email_template_versions"] as const;

export function templateHandlers(deps: ServerDeps): HandlerMap {
  const { db } = deps;
  return {
    listEmailTemplates: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "get", "ManageEmailTemplates");
      const window = readListPage(ctx);
      const order = orderBySql(
        listSort("listEmailTemplates", ctx.query.Sort),
        SORT_COLUMNS,
        "t.id",
      );
      const cache = conditional(ctx.headers["If-Modified-Since"], await tablesModified(db, TABLES));
      if (cache.notModified) return { status: 304, headers: cache.headers };
      let filtered = db.selectFrom("email_templates as t");
      const term = ctx.query.q?.trim() ?? "";
      if (term !== "") filtered = filtered.where(searchCondition("t.name", term));
      const rows = await filtered
        .select(TEMPLATE_COLUMNS.map((column) => `t.${column}` as const))
        .orderBy(order)
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      const count = await totalOf(rows.length, window, countOf(filtered));
      return {
        status: 200,
        headers: cache.headers,
        body: { Result: await toTemplates(db, rows), Count: count },
      };
    },

    createEmailTemplate: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "create", "ManageEmailTemplates");
      const name = templateName(ctx.body.name);
      const description = ctx.body.description?.trim() ?? "";
      const id = await withUniqueName(name, () =>
        db.transaction().execute(async (trx) => {
          const id = await newShortId(trx, "emailtemplate");
          await trx
            .insertInto("email_templates")
            .values({
              id,
              name,
              subject: ctx.body.subject,
              description: description === "" ? null : description,
              active_version: null,
            })
            .execute();
          return id;
        }),
      );
      return { status: 201, body: await loadTemplate(db, id) };
    },

    getEmailTemplate: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "get", "ManageEmailTemplates");
      const cache = conditional(ctx.headers["If-Modified-Since"], await tablesModified(db, TABLES));
      const template = await loadTemplate(db, ctx.params.id);
      if (cache.notModified) return { status: 304, headers: cache.headers };
      return { status: 200, headers: cache.headers, body: template };
    },

    cloneEmailTemplate: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "emails", "create", "ManageEmailTemplates");
      const name = templateName(ctx.body.name);
      await loadTemplate(db, ctx.params.id);
      const id = await withUniqueName(name, () =>
        db.transaction().execute(async (trx) => {
          const source = await trx
            .selectFrom("email_templates")
            .selectAll()
            .where("id", "=", ctx.params.id)
            .forUpdate()
            .executeTakeFirstOrThrow();
          const id = await newShortId(trx, "emailtemplate");
          await trx
            .insertInto("email_templates")
            .values({
              id,
              name,
              subject: source.subject,
              description: source.description,
              active_version: source.active_version,
              next_version: source.next_version,
            })
            .execute();
          const versions = await trx
            .selectFrom("email_template_versions")
            .selectAll()
            .where("template", "=", source.id)
            .execute();
          if (versions.length > 0) {
            await trx
              .insertInto("email_template_versions")
              .values(
                versions.map((version) => ({
                  template: id,
                  v: version.v,
                  subject: version.subject,
                  preheader: version.preheader,
                  locale: version.locale,
                  html: version.html,
                  text: version.text,
                  blocks: JSON.stringify(version.blocks),
                  author: version.author,
                  created: version.created,
                  updated: version.updated,
                })),
              )
              .execute();
          }
          return id;
        }),
      );
      return { status: 201, body: await loadTemplate(db, id) };
    },

    renameEmailTemplate: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "update", "ManageEmailTemplates");
      const name = templateName(ctx.body.name);
      await loadTemplate(db, ctx.params.id);
      await withUniqueName(name, () =>
        db.updateTable("email_templates").set({ name }).where("id", "=", ctx.params.id).execute(),
      );
      return { status: 200, body: await loadTemplate(db, ctx.params.id) };
    },

    deleteEmailTemplate: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "delete", "ManageEmailTemplates");
      const template = await loadTemplate(db, ctx.params.id);
      await db.transaction().execute(async (trx) => {
        const uses = await templateUses(trx, template.id);
        if (uses.length > 0) {
          throw conflict(
            `The template ${template.name} is still sent by ${uses
              .map((use) => `the ${use.task} task of ${use.title}`)
              .join(", ")}: change those tasks first.`,
            uses.map((use) => ({
              field: "/id",
              message: `is sent by the ${use.task} task of the campaign ${use.title} (${use.campaign})`,
              code: "inUse",
            })),
          );
        }
        await trx.deleteFrom("email_templates").where("id", "=", template.id).execute();
      });
      return { status: 204 };
    },
  };
}
