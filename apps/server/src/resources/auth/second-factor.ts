/**
 * Checking a second-step code: a 6-digit TOTP code of a step later than the last one used, or
 * one of the player's unused 8-digit recovery codes (argon2id hashes, checked in parallel).
 * Using it up happens in the sign-in's transaction (`useSecondFactor`), guarded so that two
 * concurrent requests cannot both use the same code.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/index.js";
import { verifyPassword } from "../../db/index.js";
import { AUTH_REASONS, authFailed } from "./auth-errors.js";
import type { AuthPlayer } from "./players.js";
import { totpStep } from "./totp.js";

export type SecondFactorMatch =
  | { readonly kind: "totp"; readonly step: number }
  | { readonly kind: "recovery"; readonly codeId: number }
  | { readonly kind: "reused" }
  | { readonly kind: "invalid" };

export async function matchSecondFactor(
  db: Kysely<Database>,
  player: Pick<AuthPlayer, "id" | "totp_secret" | "totp_last_step">,
  code: string,
  now: Date,
): Promise<SecondFactorMatch> {
  if (/^[0-9]{6}$/.test(code) && player.totp_secret !== null) {
    const step = totpStep(player.totp_secret, code, now);
    if (step === undefined) return { kind: "invalid" };
    if (player.totp_last_step !== null && step <= player.totp_last_step) return { kind: "reused" };
    return { kind: "totp", step };
  }
  if (/^[0-9]{8}$/.test(code)) {
    const codes = await db
      .selectFrom("recovery_codes")
      .select(["id", "code_hash"])
      .where("player", "=", player.id)
      .where("used_at", "is", null)
      .execute();
    const matches = await Promise.all(codes.map((row) => verifyPassword(row.code_hash, code)));
    const index = matches.indexOf(true);
    const found = codes[index];
    if (found !== undefined) return { kind: "recovery", codeId: found.id };
  }
  return { kind: "invalid" };
}

/** Uses the matched code up inside the sign-in's transaction; 401 when another request did first. */
export async function useSecondFactor(
  trx: Kysely<Database>,
  player: string,
  match: Extract<SecondFactorMatch, { kind: "totp" | "recovery" }>,
  now: Date,
): Promise<void> {
  if (match.kind === "totp") {
    const row = await trx
      .updateTable("players")
      .set({ totp_last_step: match.step })
      .where("id", "=", player)
      .where((eb) =>
        eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", match.step)]),
      )
      .returning("id")
      .executeTakeFirst();
    if (row === undefined) throw authFailed(AUTH_REASONS.codeUsed);
    return;
  }
  const row = await trx
    .updateTable("recovery_codes")
    .set({ used_at: now })
    .where("id", "=", match.codeId)
    .where("player", "=", player)
    .where("used_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (row === undefined) throw authFailed(AUTH_REASONS.codeUsed);
}
