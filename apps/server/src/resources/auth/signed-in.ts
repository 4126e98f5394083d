/**
 * The end of every successful sign-in (password alone, or password and second step): the
 * failures of its (username, address) are cleared and a session token issued, answered as `SignedInResult`.
 */
import type { Schema } from "@canvass/sdk/contract";
import type { Kysely } from "kysely";
import type { TokenService } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import type { AuthPlayer } from "./players.js";
import { clearPairFailures } from "./throttle.js";

export type SignedInResult = Schema<"SignedInResult">;

/** Run it on the transaction of the sign-in so the session and the cleared streak go together. */
export async function completeSignIn(
  trx: Kysely<Database>,
  tokens: TokenService,
  player: Pick<AuthPlayer, "id" | "team" | "role" | "username" | "firstname" | "lastname">,
  ip: string,
): Promise<SignedInResult> {
  await clearPairFailures(trx, ip, player.username);
  const issued = await tokens.issue(
    { player: player.id, team: player.team, role: player.role },
    trx,
  );
  return {
    status: "signedIn",
    token: issued.token,
    claims: issued.claims,
    expiresAt: issued.expiresAt.toISOString(),
    player: player.id,
    team: player.team,
    role: player.role,
    username: player.username,
    firstname: player.firstname,
    lastname: player.lastname,
  };
}
