/**
 * The e-mail a campaign task sends (issues 24 and 25): a task whose settings name a template
 * (`emails/templates/{id}/`, the SDK's `templateOfTaskSettings`) sends that template's active
 * version, rendered with the submission's values, to the submission's address through the one
 * mail pipeline (`sendMail`: the outbox on the embedded default, else the relay), logged against
 * the submission so the lookup's communications tab and `/messages` show it.
 */
import { templateOfTaskSettings } from "@canvass/sdk/email-templates";
import type { Principal } from "../../auth/index.js";
import { MailRefusedError, sendMail } from "../../mail/index.js";
import { renderEmail } from "../../mail-render/index.js";
import type { ServerDeps } from "../../services.js";
import { blocksForLocale } from "./block-uses.js";
import { messageVariables } from "./render-variables.js";
import { loadVersion } from "./version-rows.js";

/** What sending a task's mail came to: no template to send, sent (or queued), or why not. */
export type TaskMailOutcome =
  | { readonly kind: "none" }
  | { readonly kind: "sent"; readonly template: string; readonly version: number }
  | { readonly kind: "failed"; readonly reason: string };

/**
 * Sends the template mail of `task` for submission `account`, as `principal` (whose scope must
 * hold the submission). `idempotencyKey` keeps a job run twice from sending twice.
 */
export async function sendTaskMail(
  deps: ServerDeps,
  principal: Principal,
  account: string,
  task: string,
  idempotencyKey: string,
): Promise<TaskMailOutcome> {
  const { db } = deps;
  const row = await db
    .selectFrom("accounts as a")
    .innerJoin("campaigns as c", "c.id", "a.campaign")
    .select(["a.campaign", "c.raw_processes"])
    .where("a.id", "=", account)
    .executeTakeFirst();
  if (row === undefined) return { kind: "failed", reason: `No submission ${account}.` };
  const settings = row.raw_processes.find((entry) => entry.type === task)?.settings ?? "";
  const template = templateOfTaskSettings(settings);
  if (template === null) return { kind: "none" };
  const active = await db
    .selectFrom("email_templates")
    .select("active_version")
    .where("id", "=", template)
    .executeTakeFirst();
  if (active?.active_version == null) {
    return { kind: "failed", reason: `The e-mail template ${template} has no active version.` };
  }
  const version = await loadVersion(db, template, active.active_version);
  const variables = await messageVariables(db, principal, account);
  const rendered = await renderEmail({
    subject: version.subject,
    preheader: version.preheader,
    html: version.html,
    text: version.text,
    blocks: await blocksForLocale(db, version.locale),
    variables,
  });
  if (rendered.problems.some((problem) => problem.kind === "syntax")) {
    return { kind: "failed", reason: `Version ${String(version.v)} cannot be rendered.` };
  }
  const to = typeof variables.Email === "string" ? variables.Email : "";
  if (to === "") return { kind: "failed", reason: "The submission has no e-mail address." };
  try {
    const queued = await sendMail(deps, {
      to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      campaign: row.campaign,
      account,
      template,
      version: version.v,
      idempotencyKey,
      trackOpens: true,
    });
    if (queued.status === "blocked") {
      return { kind: "failed", reason: `${to} has hard-bounced; nothing was sent.` };
    }
  } catch (error) {
    if (!(error instanceof MailRefusedError)) throw error;
    return { kind: "failed", reason: error.message };
  }
  return { kind: "sent", template, version: version.v };
}
