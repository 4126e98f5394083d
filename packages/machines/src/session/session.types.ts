import type { Schema } from "@canvass/sdk/contract";
import type { SessionTokenPayload } from "@canvass/sdk/tokens";

export type Player = Schema<"Player">;
export type Team = Schema<"Team">;
export type Role = Schema<"Role">;

/**
 * What the session needs from the per-host configuration: an optional home page override, either
 * one path for every role or one per role.
 */
export interface SessionConfiguration {
  readonly homepage?: string | Readonly<Partial<Record<Role, string>>>;
}

/** Why the session is signed out (`null` while it is not). */
export type SignedOutReason =
  /** No stored token, or one that is not three decodable parts, or is expired. */
  | "noValidToken"
  /** The fetched user's team is not the team of the stored token: the app went to /login. */
  | "teamChanged"
  /** The fetched team's role is not the role of the stored token: the app went to /login. */
  | "roleChanged"
  /** The user or the team could not be fetched. */
  | "profileUnavailable"
  | "loggedOut"
  /** The SDK saw more than 3 consecutive 401 responses. */
  | "forcedLogout";

/** The logout under way: whether the SDK forced it, and whether the page reloads afterwards. */
export interface PendingLogout {
  readonly forced: boolean;
  readonly reload: boolean;
}

export type SessionEvent =
  /** The per-host configuration has loaded (the spec polls for it every 50 ms; this is the event). */
  | { type: "session.configured"; configuration: SessionConfiguration }
  /** Sign-in stored a new token: check it and fetch the profile. */
  | { type: "session.signedIn"; token: string }
  /** Log out; `reload: false` keeps the page (it reloads after 250 ms otherwise). */
  | { type: "session.logout"; reload?: boolean }
  /** The SDK client's `forcedLogout` event (more than 3 consecutive 401 responses). */
  | { type: "session.forcedLogout"; consecutiveUnauthorized: number };

export interface SessionContext {
  /** The clock the token expiry is checked against (milliseconds since the epoch). */
  readonly now: () => number;
  readonly token: string | null;
  /** The stored token's claims once it was found valid: the stored team and role. */
  readonly claims: SessionTokenPayload | null;
  readonly configuration: SessionConfiguration | null;
  readonly user: Player | null;
  readonly team: Team | null;
  readonly reason: SignedOutReason | null;
  readonly logout: PendingLogout | null;
}

export interface SessionInput {
  /** Defaults to `Date.now`; tests pass a simulated clock's `now`. */
  readonly now?: () => number;
  /** The configuration, when it has already loaded before the machine starts. */
  readonly configuration?: SessionConfiguration;
}

/** Input of the injected `fetchUser` actor. */
export interface FetchUserInput {
  readonly playerId: string;
}

/** Input of the injected `fetchTeam` actor. */
export interface FetchTeamInput {
  readonly teamId: string;
}

/** Input of the injected `logOut` actor. */
export interface LogOutInput {
  /** The token to revoke on the server (skip that when `forced`: the server already refuses it). */
  readonly token: string | null;
  readonly forced: boolean;
}
