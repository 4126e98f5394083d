/**
 * The demo source codes and dashboard page of the administration pages (issue 20, decision
 * 0034): new rows only. Source codes of the winter and water campaigns (one open-ended, one
 * over a past month), and a "Team performance" page of the subs dashboard for admins and
 * managers.
 */
import { toJson } from "../schema.js";
import { DAY_MS, type SeedContext } from "./context.js";

const day = (date: Date) => date.toISOString().slice(0, 10);

export async function seedAdminPages(ctx: SeedContext): Promise<number> {
  const campaign = (key: string) => ctx.campaigns.find((c) => c.key === key)?.id;
  const winter = campaign("winter");
  const water = campaign("water");
  const monthAgo = new Date(ctx.now.getTime() - 30 * DAY_MS);
  const codes = [
    {
      name: "Autumn mailer",
      code: "AUT-MAIL",
      campaign: winter,
      from: day(monthAgo),
      to: day(ctx.now),
    },
    { name: "Door drop", code: "DOOR-DROP", campaign: winter, from: null, to: null },
    { name: "Spring gala", code: "GALA", campaign: water, from: null, to: null },
    { name: "Website banner", code: "WEB-BANNER", campaign: water, from: day(monthAgo), to: null },
  ].filter((row): row is typeof row & { campaign: string } => row.campaign !== undefined);
  if (codes.length > 0) {
    await ctx.db
      .insertInto("source_codes")
      .values(
        codes.map((row) => ({
          id: ctx.ids.next("sourcecode"),
          name: row.name,
          code: row.code,
          campaign: row.campaign,
          description: null,
          active_from: row.from,
          active_to: row.to,
          created: ctx.now,
          updated: ctx.now,
        })),
      )
      .execute();
  }
  await ctx.db
    .insertInto("dash_pages")
    .values({
      id: ctx.ids.next("dashpage"),
      title: "Team performance",
      type: "subs",
      titles: toJson({ "fr-CA": "Performance des équipes", "es-ES": "Rendimiento de los equipos" }),
      panels: ["Kpis", "ByTeam", "Leaderboard", "SignUpsOverTime"],
      filters: toJson({ Days: 30, Interval: "week" }),
      widgets: toJson([]),
      roles: ["admin", "manager"],
      ord: 0,
      created: ctx.now,
      updated: ctx.now,
    })
    .execute();
  return codes.length + 1;
}
