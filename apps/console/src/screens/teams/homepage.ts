/**
 * A team's home page (its metadata `homepage`, spec §2: it overrides the role's start page for
 * the team's users) must be an address inside the console that leads to a screen: a path such
 * as `/dashboard/subs` or `/user/me` matching one of the console's gated routes. Anything else —
 * another site (`https://…`, `//host`), a sign-in page, a typo — would strand the team's users.
 */
import { matchPath } from "react-router-dom";
import { routerPath } from "../../routing/route-path";
import { OPEN_ROUTES, ROUTES } from "../../routing/route-table";

export type HomepageProblem = "notPath" | "unknownPage";

const GATED_PATHS = ROUTES.filter((route) => !OPEN_ROUTES.has(route.pattern)).map((route) =>
  routerPath(route.pattern),
);

/** Empty is fine (no override). */
export function homepageProblem(raw: string): HomepageProblem | undefined {
  const value = raw.trim();
  if (value === "") return undefined;
  // One leading slash (no scheme, no host), then only the characters of a URL path and query.
  if (!/^\/(?!\/)[\w\-.~!$&'()*+,;=:@%/?#]*$/.test(value)) return "notPath";
  const path = value.split(/[?#]/, 1)[0] ?? value;
  return GATED_PATHS.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null)
    ? undefined
    : "unknownPage";
}

/** The metadata to save: the new home page (or none), every other key kept as it was. */
export function metadataWithHomepage(
  metadata: Readonly<Record<string, unknown>> | undefined,
  homepage: string,
): Record<string, unknown> {
  const rest = Object.fromEntries(
    Object.entries(metadata ?? {}).filter(([key]) => key !== "homepage"),
  );
  const value = homepage.trim();
  return value === "" ? rest : { ...rest, homepage: value };
}

/** The stored home page as text ("" when none or not text). */
export function homepageOf(metadata: Readonly<Record<string, unknown>> | undefined): string {
  const value = metadata?.homepage;
  return typeof value === "string" ? value : "";
}
