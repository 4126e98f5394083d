/**
 * `POST /users/2fa/` (verifyTwoFactor): the second step of a sign-in. The challenge must be
 * known, unexpired, unused and have a try left (five per challenge); the code is a TOTP code
 * or a recovery code. Failures count toward the same per (username, address) and per-address throttle as
 * sign-in (a challenge with no try left answers "too many tries" before the throttle: it is final
 * and checks no code). Success uses up the challenge and the code and issues the session token.
 */
import type { OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { AUTH_REASONS, authFailed, type AuthReason } from "./auth-errors.js";
import { findChallenge, takeTry, useChallenge } from "./challenges.js";
import { playerById } from "./players.js";
import { matchSecondFactor, useSecondFactor } from "./second-factor.js";
import { completeSignIn } from "./signed-in.js";
import { assertNotThrottled, recordFailure, throttleKeys } from "./throttle.js";

export function verifyTwoFactor(deps: ServerDeps): OperationHandler<"verifyTwoFactor"> {
  return async ({ body, request }) => {
    const now = deps.now();
    const challenge = await findChallenge(deps.db, body.challenge, now);
    const player =
      challenge === undefined ? undefined : await playerById(deps.db, challenge.player);
    const keys = throttleKeys(request.ip, player?.username);
    const fail = async (reason: AuthReason) => {
      await recordFailure(deps.db, now, keys);
      return authFailed(reason);
    };
    // A challenge whose tries are used up is final whatever the throttle says, and it checks no
    // code (so it is not counted as a failure): say so ("sign in again") rather than "wait".
    if (challenge?.state === "spent") throw authFailed(AUTH_REASONS.tooManyTries);
    await assertNotThrottled(deps.db, now, keys);
    if (
      challenge === undefined ||
      player === undefined ||
      challenge.state === "expired" ||
      !player.totp_enabled ||
      player.totp_secret === null
    ) {
      throw await fail(AUTH_REASONS.challengeExpired);
    }
    if (!(await takeTry(deps.db, challenge.id, now))) {
      throw await fail(AUTH_REASONS.tooManyTries);
    }
    if (player.status !== 1) throw await fail(AUTH_REASONS.inactive);
    const match = await matchSecondFactor(deps.db, player, body.code, now);
    if (match.kind === "reused") throw await fail(AUTH_REASONS.codeUsed);
    if (match.kind === "invalid") throw await fail(AUTH_REASONS.invalidCode);
    const result = await deps.db.transaction().execute(async (trx) => {
      if (!(await useChallenge(trx, challenge.id, now))) {
        throw authFailed(AUTH_REASONS.challengeExpired);
      }
      await useSecondFactor(trx, player.id, match, now);
      return completeSignIn(trx, deps.tokens, player, request.ip);
    });
    return { status: 200, body: result };
  };
}
