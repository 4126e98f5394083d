/**
 * Where the signed-in profile token lives between page loads: one `localStorage` entry holding
 * the token and its player id (the SDK's `Session`). Nothing else is kept there by the console;
 * the SDK's read cache has its own prefix.
 */
import type { Session } from "@canvass/sdk/client";
import { parseToken } from "@canvass/sdk/tokens";

export const SESSION_STORAGE_KEY = "canvass/session";

export interface TokenStore {
  read(): Session | null;
  write(token: string): Session | null;
  clear(): void;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function createTokenStore(key = SESSION_STORAGE_KEY): TokenStore {
  return {
    read() {
      const raw = storage()?.getItem(key);
      if (raw == null) return null;
      try {
        const value = JSON.parse(raw) as Partial<Session>;
        return typeof value.token === "string" && typeof value.playerId === "string"
          ? { token: value.token, playerId: value.playerId }
          : null;
      } catch {
        return null;
      }
    },
    write(token) {
      const parsed = parseToken(token);
      if (!parsed.ok) return null;
      const session: Session = { token, playerId: parsed.payload.player };
      storage()?.setItem(key, JSON.stringify(session));
      return session;
    },
    clear() {
      storage()?.removeItem(key);
    },
  };
}
