/**
 * Password reset by mail: `POST /users/password-reset/` (requestPasswordReset) always answers
 * 202 at once, and only then (a background job, so the answer's timing says nothing about the
 * username) sends, for an active user, a message with a single-use link through the mail
 * pipeline (`src/mail`: the local outbox on the embedded default, else the relay) and writes a
 * log line without the token; `POST /users/password-reset/complete/` (completePasswordReset)
 * sets the new password with the token from that link.
 *
 * The token is 32 random bytes (base64url); only its SHA-256 digest is stored. It expires after
 * an hour, and using one uses up every open reset of the user. A second message within a minute
 * of the last is not sent (the answer stays 202), so the call cannot flood a mailbox.
 */
import type { Kysely } from "kysely";
import { revokeSessions } from "../../auth/index.js";
import { hashPassword, type Database } from "../../db/index.js";
import { unprocessable, type HttpProblem, type OperationHandler } from "../../http/index.js";
import {
  dispatchQueuedMail,
  queueMail,
  type MailSettings,
  type QueuedMail,
} from "../../mail/index.js";
import type { ServerDeps } from "../../services.js";
import { playerByUsername, type AuthPlayer } from "./players.js";
import { randomToken, tokenDigest } from "./secrets.js";
import { assertNotThrottled, clearUserFailures, recordFailure, throttleKeys } from "./throttle.js";

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

/** A user to send a reset message to. */
export interface ResetRecipient {
  readonly id: string;
  readonly email: string;
  readonly firstname: string;
  readonly username: string;
}

/** Rows per INSERT of reset tokens (well under PostgreSQL's parameter limit). */
const RESETS_PER_INSERT = 1000;

/**
 * Writes the resets and their messages in `trx` (a bulk create sends one to every user created
 * without a password): each user gets a single-use token that expires after
 * `RESET_LIFETIME_SECONDS`, stored as its digest, and a message with the link through the mail
 * pipeline (`queueMail`, decision 0040: the outbox on the embedded default, else the relay's
 * job once `dispatchQueuedMail` runs after the commit). Answers the logged messages, in the
 * order of `players`.
 */
export async function queueResetMails(
  trx: Kysely<Database>,
  players: readonly ResetRecipient[],
  now: Date,
  mail: MailSettings,
): Promise<QueuedMail[]> {
  if (players.length === 0) return [];
  const expiresAt = new Date(now.getTime() + RESET_LIFETIME_SECONDS * 1000);
  const resets = players.map((player) => {
    const token = randomToken();
    return { player, token, mail: resetMail(player, token) };
  });
  for (let start = 0; start < resets.length; start += RESETS_PER_INSERT) {
    const chunk = resets.slice(start, start + RESETS_PER_INSERT);
    await trx
      .insertInto("password_resets")
      .values(
        chunk.map(({ player, token }) => ({
          token_hash: tokenDigest(token),
          player: player.id,
          created: now,
          expires_at: expiresAt,
        })),
      )
      .execute();
  }
  const queued: QueuedMail[] = [];
  for (const reset of resets) {
    queued.push(
      await queueMail(
        trx,
        { mail, now: () => now },
        { to: reset.player.email, subject: reset.mail.subject, text: reset.mail.body },
      ),
    );
  }
  return queued;
}

/**
 * Looks the user up and, for an active one without a reset in the last minute, writes the reset
 * and its message: run after the 202 has been sent, so the answer takes the same time for every
 * username.
 */
async function queueResetFor(deps: ServerDeps, username: string, now: Date): Promise<void> {
  const player = await playerByUsername(deps.db, username);
  if (player?.status !== 1) return;
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
    const [mail] = await queueResetMails(trx, [player], now, deps.mail);
    return mail;
  });
  if (queued === undefined) return;
  await dispatchQueuedMail(deps, [queued.id]);
  deps.log(
    {
      to: player.email,
      subject: RESET_SUBJECT,
      messageId: queued.id,
      ...(queued.outboxId === undefined ? {} : { outboxId: queued.outboxId }),
    },
    "mail queued",
  );
}

export function requestPasswordReset(deps: ServerDeps): OperationHandler<"requestPasswordReset"> {
  return async ({ body, request, reply }) => {
    const now = deps.now();
    await assertNotThrottled(deps.db, now, throttleKeys(request.ip));
    // Nothing about the user is read before answering: the same work for every username.
    deps.jobs.afterResponse(reply, "password-reset", () => queueResetFor(deps, body.username, now));
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
      await clearUserFailures(trx, reset.username);
    });
    return { status: 204 } as const;
  };
}
