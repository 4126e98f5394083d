/**
 * `createEmailTemplateVersion`, `getEmailTemplateVersion`, `updateEmailTemplateVersion`,
 * `deleteEmailTemplateVersion` and `activateEmailTemplateVersion` (decision 0039). Numbers come
 * from the template's `next_version` (never reused); the first version activates itself; exactly
 * one version is active once there is one, and it cannot be deleted. The template's `subject`
 * follows its active version.
 */
import { activeAfterCreate, versionDeleteProblem } from "@canvass/sdk/email-templates";
import { principalOf, requireRule } from "../../auth/index.js";
import { toJson } from "../../db/index.js";
import {
  conditional,
  conflict,
  notFound,
  tablesModified,
  type HandlerMap,
} from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { loadTemplate } from "./template-rows.js";
import { loadVersion, toVersion } from "./version-rows.js";

export function versionHandlers(deps: ServerDeps): HandlerMap {
  const { db } = deps;
  return {
    createEmailTemplateVersion: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "emails", "create", "ManageEmailTemplates");
      const v = await db.transaction().execute(async (trx) => {
        const template = await trx
          .selectFrom("email_templates")
          .select(["id", "next_version", "active_version"])
          .where("id", "=", ctx.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (template === undefined) throw notFound(`No e-mail template ${ctx.params.id}.`);
        const v = template.next_version;
        await trx
          .insertInto("email_template_versions")
          .values({
            template: template.id,
            v,
            subject: ctx.body.subject,
            preheader: ctx.body.preheader ?? "",
            locale: ctx.body.locale ?? "en",
            html: ctx.body.html,
            text: ctx.body.text ?? null,
            blocks: toJson(ctx.body.blocks ?? []),
            author: principal.player.id,
          })
          .execute();
        const active = activeAfterCreate(template.active_version, v);
        await trx
          .updateTable("email_templates")
          .set({
            next_version: v + 1,
            active_version: active,
            ...(active === v ? { subject: ctx.body.subject } : {}),
          })
          .where("id", "=", template.id)
          .execute();
        return v;
      });
      return { status: 201, body: toVersion(await loadVersion(db, ctx.params.id, v)) };
    },

    getEmailTemplateVersion: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "get", "ManageEmailTemplates");
      const cache = conditional(
        ctx.headers["If-Modified-Since"],
        await tablesModified(db, ["email_templates", "email_template_versions"]),
      );
      const row = await loadVersion(db, ctx.params.id, ctx.params.v);
      if (cache.notModified) return { status: 304, headers: cache.headers };
      return { status: 200, headers: cache.headers, body: toVersion(row) };
    },

    updateEmailTemplateVersion: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "update", "ManageEmailTemplates");
      const current = await loadVersion(db, ctx.params.id, ctx.params.v);
      const body = ctx.body;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("email_template_versions")
          .set({
            ...(body.subject === undefined ? {} : { subject: body.subject }),
            ...(body.preheader === undefined ? {} : { preheader: body.preheader }),
            ...(body.locale === undefined ? {} : { locale: body.locale }),
            ...(body.html === undefined ? {} : { html: body.html }),
            ...(body.text === undefined ? {} : { text: body.text === "" ? null : body.text }),
            ...(body.blocks === undefined ? {} : { blocks: toJson(body.blocks) }),
          })
          .where("template", "=", current.template)
          .where("v", "=", current.v)
          .execute();
        if (body.subject !== undefined && current.active_version === current.v) {
          await trx
            .updateTable("email_templates")
            .set({ subject: body.subject })
            .where("id", "=", current.template)
            .execute();
        }
      });
      return { status: 200, body: toVersion(await loadVersion(db, ctx.params.id, ctx.params.v)) };
    },

    deleteEmailTemplateVersion: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "delete", "ManageEmailTemplates");
      await db.transaction().execute(async (trx) => {
        const template = await trx
          .selectFrom("email_templates")
          .select(["id", "active_version"])
          .where("id", "=", ctx.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (template === undefined) throw notFound(`No e-mail template ${ctx.params.id}.`);
        const version = await loadVersion(trx, template.id, ctx.params.v);
        if (versionDeleteProblem({ v: version.v, active: template.active_version === version.v })) {
          throw conflict(
            `Version ${String(version.v)} is the active version: activate another one first.`,
            [{ field: "/v", message: "is the active version", code: "active" }],
          );
        }
        await trx
          .deleteFrom("email_template_versions")
          .where("template", "=", template.id)
          .where("v", "=", version.v)
          .execute();
      });
      return { status: 204 };
    },

    activateEmailTemplateVersion: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "update", "ManageEmailTemplates");
      const version = await loadVersion(db, ctx.params.id, ctx.params.v);
      if (version.active_version !== version.v) {
        await db
          .updateTable("email_templates")
          .set({ active_version: version.v, subject: version.subject })
          .where("id", "=", version.template)
          .execute();
      }
      return { status: 200, body: await loadTemplate(db, ctx.params.id) };
    },
  };
}
