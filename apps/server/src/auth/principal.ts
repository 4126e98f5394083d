/**
 * Who is calling: the `Authorization: Basic base64(utf8(playerId:token))` header checked against
 * the token's signature, its session (not revoked, not expired) and the player (active, same team
 * and role as the token says). The answer carries the SDK's permission context, so every handler
 * asks the same `can` the console asks.
 */
import {
  createPermissionContext,
  type PermissionContext,
  type Role,
} from "@canvass/sdk/permissions";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/index.js";
import { unauthorized } from "../http/index.js";
import type { FeatureSource } from "./features.js";
import type { TokenService } from "./token-service.js";

export interface Principal {
  readonly player: {
    readonly id: string;
    readonly role: Role;
    readonly team: string;
    /** The client a client-role user belongs to. */
    readonly client: string | null;
    readonly username: string;
  };
  readonly team: {
    readonly id: string;
    readonly parent: string | null;
    readonly restrictions: readonly string[];
    readonly permissions: readonly string[];
  };
  /** The caller's team is the root team (no parent). */
  readonly isRootTeam: boolean;
  /** The SDK permission context: role, root team, effective restriction flags, features, self. */
  readonly permissions: PermissionContext;
  /** The session (token id) of this request. */
  readonly sessionId: string;
}

export interface Authenticator {
  /** The principal of a request, or a 401 problem. */
  authenticate(request: FastifyRequest): Promise<Principal>;
}

/** Splits a Basic header into player id and token; `undefined` when it is not one. */
export function parseBasicAuth(
  header: string | undefined,
): { player: string; token: string } | undefined {
  if (header === undefined) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (match?.[1] === undefined) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0) return undefined;
  return { player: decoded.slice(0, colon), token: decoded.slice(colon + 1) };
}

interface CallerRow {
  id: string;
  role: Role;
  team: string;
  client: string | null;
  username: string;
  status: number;
  team_parent: string | null;
  team_restrictions: string[];
  team_permissions: string[];
  client_restrictions: string[] | null;
  revoked_at: Date | null;
  expires_at: Date;
}

export function createAuthenticator(options: {
  readonly db: Kysely<Database>;
  readonly tokens: TokenService;
  readonly features: FeatureSource;
  readonly now: () => Date;
}): Authenticator {
  const refuse = (detail: string) => unauthorized(detail);
  return {
    async authenticate(request) {
      const credentials = parseBasicAuth(request.headers.authorization);
      if (credentials === undefined) throw refuse("Sign in: this call needs a profile token.");
      const claims = await options.tokens.verify(credentials.token);
      if (claims?.player !== credentials.player) {
        throw refuse("Your session is not valid or has expired. Sign in again.");
      }
      const row = (await options.db
        .selectFrom("sessions as s")
        .innerJoin("players as p", "p.id", "s.player")
        .innerJoin("teams as t", "t.id", "p.team")
        .leftJoin("clients as c", "c.id", "p.client")
        .select([
          "p.id",
          "p.role",
          "p.team",
          "p.client",
          "p.username",
          "p.status",
          "t.parent as team_parent",
          "t.restrictions as team_restrictions",
          "t.permissions as team_permissions",
          "c.restrictions as client_restrictions",
          "s.revoked_at",
          "s.expires_at",
        ])
        .where("s.jti", "=", claims.jti)
        .where("s.player", "=", claims.player)
        .executeTakeFirst()) as CallerRow | undefined;
      const now = options.now();
      if (row?.revoked_at !== null || row.expires_at <= now) {
        throw refuse("Your session has ended. Sign in again.");
      }
      if (row.status !== 1) throw refuse("This account is inactive.");
      if (row.team !== claims.team || row.role !== claims.role) {
        throw refuse("Your team or role has changed. Sign in again.");
      }
      const isRootTeam = row.team_parent === null;
      const permissions = createPermissionContext({
        role: row.role,
        isRootTeam,
        teamRestrictions: row.team_restrictions,
        clientRestrictions: row.client_restrictions ?? [],
        teamPermissions: row.team_permissions,
        features: await options.features.current(),
        selfId: row.id,
      });
      return {
        player: {
          id: row.id,
          role: row.role,
          team: row.team,
          client: row.client,
          username: row.username,
        },
        team: {
          id: row.team,
          parent: row.team_parent,
          restrictions: row.team_restrictions,
          permissions: row.team_permissions,
        },
        isRootTeam,
        permissions,
        sessionId: claims.jti,
      };
    },
  };
}
