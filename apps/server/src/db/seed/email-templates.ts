/**
 * The demo e-mail templates and blocks (issue 24, decision 0039): new rows only. A legal-notice
 * block in English and French, a "Donation receipt" template with two versions (the second
 * active, inserting the block) and a "Payment failed" template with one.
 */
import { toJson } from "../schema.js";
import { DAY_MS, type SeedContext } from "./context.js";

const LEGAL_EN =
  '<p style="font-size:12px;color:#52606d">Canvass Charity is a registered charity. You receive this e-mail because you gave to {{ campaign.title }}.</p>';
const LEGAL_FR =
  '<p style="font-size:12px;color:#52606d">Canvass Charity est un organisme de bienfaisance enregistré. Vous recevez ce courriel parce que vous avez donné à {{ campaign.title }}.</p>';

export async function seedEmailTemplates(ctx: SeedContext): Promise<number> {
  const author = ctx.players.find((player) => player.role === "admin")?.id ?? null;
  const at = (days: number) => new Date(ctx.now.getTime() - days * DAY_MS);
  await ctx.db
    .insertInto("email_blocks")
    .values([
      {
        id: ctx.ids.next("emailblock"),
        name: "legal-notice",
        kind: "legal",
        locale: "en",
        content: LEGAL_EN,
        created: at(90),
        updated: at(90),
      },
      {
        id: ctx.ids.next("emailblock"),
        name: "legal-notice",
        kind: "legal",
        locale: "fr",
        content: LEGAL_FR,
        created: at(90),
        updated: at(90),
      },
    ])
    .execute();
  const receipt = ctx.ids.next("emailtemplate");
  const failed = ctx.ids.next("emailtemplate");
  await ctx.db
    .insertInto("email_templates")
    .values([
      {
        id: receipt,
        name: "Donation receipt",
        subject: "Thank you for your gift, {{ FirstName }}",
        description: "Sent after a successful payment.",
        active_version: 2,
        next_version: 3,
        created: at(80),
        updated: at(20),
      },
      {
        id: failed,
        name: "Payment failed",
        subject: "Your gift to {{ campaign.title }} did not go through",
        description: null,
        active_version: 1,
        next_version: 2,
        created: at(60),
        updated: at(60),
      },
    ])
    .execute();
  await ctx.db
    .insertInto("email_template_versions")
    .values([
      {
        template: receipt,
        v: 1,
        subject: "Thank you!",
        preheader: "",
        locale: "en",
        html: "<p>Thank you for your gift.</p>",
        text: null,
        blocks: toJson([]),
        author,
        created: at(80),
        updated: at(80),
      },
      {
        template: receipt,
        v: 2,
        subject: "Thank you for your gift, {{ FirstName }}",
        preheader: "Your receipt for {{ Amount }} is inside.",
        locale: "en",
        html: '<h1>Thank you, {{ FirstName }}!</h1><p>Your gift of {{ Amount }} to {{ campaign.title }} helps.</p>{% include "legal-notice" %}',
        text: null,
        blocks: toJson([]),
        author,
        created: at(20),
        updated: at(20),
      },
      {
        template: failed,
        v: 1,
        subject: "Your gift to {{ campaign.title }} did not go through",
        preheader: "",
        locale: "en",
        html: "<p>Dear {{ FirstName }}, your payment of {{ Amount }} was declined. Please contact us.</p>",
        text: null,
        blocks: toJson([]),
        author,
        created: at(60),
        updated: at(60),
      },
    ])
    .execute();
  return 2;
}
