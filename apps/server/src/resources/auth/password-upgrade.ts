/**
 * Moves a stored password hash to today's argon2id parameters (decision 0010) at the one moment
 * the password is known: a successful password check at sign-in. The update only applies while
 * the stored hash is still the checked one, so a password changed meanwhile is never overwritten.
 */
import type { Kysely } from "kysely";
import { hashPassword, needsRehash, type Database } from "../../db/index.js";

export async function upgradePasswordHash(
  db: Kysely<Database>,
  player: { readonly id: string; readonly password_hash: string },
  password: string,
): Promise<void> {
  if (!needsRehash(player.password_hash)) return;
  const fresh = await hashPassword(password);
  await db
    .updateTable("players")
    .set({ password_hash: fresh })
    .where("id", "=", player.id)
    .where("password_hash", "=", player.password_hash)
    .execute();
}
