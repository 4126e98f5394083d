import { usableHomepage } from "@canvass/sdk/permissions";
import type { Role, SessionConfiguration } from "./session.types";

/** The home page of each role when nothing overrides it (spec §2, navigation behaviour). */
export const ROLE_HOME_PATHS: Readonly<Record<Role, string>> = {
  root: "/dashboard",
  admin: "/dashboard",
  manager: "/dashboard",
  client: "/dashboard",
  callcenter: "/subs",
  rep: "/user/me",
};

export interface HomePathInput {
  /** The signed-in operator's role (the team's role, checked against the stored token). */
  readonly role: Role;
  /** The user's metadata; its `homepage` wins over everything else. */
  readonly userMetadata?: Readonly<Record<string, unknown>> | undefined;
  /** The team's metadata; its `homepage` wins over the configuration and the role. */
  readonly teamMetadata?: Readonly<Record<string, unknown>> | undefined;
  /** The per-host configuration: one `homepage` for every role, or one per role. */
  readonly configuration?: SessionConfiguration | null | undefined;
}

function configuredHome(configuration: HomePathInput["configuration"], role: Role): unknown {
  const homepage = configuration?.homepage;
  if (homepage === undefined || typeof homepage === "string") return homepage;
  return homepage[role];
}

/**
 * The operator's home page. Precedence, first usable one wins (the SDK's `usableHomepage`: a
 * value that is not an address of a console screen is skipped):
 *
 * 1. the user's metadata `homepage`,
 * 2. the team's metadata `homepage`,
 * 3. the configuration's `homepage` (for the role when it is a per-role map),
 * 4. the role's default: admin, manager, client (and root) → `/dashboard`; callcenter → `/subs`;
 *    rep → `/user/me`.
 *
 * A path stored without its leading slash gets one (`subs` → `/subs`).
 */
export function resolveHomePath({
  role,
  userMetadata,
  teamMetadata,
  configuration,
}: HomePathInput): string {
  return (
    usableHomepage(userMetadata?.homepage) ??
    usableHomepage(teamMetadata?.homepage) ??
    usableHomepage(configuredHome(configuration, role)) ??
    ROLE_HOME_PATHS[role]
  );
}
