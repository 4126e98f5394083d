/**
 * Extra field users for scale work (`seedDemo({ players })`, `startServer({ seedPlayers })`,
 * `npm run seed -- --players N`): N reps and call-centre agents spread over the field teams,
 * loaded with `INSERT … SELECT unnest(…)` in chunks, the indexes built once afterwards. They
 * share their role's demo password (`canvass-rep-demo`), hashed once, so 10 000 users cost two
 * argon2 hashes rather than 10 000. Their usernames (`first.last.<n>`) never clash with the named
 * and generated users (`first.last`, `first.last2`). Added after everything else of the seed, so
 * the rest of the demo data is the same with or without them.
 */
import { hashPassword } from "../passwords.js";
import type { RoleName } from "../schema.js";
import { daysAgo, insertColumns, withIndexesDeferred } from "./context.js";
import type { SeedContext } from "./context.js";
import { FIRST_NAMES, LAST_NAMES } from "./data.js";
import { TEAMS, demoPassword } from "./plan.js";

export async function seedExtraPlayers(ctx: SeedContext, count: number): Promise<number> {
  if (count === 0) return 0;
  const fieldTeams = TEAMS.filter((plan) => plan.fieldPlayers > 0).map((plan) => {
    const team = ctx.teams.get(plan.key);
    if (team === undefined) throw new Error(`seed: unknown team ${plan.key}`);
    return team;
  });
  const hashes = new Map<RoleName, string>();
  for (const role of new Set(fieldTeams.map((team) => team.role))) {
    hashes.set(role, await hashPassword(demoPassword(role)));
  }
  const prng = ctx.prng.fork("extra-players");
  const columns = {
    id: [] as string[],
    firstname: [] as string[],
    lastname: [] as string[],
    username: [] as string[],
    role: [] as string[],
    team: [] as string[],
    status: [] as number[],
    hash: [] as string[],
    created: [] as Date[],
    updated: [] as Date[],
    lastSeen: [] as (Date | null)[],
  };
  for (let index = 1; index <= count; index += 1) {
    const team = prng.pick(fieldTeams);
    const firstname = prng.pick(FIRST_NAMES).name;
    const lastname = prng.pick(LAST_NAMES);
    const base = `${firstname}.${lastname}`.toLowerCase().replace(/[^a-z.]/g, "");
    columns.id.push(ctx.ids.next("player"));
    columns.firstname.push(firstname);
    columns.lastname.push(lastname);
    columns.username.push(`${base}.${index}`);
    columns.role.push(team.role);
    columns.team.push(team.id);
    columns.status.push(prng.chance(0.08) ? 0 : 1);
    columns.hash.push(hashes.get(team.role) ?? "");
    columns.created.push(daysAgo(ctx.now, prng.int(30, 550)));
    columns.updated.push(daysAgo(ctx.now, prng.int(1, 29)));
    columns.lastSeen.push(prng.chance(0.7) ? daysAgo(ctx.now, prng.next() * 30) : null);
  }
  await withIndexesDeferred(ctx.db, "players", () =>
    insertColumns(ctx.db, "players", [
      ["id", "text", columns.id],
      ["firstname", "text", columns.firstname],
      ["lastname", "text", columns.lastname],
      ["username", "text", columns.username],
      ["email", "text", columns.username.map((name) => `${name}@canvass.example`)],
      ["role", "text", columns.role],
      ["team", "text", columns.team],
      ["status", "smallint", columns.status],
      ["password_hash", "text", columns.hash],
      ["created", "timestamptz", columns.created],
      ["updated", "timestamptz", columns.updated],
      ["last_seen", "timestamptz", columns.lastSeen],
    ]),
  );
  return count;
}
