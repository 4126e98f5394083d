/** Campaigns with the spec's creation defaults, their teams and clients, and overrides. */
import { CAMPAIGN_DEFAULTS } from "@canvass/sdk/campaigns";
import { toJson } from "../schema.js";
import type { SeedContext } from "./context.js";
import { daysAgo } from "./context.js";
import { team } from "./people.js";
import { CAMPAIGNS, CLIENTS } from "./plan.js";

/** The spec's campaign creation defaults (§3), from the SDK; the seed varies only the type. */
export { CAMPAIGN_DEFAULTS };

export async function seedCampaigns(ctx: SeedContext): Promise<void> {
  const prng = ctx.prng.fork("campaigns");
  const rows = CAMPAIGNS.map((plan) => {
    const id = ctx.ids.next("campaign");
    ctx.campaigns.push({
      key: plan.key,
      id,
      title: plan.title,
      type: plan.type,
      teams: plan.teams.map((key) => team(ctx, key)),
      weight: plan.weight,
      tasks: plan.tasks,
    });
    const created = daysAgo(ctx.now, prng.int(548, 560));
    return {
      id,
      title: plan.title,
      type: plan.type,
      attempts: CAMPAIGN_DEFAULTS.attempts,
      timeout: CAMPAIGN_DEFAULTS.timeout,
      submit_mode: CAMPAIGN_DEFAULTS.submitMode,
      block_screenshot: CAMPAIGN_DEFAULTS.blockScreenshot,
      checkin_length: CAMPAIGN_DEFAULTS.checkinLength,
      range: CAMPAIGN_DEFAULTS.range,
      picture: CAMPAIGN_DEFAULTS.picture,
      raw_processes: toJson(
        plan.tasks.map((type) => ({ type, settings: `settings/${type}.json` })),
      ),
      settings: toJson({
        general: {
          type: plan.type,
          attempts: CAMPAIGN_DEFAULTS.attempts,
          timeout: CAMPAIGN_DEFAULTS.timeout,
          submitMode: CAMPAIGN_DEFAULTS.submitMode,
          blockScreenshot: CAMPAIGN_DEFAULTS.blockScreenshot,
          checkinLength: CAMPAIGN_DEFAULTS.checkinLength,
          range: CAMPAIGN_DEFAULTS.range,
          picture: "no",
        },
      }),
      created,
      updated: daysAgo(ctx.now, prng.int(1, 120)),
    };
  });
  await ctx.db.insertInto("campaigns").values(rows).execute();
  await ctx.db
    .insertInto("team_campaigns")
    .values(
      ctx.campaigns.flatMap((campaign) =>
        campaign.teams.map((member) => ({
          team: member.id,
          campaign: campaign.id,
          created: daysAgo(ctx.now, 540),
        })),
      ),
    )
    .execute();
  await ctx.db
    .insertInto("client_campaigns")
    .values(
      CLIENTS.flatMap((client) =>
        client.campaigns.map((key) => ({
          client: clientId(ctx, client.key),
          campaign: campaignId(ctx, key),
          created: daysAgo(ctx.now, prng.int(100, 500)),
        })),
      ),
    )
    .execute();
  await seedOverrides(ctx);
}

/** A few campaign options (exclusions), one scoped to a team, and optional field options. */
async function seedOverrides(ctx: SeedContext): Promise<void> {
  const options = [
    {
      campaign: "winter",
      field: "Email",
      rule: "^.*@example\\.org$",
      value: "EXCLUDED",
      description: "Test sign-ups from staff addresses.",
    },
    {
      campaign: "winter",
      field: "Meta_idScanned",
      rule: "true",
      value: true,
      description: "ID scanned donors skip the welcome call.",
    },
    {
      campaign: "online",
      field: "Amount",
      rule: "^0$",
      value: null,
      description: "Zero-amount web sign-ups are kept without an amount.",
    },
    {
      campaign: "phone-drive",
      field: "Country",
      rule: "GB",
      value: "UK-HOLD",
      description: "UK calls wait for consent review.",
    },
  ].map((option) => ({
    id: ctx.ids.next("campaignOption"),
    campaign: campaignId(ctx, option.campaign),
    field: option.field,
    rule: option.rule,
    value: toJson(option.value),
    description: option.description,
    created: daysAgo(ctx.now, 90),
  }));
  await ctx.db.insertInto("campaign_options").values(options).execute();
  const scoped = options[0];
  if (scoped !== undefined) {
    await ctx.db
      .insertInto("team_campaign_options")
      .values({ option: scoped.id, campaign: scoped.campaign, team: team(ctx, "toronto").id })
      .execute();
  }
  await ctx.db
    .insertInto("optional_field_options")
    .values([
      {
        id: ctx.ids.next("optionalFieldOption"),
        field: "Gender",
        options: ["Female", "Male", "Non-binary", "Prefer not to say"],
        campaigns: null,
      },
      {
        id: ctx.ids.next("optionalFieldOption"),
        field: "Title",
        options: ["Mr", "Ms", "Mrs", "Mx", "Dr"],
        campaigns: null,
      },
      {
        id: ctx.ids.next("optionalFieldOption"),
        field: "Gender",
        options: ["Femme", "Homme", "Non binaire"],
        campaigns: [campaignId(ctx, "street")],
      },
    ])
    .execute();
}

export function campaignId(ctx: SeedContext, key: string): string {
  const found = ctx.campaigns.find((campaign) => campaign.key === key);
  if (found === undefined) throw new Error(`seed: unknown campaign ${key}`);
  return found.id;
}

function clientId(ctx: SeedContext, key: string): string {
  const found = ctx.clients.get(key);
  if (found === undefined) throw new Error(`seed: unknown client ${key}`);
  return found;
}
