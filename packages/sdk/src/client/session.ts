/** Who is signed in: the JWT from sign-in, its `player` claim and the organisation's tag. */
export interface Session {
  readonly token: string;
  readonly playerId: string;
  /** The tag sign-in answered with (the `{tag}` of the API host); absent when it sent none. */
  readonly tag?: string | undefined;
}

/** Reads the current session; `null`/`undefined` when signed out. May be async (e.g. from storage). */
export type SessionAccessor = () =>
  Session | null | undefined | Promise<Session | null | undefined>;

/**
 * Where the client keeps the session that `client.auth.signIn` / `verifyTwoFactor` start and
 * `signOut` ends. Either method may be async (a file, a keychain, browser storage).
 */
export interface SessionStore {
  get(): Session | null | undefined | Promise<Session | null | undefined>;
  /** Keeps `session`, or forgets the stored one on `null`. */
  set(session: Session | null): void | Promise<void>;
}

/** A session store in memory: the default, gone with the process or the page. */
export function createMemorySessionStore(initial: Session | null = null): SessionStore {
  let current = initial;
  return {
    get: () => current,
    set: (session) => {
      current = session;
    },
  };
}
