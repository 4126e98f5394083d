/** Check-ins, activities, history of the people and campaigns, feedback and submission tasks. */
import { CompiledQuery } from "kysely";
import type { SeedContext, SeededPlayer } from "./context.js";
import { DAY_MS, insertColumns } from "./context.js";
import { COUNTRIES, FEEDBACK_TEXTS } from "./data.js";
import type { City } from "./data.js";
import { squarePng } from "./png.js";
import type { Prng } from "./prng.js";
import { SEED_DAYS } from "./accounts.js";
import { TEAMS, USERS } from "./plan.js";

const PICTURE_COLORS = ["#2f6fde", "#d9480f", "#2b8a3e", "#862e9c"];

type Value = string | number | boolean | null;

/** Column arrays keyed by column name. */
class Columns {
  readonly values = new Map<string, Value[]>();

  push(row: Record<string, Value>): void {
    for (const [name, value] of Object.entries(row)) {
      let list = this.values.get(name);
      if (list === undefined) {
        list = [];
        this.values.set(name, list);
      }
      list.push(value);
    }
  }

  get length(): number {
    return this.values.get("id")?.length ?? 0;
  }

  get(name: string): Value[] {
    return this.values.get(name) ?? [];
  }
}

function cityOf(prng: Prng, player: SeededPlayer): { code: string; place: City } {
  const code = prng.pick(player.team.countries);
  const country = COUNTRIES[code] ?? COUNTRIES.US;
  if (country === undefined) throw new Error("seed: no countries");
  return { code, place: prng.pick(country.cities) };
}

/** An instant `daysBack` days before now at a local hour, never after now. */
function at(ctx: SeedContext, daysBack: number, hourUtc: number): Date {
  const midnight = Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), ctx.now.getUTCDate());
  const time = midnight - daysBack * DAY_MS + hourUtc * 3_600_000;
  return new Date(Math.min(time, ctx.now.getTime() - 60_000));
}

function fieldPlayers(ctx: SeedContext): SeededPlayer[] {
  return ctx.players.filter((player) => player.role === "rep");
}

/** Check-ins of reps at the start of shifts; one in the last day for each rep. */
export async function seedCheckins(ctx: SeedContext, count: number): Promise<number> {
  const prng = ctx.prng.fork("checkins");
  const reps = fieldPlayers(ctx);
  if (reps.length === 0) return 0;
  const rows = new Columns();
  const pictures = new Map<number, string[]>();
  const add = (player: SeededPlayer, daysBack: number): void => {
    const campaigns = ctx.campaigns.filter(
      (campaign) =>
        campaign.type === "in-person" &&
        campaign.teams.some((member) => member.id === player.team.id),
    );
    const campaign = campaigns.length > 0 ? prng.pick(campaigns) : null;
    const { code, place } = cityOf(prng, player);
    const utcOffset = COUNTRIES[code]?.utcOffset ?? 0;
    const created = at(ctx, daysBack, 8 + prng.next() * 2 - utcOffset);
    const id = ctx.ids.next("checkin");
    if (prng.chance(0.3)) {
      const color = prng.int(0, PICTURE_COLORS.length - 1);
      pictures.set(color, [...(pictures.get(color) ?? []), id]);
    }
    rows.push({
      id,
      player: player.id,
      team: player.team.id,
      campaign: campaign?.id ?? null,
      lat: Math.round((place.lat + (prng.next() - 0.5) * 0.06) * 1e5) / 1e5,
      lng: Math.round((place.lng + (prng.next() - 0.5) * 0.06) * 1e5) / 1e5,
      city: place.city,
      region: place.region,
      country_iso2: code.toLowerCase(),
      length: prng.weighted([
        [4, 80],
        [6, 10],
        [8, 10],
      ]),
      created: created.toISOString(),
    });
  };
  for (const rep of reps) add(rep, 0);
  for (let index = reps.length; index < count; index += 1) {
    add(prng.pick(reps), Math.floor(Math.pow(prng.next(), 1.6) * SEED_DAYS));
  }
  await insertColumns(ctx.db, "checkins", [
    ["id", "text", rows.get("id")],
    ["player", "text", rows.get("player")],
    ["team", "text", rows.get("team")],
    ["campaign", "text", rows.get("campaign")],
    ["lat", "float8", rows.get("lat")],
    ["lng", "float8", rows.get("lng")],
    ["city", "text", rows.get("city")],
    ["region", "text", rows.get("region")],
    ["country_iso2", "text", rows.get("country_iso2")],
    ["length", "numeric", rows.get("length")],
    ["created", "timestamptz", rows.get("created")],
    ["updated", "timestamptz", rows.get("created")],
  ]);
  for (const [color, ids] of pictures) {
    await ctx.db
      .updateTable("checkins")
      .set({ picture: squarePng(PICTURE_COLORS[color] ?? "#2f6fde"), picture_type: "image/png" })
      .where("id", "in", ids)
      .execute();
  }
  return rows.length;
}

/** Sign-ins and field activity: every active player over the last two weeks, then older ones. */
export async function seedActivities(ctx: SeedContext, count: number): Promise<number> {
  const prng = ctx.prng.fork("activities");
  const rows = new Columns();
  const add = (player: SeededPlayer, daysBack: number, type: string): void => {
    const { code, place } = cityOf(prng, player);
    rows.push({
      id: ctx.ids.next("activity"),
      player: player.id,
      type,
      city: place.city,
      region: place.region,
      country_iso2: code.toLowerCase(),
      lat: place.lat,
      lng: place.lng,
      created: at(ctx, daysBack, 7 + prng.next() * 12).toISOString(),
    });
  };
  for (const player of ctx.players) {
    for (let daysBack = 0; daysBack < 14; daysBack += 1) {
      if (prng.chance(0.6)) add(player, daysBack, "login");
      if (player.role === "rep" && prng.chance(0.5)) add(player, daysBack, "submission");
    }
  }
  while (rows.length < count) {
    add(
      prng.pick(ctx.players),
      prng.int(14, SEED_DAYS),
      prng.weighted([
        ["login", 50],
        ["submission", 30],
        ["checkin", 15],
        ["logout", 5],
      ]),
    );
  }
  await insertColumns(ctx.db, "activities", [
    ["id", "text", rows.get("id")],
    ["player", "text", rows.get("player")],
    ["type", "text", rows.get("type")],
    ["city", "text", rows.get("city")],
    ["region", "text", rows.get("region")],
    ["country_iso2", "text", rows.get("country_iso2")],
    ["lat", "float8", rows.get("lat")],
    ["lng", "float8", rows.get("lng")],
    ["created", "timestamptz", rows.get("created")],
    ["updated", "timestamptz", rows.get("created")],
  ]);
  return rows.length;
}

/** History of the people and campaigns: their creation, some edits, moves and deactivations. */
export async function seedEntityHistory(ctx: SeedContext): Promise<number> {
  const prng = ctx.prng.fork("history");
  const root = ctx.players.find((player) => player.role === "root");
  const admin = ctx.players.find((player) => player.username === "admin") ?? root;
  if (root === undefined || admin === undefined) return 0;
  const rows = new Columns();
  const add = (
    target: string,
    targetType: string,
    action: string,
    changes: unknown[],
    daysBack: number,
  ): void => {
    const author = prng.chance(0.5) ? root : admin;
    rows.push({
      id: ctx.ids.next("history"),
      target,
      target_type: targetType,
      author: author.id,
      author_name: `${author.firstname} ${author.lastname}`,
      action,
      changes: JSON.stringify(changes),
      created: at(ctx, daysBack, 9 + prng.next() * 8).toISOString(),
    });
  };
  for (const team of ctx.teams.values()) {
    add(team.id, "team", "create", [{ field: "title", to: team.title }], 558);
  }
  for (const campaign of ctx.campaigns) {
    add(campaign.id, "campaign", "create", [{ field: "title", to: campaign.title }], 550);
    if (prng.chance(0.5)) {
      add(
        campaign.id,
        "campaign",
        "update",
        [{ field: "attempts", from: 4, to: 3 }],
        prng.int(1, 200),
      );
    }
  }
  for (const player of ctx.players) {
    add(
      player.id,
      "player",
      "create",
      [{ field: "username", to: player.username }],
      prng.int(400, 550),
    );
  }
  const movable = ctx.players.filter((player) => player.role === "rep");
  const otherTeam = [...ctx.teams.values()].find((team) => team.role === "rep");
  for (const player of movable.slice(0, 3)) {
    if (otherTeam !== undefined && otherTeam.id !== player.team.id) {
      add(
        player.id,
        "player",
        "move",
        [{ field: "team", from: otherTeam.id, to: player.team.id }],
        prng.int(30, 300),
      );
    }
  }
  for (const player of movable.slice(3, 5)) {
    add(player.id, "player", "deactivate", [{ field: "status", from: 1, to: 0 }], prng.int(10, 60));
    add(player.id, "player", "activate", [{ field: "status", from: 0, to: 1 }], prng.int(1, 9));
  }
  await insertColumns(ctx.db, "history", [
    ["id", "text", rows.get("id")],
    ["target", "text", rows.get("target")],
    ["target_type", "text", rows.get("target_type")],
    ["author", "text", rows.get("author")],
    ["author_name", "text", rows.get("author_name")],
    ["action", "text", rows.get("action")],
    ["changes", "jsonb", rows.get("changes")],
    ["created", "timestamptz", rows.get("created")],
    ["updated", "timestamptz", rows.get("created")],
  ]);
  return rows.length;
}

export async function seedFeedback(ctx: SeedContext): Promise<number> {
  const prng = ctx.prng.fork("feedback");
  const named = new Set(USERS.map((user) => user.username));
  const authors = ctx.players.filter((player) => named.has(player.username));
  if (authors.length === 0) return 0;
  const urls = ["/exports", "/subs", "/dashboard/subs", "/checkins", "/teams", "/lookup"];
  const rows = FEEDBACK_TEXTS.map((text, index) => {
    const author = prng.pick(authors);
    return {
      id: ctx.ids.next("feedback"),
      text,
      author: author.id,
      author_name: `${author.firstname} ${author.lastname}`,
      url: prng.pick(urls),
      created: at(ctx, index * 6 + prng.int(0, 5), 10 + prng.next() * 6),
    };
  });
  await ctx.db.insertInto("feedback").values(rows).execute();
  return rows.length;
}

/** How the campaign tasks of the last 30 days of submissions ran (for resend). */
export async function seedAccountTasks(ctx: SeedContext): Promise<number> {
  const since = new Date(ctx.now.getTime() - 30 * DAY_MS);
  const result = await ctx.db.executeQuery(
    CompiledQuery.raw(
      `INSERT INTO account_tasks (account, task, status, last_sent, created, updated)
       SELECT a.id, t.task, s.status,
              CASE WHEN s.status IN ('sent', 'failed') THEN a.received + interval '2 minutes' END,
              a.received, a.received + interval '2 minutes'
       FROM accounts a
       JOIN campaigns c ON c.id = a.campaign
       CROSS JOIN LATERAL (SELECT e ->> 'type' AS task FROM jsonb_array_elements(c.raw_processes) e) t
       CROSS JOIN LATERAL (
         SELECT CASE get_byte(decode(md5(a.id || t.task), 'hex'), 0) % 20
                  WHEN 0 THEN 'failed' WHEN 1 THEN 'skipped'
                  ELSE CASE WHEN a.payment_status = 'pending' THEN 'pending' ELSE 'sent' END
                END AS status
       ) s
       WHERE a.received >= $1`,
      [since.toISOString()],
    ),
  );
  return Number(result.numAffectedRows ?? 0n);
}

/** The picture (avatar) assets of the demo users, some campaigns and the root team. */
export function avatarAssets(
  ctx: SeedContext,
): { path: string; content_type: string; bytes: Uint8Array }[] {
  const named = new Set(USERS.filter((user) => user.demo).map((user) => user.username));
  const assets = ctx.players
    .filter((player) => named.has(player.username))
    .map((player, index) => ({
      path: `assets/players/${player.id}/player.png`,
      content_type: "image/png",
      bytes: squarePng(PICTURE_COLORS[index % PICTURE_COLORS.length] ?? "#2f6fde", 48),
    }));
  ctx.campaigns.forEach((campaign, index) => {
    if (index % 2 === 0) {
      assets.push({
        path: `assets/campaigns/${campaign.id}/campaign.png`,
        content_type: "image/png",
        bytes: squarePng(PICTURE_COLORS[(index / 2) % PICTURE_COLORS.length] ?? "#d9480f", 64),
      });
    }
  });
  const rootTeam = TEAMS[0] === undefined ? undefined : ctx.teams.get(TEAMS[0].key);
  if (rootTeam !== undefined) {
    assets.push({
      path: `assets/teams/${rootTeam.id}/team.png`,
      content_type: "image/png",
      bytes: squarePng("#1c7ed6", 64),
    });
  }
  return assets;
}
