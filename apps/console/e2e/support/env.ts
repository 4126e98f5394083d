/**
 * What the global setup shares with the test files (vitest `provide`/`inject`): where the server
 * and the browser listen, and the seeded demo sign-ins. Plain data only: it crosses processes.
 */
import { inject } from "vitest";

/** A demo sign-in as `server.logins` prints it. */
export interface E2eLogin {
  readonly username: string;
  readonly password: string;
  readonly role: string;
  /** RFC 4648 base32 TOTP secret, for the one demo user with two-factor sign-in. */
  readonly totpSecret?: string;
}

export interface E2eEnv {
  /** The reference server serving the API (`/api`) and the built console: `http://127.0.0.1:…`. */
  readonly baseUrl: string;
  /** Playwright's endpoint of the Chromium for new contexts and the model files' lanes. */
  readonly wsEndpoint: string;
  /** The DevTools endpoint of the shared warm profile's Chromium (support/shared-profile.ts). */
  readonly warmCdpUrl: string;
  /** The suite's control endpoint (`GET /outbox`): server state a browser cannot see. */
  readonly controlUrl: string;
  readonly logins: readonly E2eLogin[];
}

declare module "vitest" {
  export interface ProvidedContext {
    e2e: E2eEnv;
  }
}

export function e2eEnv(): E2eEnv {
  return inject("e2e");
}

/** The demo login of a role (without two-factor sign-in). */
export function loginOf(role: string): E2eLogin {
  const login = e2eEnv().logins.find((item) => item.role === role && item.totpSecret === undefined);
  if (login === undefined) throw new Error(`no demo login for the role ${role}`);
  return login;
}

/** The demo login with two-factor sign-in, with its TOTP secret. */
export function twoFactorLogin(): E2eLogin & { readonly totpSecret: string } {
  for (const login of e2eEnv().logins) {
    const { totpSecret } = login;
    if (totpSecret !== undefined) return { ...login, totpSecret };
  }
  throw new Error("no demo login with two-factor sign-in");
}
