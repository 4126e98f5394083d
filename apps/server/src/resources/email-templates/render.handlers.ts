/**
 * `previewEmailTemplateVersion` and `sendEmailTemplateTest` (designed, decision 0039). Preview
 * renders the stored version, or the editor's unsaved fields in their place, and writes
 * nothing. A test renders the stored version and hands it to the one sending pipeline
 * (`sendMail`, decision 0040: the local outbox on the embedded default, else the SMTP relay as a
 * queued job), so it shows in /messages; a syntax error refuses it with 422 naming the part.
 */
import { principalOf, requireRule } from "../../auth/index.js";
import { MailRefusedError, sendMail } from "../../mail/index.js";
import { type HandlerMap, unprocessable } from "../../http/index.js";
import { renderEmail, type RenderedEmail } from "../../mail-render/index.js";
import type { ServerDeps } from "../../services.js";
import { blocksForLocale } from "./block-uses.js";
import { messageVariables } from "./render-variables.js";
import { loadVersion } from "./version-rows.js";

/** The prefix of a test message's subject. */
export const TEST_SUBJECT_PREFIX = "[Test] ";

function toRendered(rendered: RenderedEmail) {
  return {
    subject: rendered.subject,
    preheader: rendered.preheader,
    html: rendered.html,
    text: rendered.text,
    problems: [...rendered.problems],
  };
}

export function renderHandlers(deps: ServerDeps): HandlerMap {
  const { db } = deps;
  return {
    previewEmailTemplateVersion: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "emails", "get", "ManageEmailTemplates");
      const version = await loadVersion(db, ctx.params.id, ctx.params.v);
      const draft = ctx.body;
      const locale = draft.locale ?? version.locale;
      const rendered = await renderEmail({
        subject: draft.subject ?? version.subject,
        preheader: draft.preheader ?? version.preheader,
        html: draft.html ?? version.html,
        text: draft.text ?? version.text,
        blocks: await blocksForLocale(db, locale),
        variables: await messageVariables(db, principal, draft.submission),
      });
      return { status: 200, body: toRendered(rendered) };
    },

    sendEmailTemplateTest: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "emails", "update", "ManageEmailTemplates");
      const version = await loadVersion(db, ctx.params.id, ctx.params.v);
      const rendered = await renderEmail({
        subject: version.subject,
        preheader: version.preheader,
        html: version.html,
        text: version.text,
        blocks: await blocksForLocale(db, version.locale),
        variables: await messageVariables(db, principal, ctx.body.submission),
      });
      const syntax = rendered.problems.filter((problem) => problem.kind === "syntax");
      if (syntax.length > 0) {
        throw unprocessable(
          `Version ${String(version.v)} cannot be rendered: fix its syntax first.`,
          syntax.map((problem) => ({
            field: `/${problem.part}`,
            message: problem.name,
            code: "syntax",
          })),
        );
      }
      const subject = `${TEST_SUBJECT_PREFIX}${rendered.subject}`;
      try {
        await sendMail(deps, {
          to: ctx.body.to,
          subject,
          html: rendered.html,
          text: rendered.text,
          template: ctx.params.id,
          version: version.v,
          // Template mail is open-tracked when the server tracks opens (decision 0061).
          trackOpens: true,
        });
      } catch (error) {
        if (!(error instanceof MailRefusedError)) throw error;
        throw unprocessable(error.message, [
          { field: `/${error.field}`, message: error.message, code: "refused" },
        ]);
      }
      return {
        status: 202,
        body: { to: ctx.body.to, subject, problems: [...rendered.problems] },
      };
    },
  };
}
