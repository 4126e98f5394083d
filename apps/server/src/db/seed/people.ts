/** Teams, clients, players (users) and their preferences. */
import { hashPassword } from "../passwords.js";
import { toJson } from "../schema.js";
import type { Insertable } from "kysely";
import type { PlayersTable, RoleName } from "../schema.js";
import type { SeedContext, SeededPlayer, SeededTeam } from "./context.js";
import { daysAgo } from "./context.js";
import { FIRST_NAMES, LAST_NAMES } from "./data.js";
import { CLIENTS, DEMO_TOTP_SECRET, TEAMS, USERS, demoPassword } from "./plan.js";

export interface DemoLogin {
  readonly username: string;
  readonly password: string;
  readonly role: RoleName;
  /** Base32 TOTP secret when the user signs in with a second step. */
  readonly totpSecret?: string;
}

export async function seedTeams(ctx: SeedContext): Promise<void> {
  const rows = TEAMS.map((plan) => {
    const team: SeededTeam = {
      key: plan.key,
      id: ctx.ids.next("team"),
      title: plan.title,
      role: plan.role,
      countries: plan.countries,
    };
    ctx.teams.set(plan.key, team);
    const parent = plan.parent === null ? null : teamId(ctx, plan.parent);
    return {
      id: team.id,
      title: plan.title,
      parent,
      role: plan.role,
      permissions: plan.permissions ?? [],
      restrictions: plan.restrictions ?? [],
      // No team start page: each role's own home applies (spec §2).
      metadata: toJson({}),
      created: daysAgo(ctx.now, 560),
      updated: daysAgo(ctx.now, ctx.prng.int(1, 200)),
    };
  });
  await ctx.db.insertInto("teams").values(rows).execute();
}

export async function seedClients(ctx: SeedContext): Promise<void> {
  const rows = CLIENTS.map((plan) => {
    const id = ctx.ids.next("client");
    ctx.clients.set(plan.key, id);
    return {
      id,
      name: plan.name,
      restrictions: plan.restrictions,
      created: daysAgo(ctx.now, 540),
      updated: daysAgo(ctx.now, ctx.prng.int(1, 100)),
    };
  });
  await ctx.db.insertInto("clients").values(rows).execute();
}

/** Players: the named users, then the field players of each team. */
export async function seedPlayers(ctx: SeedContext): Promise<DemoLogin[]> {
  const roles = [
    ...new Set([...USERS.map((user) => user.role), ...TEAMS.map((team) => team.role)]),
  ];
  const hashes = new Map<RoleName, string>();
  for (const role of roles) hashes.set(role, await hashPassword(demoPassword(role)));
  const prng = ctx.prng.fork("players");
  const usernames = new Set<string>();
  const rows: Insertable<PlayersTable>[] = [];
  const add = (
    player: SeededPlayer,
    extra: {
      client?: string | undefined;
      totp?: boolean | undefined;
      status?: number;
      homepage?: string | undefined;
    },
  ): void => {
    usernames.add(player.username);
    ctx.players.push(player);
    // This draw once gave a fifth of the users a start page; it stays so every later draw (and
    // so the rest of the seeded data) is what it was.
    prng.chance(0.2);
    rows.push({
      id: player.id,
      firstname: player.firstname,
      lastname: player.lastname,
      username: player.username,
      email: `${player.username}@canvass.example`,
      role: player.role,
      team: player.team.id,
      client: extra.client ?? null,
      status: extra.status ?? 1,
      metadata: toJson(extra.homepage === undefined ? {} : { homepage: extra.homepage }),
      password_hash: hashes.get(player.role) ?? "",
      totp_secret: extra.totp === true ? DEMO_TOTP_SECRET : null,
      totp_enabled: extra.totp === true,
      created: daysAgo(ctx.now, prng.int(400, 550)),
      updated: daysAgo(ctx.now, prng.int(1, 300)),
      last_seen: prng.chance(0.85) ? daysAgo(ctx.now, prng.next() * 3) : null,
    });
  };
  for (const user of USERS) {
    add(
      {
        id: ctx.ids.next("player"),
        username: user.username,
        firstname: user.firstname,
        lastname: user.lastname,
        role: user.role,
        team: team(ctx, user.team),
      },
      {
        client: user.client === undefined ? undefined : ctx.clients.get(user.client),
        totp: user.totp,
        homepage: user.homepage,
      },
    );
  }
  for (const plan of TEAMS) {
    for (let index = 0; index < plan.fieldPlayers; index += 1) {
      const firstname = prng.pick(FIRST_NAMES).name;
      const lastname = prng.pick(LAST_NAMES);
      const base = `${firstname}.${lastname}`.toLowerCase().replace(/[^a-z.]/g, "");
      let username = base;
      for (let suffix = 2; usernames.has(username); suffix += 1) username = `${base}${suffix}`;
      add(
        {
          id: ctx.ids.next("player"),
          username,
          firstname,
          lastname,
          role: plan.role,
          team: team(ctx, plan.key),
        },
        { status: prng.chance(0.08) ? 0 : 1 },
      );
    }
  }
  await ctx.db.insertInto("players").values(rows).execute();
  await seedPreferences(ctx);
  return demoLogins();
}

/** The demo sign-ins (one per role, plus one with 2FA): the same on every seeded database. */
export function demoLogins(): DemoLogin[] {
  return USERS.filter((user) => user.demo).map((user) => ({
    username: user.username,
    password: demoPassword(user.role),
    role: user.role,
    ...(user.totp === true ? { totpSecret: DEMO_TOTP_SECRET } : {}),
  }));
}

async function seedPreferences(ctx: SeedContext): Promise<void> {
  const named = new Set(USERS.map((user) => user.username));
  const rows = ctx.players
    .filter((player) => named.has(player.username))
    .map((player) => ({
      player: player.id,
      data: toJson(
        player.username === "admin"
          ? {
              language: "en-CA",
              menu: {
                sorting: [
                  { id: "submissions", children: ["/subs", "/lookup", "/messages"] },
                  { id: "campaigns" },
                ],
              },
              dashboardRange: "last7days",
            }
          : { language: player.username === "manager.eu" ? "fr-CA" : "en-CA" },
      ),
    }));
  await ctx.db.insertInto("preferences").values(rows).execute();
}

export function team(ctx: SeedContext, key: string): SeededTeam {
  const found = ctx.teams.get(key);
  if (found === undefined) throw new Error(`seed: unknown team ${key}`);
  return found;
}

function teamId(ctx: SeedContext, key: string): string {
  return team(ctx, key).id;
}
