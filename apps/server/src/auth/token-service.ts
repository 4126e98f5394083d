/**
 * Session tokens: HS256 JWTs (jose) with the payload `{exp, team, player, role}` plus `jti` and
 * `iat`. Every issued token has a `sessions` row, so logout and password or 2FA changes revoke it.
 * The signing key is shared by every server process through the database (`settings` row
 * `server.token-key`, created on first use) unless `CANVASS_TOKEN_SECRET` provides one.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import type { Kysely } from "kysely";
import type { Role } from "@canvass/sdk/permissions";
import type { Database } from "../db/index.js";
import { toJson } from "../db/index.js";

/** Tokens live 12 hours from sign-in (absolute; there is no sliding renewal). */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

const KEY_SETTING = "server.token-key";

export interface TokenClaims {
  readonly exp: number;
  readonly team: string;
  readonly player: string;
  readonly role: Role;
}

export interface IssuedToken {
  readonly token: string;
  readonly claims: TokenClaims;
  readonly expiresAt: Date;
  readonly jti: string;
}

export interface VerifiedToken extends TokenClaims {
  readonly jti: string;
}

export interface TokenService {
  /** Signs a token and records its session (pass the transaction when inside one). */
  issue(
    subject: { player: string; team: string; role: Role },
    db?: Kysely<Database>,
  ): Promise<IssuedToken>;
  /** The claims of a well-signed, unexpired token, or `undefined`. */
  verify(token: string): Promise<VerifiedToken | undefined>;
}

export interface TokenServiceOptions {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  /** Overrides the database key (`CANVASS_TOKEN_SECRET`), at least 32 bytes. */
  readonly secret?: string | undefined;
}

async function loadKey(db: Kysely<Database>): Promise<Uint8Array> {
  const fresh = randomBytes(32).toString("base64url");
  await db
    .insertInto("settings")
    .values({ key: KEY_SETTING, data: toJson({ key: fresh }) })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("settings")
    .select("data")
    .where("key", "=", KEY_SETTING)
    .executeTakeFirstOrThrow();
  const key = row.data.key;
  if (typeof key !== "string") throw new Error(`settings ${KEY_SETTING} has no key`);
  return Buffer.from(key, "base64url");
}

export async function createTokenService(options: TokenServiceOptions): Promise<TokenService> {
  const secret = options.secret;
  if (secret !== undefined && Buffer.byteLength(secret) < 32) {
    throw new Error("CANVASS_TOKEN_SECRET must be at least 32 bytes");
  }
  const key = secret === undefined ? await loadKey(options.db) : new TextEncoder().encode(secret);
  const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

  return {
    async issue(subject, db = options.db) {
      const now = options.now();
      const exp = seconds(now) + TOKEN_LIFETIME_SECONDS;
      const jti = randomUUID();
      const claims: TokenClaims = {
        exp,
        team: subject.team,
        player: subject.player,
        role: subject.role,
      };
      const token = await new SignJWT({
        team: claims.team,
        player: claims.player,
        role: claims.role,
      })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuedAt(seconds(now))
        .setExpirationTime(exp)
        .setJti(jti)
        .sign(key);
      const expiresAt = new Date(exp * 1000);
      await db
        .insertInto("sessions")
        .values({ jti, player: subject.player, expires_at: expiresAt })
        .execute();
      return { token, claims, expiresAt, jti };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          currentDate: options.now(),
        });
        const { exp, team, player, role, jti } = payload as Record<string, unknown>;
        if (
          typeof exp !== "number" ||
          typeof team !== "string" ||
          typeof player !== "string" ||
          typeof role !== "string" ||
          typeof jti !== "string"
        ) {
          return undefined;
        }
        return { exp, team, player, role: role as Role, jti };
      } catch {
        return undefined;
      }
    },
  };
}

/** Revokes every live session of a player, except `keep` (the caller's own, when it stays valid). */
export async function revokeSessions(
  db: Kysely<Database>,
  player: string,
  now: Date,
  keep?: string,
): Promise<void> {
  let query = db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("player", "=", player)
    .where("revoked_at", "is", null);
  if (keep !== undefined) query = query.where("jti", "!=", keep);
  await query.execute();
}
