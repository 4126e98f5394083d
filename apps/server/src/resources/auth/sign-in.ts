/**
 * `POST /users/auth/` (signIn): the password check (argon2id; an unknown username is checked
 * against a dummy hash so it costs the same and answers the same), then either a session token
 * or, for users with two-factor sign-in, a second-step challenge. Throttled per (username, address)
 * and per address (throttle.ts). A right password stored with older argon2id parameters is re-hashed
 * with today's (password-upgrade.ts).
 */
import { verifyDummyPassword, verifyPassword } from "../../db/index.js";
import type { OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { AUTH_REASONS, authFailed } from "./auth-errors.js";
import { createChallenge } from "./challenges.js";
import { playerByUsername } from "./players.js";
import { upgradePasswordHash } from "./password-upgrade.js";
import { completeSignIn } from "./signed-in.js";
import { assertNotThrottled, recordFailure, throttleKeys } from "./throttle.js";

export function signIn(deps: ServerDeps): OperationHandler<"signIn"> {
  return async ({ body, request }) => {
    const now = deps.now();
    const keys = throttleKeys(request.ip, body.username);
    await assertNotThrottled(deps.db, now, keys);
    const player = await playerByUsername(deps.db, body.username);
    const passwordOk =
      player === undefined
        ? await verifyDummyPassword(body.password)
        : await verifyPassword(player.password_hash, body.password);
    if (player === undefined || !passwordOk) {
      await recordFailure(deps.db, now, keys);
      throw authFailed(AUTH_REASONS.invalidCredentials);
    }
    await upgradePasswordHash(deps.db, player, body.password);
    if (player.status !== 1) {
      await recordFailure(deps.db, now, keys);
      throw authFailed(AUTH_REASONS.inactive);
    }
    if (player.totp_enabled && player.totp_secret !== null) {
      const challenge = await createChallenge(deps.db, player.id, now);
      return {
        status: 200,
        body: {
          status: "secondStepRequired",
          secondStep: "code",
          challenge: challenge.value,
          expiresAt: challenge.expiresAt.toISOString(),
        },
      };
    }
    const result = await deps.db
      .transaction()
      .execute((trx) => completeSignIn(trx, deps.tokens, player, request.ip));
    return { status: 200, body: result };
  };
}
