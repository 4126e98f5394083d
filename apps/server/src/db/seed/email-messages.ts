/**
 * The demo's messages log (issue 24, decisions 0040 and 0061): what the seeded templates sent to
 * the rich submissions, so `/messages` and the lookup's communications tab have something to show
 * on `npm start`. New rows only (messages; no submission, user or campaign is added): each rich
 * submission got its "Donation receipt", delivered — and opened for every other one — and one
 * whose payment failed also got "Payment failed". Deterministic like the rest of the seed: the
 * opens are history, so no message carries a tracking token (a seeded token would be guessable).
 */
import { DAY_MS, type SeedContext } from "./context.js";
import type { RichSubmission } from "./rich-submissions.js";

const FROM = "receipts@canvass.localhost";

export async function seedEmailMessages(
  ctx: SeedContext,
  rich: readonly RichSubmission[],
): Promise<number> {
  const templates = await ctx.db
    .selectFrom("email_templates")
    .select(["id", "name", "active_version"])
    .where("name", "in", ["Donation receipt", "Payment failed"])
    .execute();
  const receipt = templates.find((template) => template.name === "Donation receipt");
  const failed = templates.find((template) => template.name === "Payment failed");
  if (receipt === undefined || failed === undefined || rich.length === 0) return 0;
  const at = (days: number, minutes = 0) =>
    new Date(ctx.now.getTime() - days * DAY_MS + minutes * 60_000);
  const rows = rich.flatMap((submission, index) => {
    const first = submission.donor.split(" ")[0] ?? submission.donor;
    const sent = at(3 + index, 0);
    const opened = index % 2 === 0;
    const messages = [
      {
        id: ctx.ids.next("emailmessage"),
        to_address: submission.email,
        from_address: `"Canvass Charity" <${FROM}>`,
        subject: `Thank you for your gift, ${first}`,
        html: `<h1>Thank you, ${first}!</h1><p>Your gift helps.</p>`,
        text_body: `Thank you, ${first}!\n\nYour gift helps.`,
        template: receipt.id,
        version: receipt.active_version,
        account: submission.id,
        campaign: submission.campaign,
        transport: "smtp",
        status: opened ? "opened" : "delivered",
        attempts: 1,
        open_token: null,
        created: sent,
        sent,
        delivered: at(3 + index, 1),
        opened: opened ? at(3 + index, 95) : null,
        updated: opened ? at(3 + index, 95) : at(3 + index, 1),
      },
    ];
    if (submission.failedPayment) {
      const later = at(2 + index, 0);
      messages.push({
        id: ctx.ids.next("emailmessage"),
        to_address: submission.email,
        from_address: `"Canvass Charity" <${FROM}>`,
        subject: "Your gift did not go through",
        html: `<p>Dear ${first}, your payment was declined. Please contact us.</p>`,
        text_body: `Dear ${first}, your payment was declined. Please contact us.`,
        template: failed.id,
        version: failed.active_version,
        account: submission.id,
        campaign: submission.campaign,
        transport: "smtp",
        status: "delivered",
        attempts: 1,
        open_token: null,
        created: later,
        sent: later,
        delivered: at(2 + index, 2),
        opened: null,
        updated: at(2 + index, 2),
      });
    }
    return messages;
  });
  await ctx.db.insertInto("email_messages").values(rows).execute();
  return rows.length;
}
