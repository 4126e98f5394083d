/**
 * Where a signed-in user should land, worked out independently of the browser: the machines'
 * `resolveHomePath` over the user and team the API returns and the host configuration, then the
 * console's own redirects (`/dashboard` → its default type, `/user/me` → the user's profile).
 */
import { resolveHomePath } from "@canvass/machines";
import type { Schema } from "@canvass/sdk/contract";
import { DEFAULT_DASHBOARD_TYPE } from "@canvass/sdk/settings";
import hostConfig from "../../public/config/127.0.0.1.json";
import { apiGet, type SignedIn } from "./api";

export async function expectedHomePath(session: SignedIn): Promise<string> {
  const player = await apiGet<Schema<"Player">>(session, `/players/${session.player}/`);
  const team = await apiGet<Schema<"Team">>(session, `/teams/${session.team}/`);
  const home = resolveHomePath({
    role: session.role,
    userMetadata: player.metadata,
    teamMetadata: team.metadata,
    configuration: { homepage: hostConfig.homepage },
  });
  return afterConsoleRedirects(home, session.player);
}

/** Where the console's redirects take a home path (the user's own id for `/user/me`). */
export function afterConsoleRedirects(home: string, playerId: string): string {
  if (home === "/dashboard") return `/dashboard/${DEFAULT_DASHBOARD_TYPE}`;
  if (home === "/user/me") return `/user/${playerId}`;
  return home;
}
