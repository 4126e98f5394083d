/**
 * Second-step challenges: after a right password, a random opaque value ties the code to that
 * sign-in. Only its SHA-256 digest is stored (`two_factor_challenges.id`). A challenge lives
 * five minutes, allows five tries (each try is counted before the code is checked, so
 * concurrent tries cannot exceed it) and is used up by the sign-in it completes.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/index.js";
import { randomToken, tokenDigest } from "./secrets.js";

export const CHALLENGE_LIFETIME_SECONDS = 5 * 60;
export const CHALLENGE_MAX_TRIES = 5;

export interface IssuedChallenge {
  readonly value: string;
  readonly expiresAt: Date;
}

/** A new challenge for the player; the player's spent and expired ones are dropped. */
export async function createChallenge(
  db: Kysely<Database>,
  player: string,
  now: Date,
): Promise<IssuedChallenge> {
  const value = randomToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_SECONDS * 1000);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("two_factor_challenges")
      .where("player", "=", player)
      .where((eb) => eb.or([eb("expires_at", "<=", now), eb("used_at", "is not", null)]))
      .execute();
    await trx
      .insertInto("two_factor_challenges")
      .values({ id: tokenDigest(value), player, created: now, expires_at: expiresAt })
      .execute();
  });
  return { value, expiresAt };
}

export type ChallengeState = "open" | "expired" | "spent";

/** The player of a challenge and whether it can still be tried, or `undefined` when unknown. */
export async function findChallenge(
  db: Kysely<Database>,
  value: string,
  now: Date,
): Promise<
  { readonly id: string; readonly player: string; readonly state: ChallengeState } | undefined
> {
  const row = await db
    .selectFrom("two_factor_challenges")
    .select(["id", "player", "attempts", "expires_at", "used_at"])
    .where("id", "=", tokenDigest(value))
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const state: ChallengeState =
    row.used_at !== null || row.expires_at <= now
      ? "expired"
      : row.attempts >= CHALLENGE_MAX_TRIES
        ? "spent"
        : "open";
  return { id: row.id, player: row.player, state };
}

/** Counts one try; false when the challenge has no try left (or expired meanwhile). */
export async function takeTry(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable("two_factor_challenges")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .where("attempts", "<", CHALLENGE_MAX_TRIES)
    .returning("attempts")
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses the challenge up; false when another request used it first. */
export async function useChallenge(trx: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable("two_factor_challenges")
    .set({ used_at: now })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}
