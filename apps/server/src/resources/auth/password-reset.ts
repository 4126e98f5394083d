/**
 * Password reset by mail: `POST /users/password-reset/` (requestPasswordReset) always answers
 * 202, and for an active user writes a message with a single-use link to the local outbox (and
 * a log line without the token); `POST /users/password-reset/complete/` (completePasswordReset)
 * sets the new password with the token from that link.
 *
 * The token is 32 random bytes (base64url); only its SHA-256 digest is stored. It expires after
 * an hour, and using one uses up every open reset of the user. A second message within a minute
 * of the last is not sent (the answer stays 202), so the call cannot flood a mailbox.
 */
import { revokeSessions } from "../../auth/index.js";
import { hashPassword } from "../../db/index.js";
import { unprocessable, type HttpProblem, type OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { playerByUsername, type AuthPlayer } from "./players.js";
import { randomToken, tokenDigest } from "./secrets.js";
import {
  assertNotThrottled,
  clearAccountFailures,
  recordFailure,
  throttleKeys,
} from "./throttle.js";

export const RESET_LIFETIME_SECONDS = 60 * 60;
export const RESET_COOLDOWN_SECONDS = 60;
export const RESET_PATH = "/reset_password";
export const RESET_SUBJECT = "Reset your Canvass password";

/** The message of a reset: plain text with the link. */
export function resetMail(player: Pick<AuthPlayer, "firstname" | "username">, token: string) {
  const link = `${RESET_PATH}?token=${token}`;
  return {
    subject: RESET_SUBJECT,
    body: [
      `Hello ${player.firstname},`,
      "",
      `Someone asked to reset the password of the Canvass account ${player.username}.`,
      "To choose a new password, open this link within an hour:",
      "",
      link,
      "",
      "If it was not you, ignore this message: your password stays as it is.",
      "",
    ].join("\n"),
  };
}

export function requestPasswordReset(deps: ServerDeps): OperationHandler<"requestPasswordReset"> {
  return async ({ body, request }) => {
    const now = deps.now();
    await assertNotThrottled(deps.db, now, throttleKeys(request.ip));
    const player = await playerByUsername(deps.db, body.username);
    if (player?.status !== 1) return { status: 202 };
    const token = randomToken();
    const mail = resetMail(player, token);
    const queued = await deps.db.transaction().execute(async (trx) => {
      const recent = await trx
        .selectFrom("password_resets")
        .select("token_hash")
        .where("player", "=", player.id)
        .where("used_at", "is", null)
        .where("created", ">", new Date(now.getTime() - RESET_COOLDOWN_SECONDS * 1000))
        .where("created", "<=", now)
        .executeTakeFirst();
      if (recent !== undefined) return undefined;
      await trx
        .insertInto("password_resets")
        .values({
          token_hash: tokenDigest(token),
          player: player.id,
          created: now,
          expires_at: new Date(now.getTime() + RESET_LIFETIME_SECONDS * 1000),
        })
        .execute();
      return trx
        .insertInto("outbox")
        .values({ to_address: player.email, subject: mail.subject, body: mail.body, created: now })
        .returning("id")
        .executeTakeFirstOrThrow();
    });
    if (queued !== undefined) {
      deps.log({ to: player.email, subject: mail.subject, outboxId: queued.id }, "mail queued");
    }
    return { status: 202 };
  };
}

function invalidToken(): HttpProblem {
  return unprocessable("This reset link is unknown, used or expired: ask for a new one.", [
    { field: "/token", message: "is unknown, used or expired", code: "invalid-token" },
  ]);
}

export function completePasswordReset(deps: ServerDeps): OperationHandler<"completePasswordReset"> {
  return async ({ body, request }) => {
    const now = deps.now();
    const keys = throttleKeys(request.ip);
    await assertNotThrottled(deps.db, now, keys);
    const digest = tokenDigest(body.token);
    const reset = await deps.db
      .selectFrom("password_resets as r")
      .innerJoin("players as p", "p.id", "r.player")
      .select(["r.player", "r.expires_at", "r.used_at", "p.username", "p.status"])
      .where("r.token_hash", "=", digest)
      .executeTakeFirst();
    if (reset?.used_at !== null || reset.expires_at <= now || reset.status !== 1) {
      await recordFailure(deps.db, now, keys);
      throw invalidToken();
    }
    const passwordHash = await hashPassword(body.password);
    await deps.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable("password_resets")
        .set({ used_at: now })
        .where("player", "=", reset.player)
        .where("used_at", "is", null)
        .returning("token_hash")
        .execute();
      if (!used.some((row) => row.token_hash === digest)) throw invalidToken();
      await trx
        .updateTable("players")
        .set({ password_hash: passwordHash })
        .where("id", "=", reset.player)
        .execute();
      await revokeSessions(trx, reset.player, now);
      await clearAccountFailures(trx, reset.username);
    });
    return { status: 204 } as const;
  };
}
