/** Who is signed in: the JWT from sign-in and its `player` claim. */
export interface Session {
  readonly token: string;
  readonly playerId: string;
}

/** Reads the current session; `null`/`undefined` when signed out. May be async (e.g. from storage). */
export type SessionAccessor = () =>
  Session | null | undefined | Promise<Session | null | undefined>;
