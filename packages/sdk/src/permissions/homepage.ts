/**
 * A home page (a user's or team's metadata `homepage`, spec §2: it overrides the role's start
 * page) must be an address inside the console that leads to a screen: a path such as
 * `/dashboard/subs` or `/user/me` matching one of the gated routes of `ROUTE_GATES`. Anything
 * else — another site (`https://…`, `//host`), a sign-in page, a typo — would strand its users.
 * The server refuses such a value (422 `/metadata/homepage`), the console's forms say why next to
 * the field, and the session machine skips one stored before the check existed.
 */
import { ROUTE_GATES, type RoutePattern } from "./gates";

export const HOMEPAGE_PROBLEMS = ["notPath", "unknownPage"] as const;
/** `notPath`: not one console address; `unknownPage`: an address no screen has. */
export type HomepageProblem = (typeof HOMEPAGE_PROBLEMS)[number];

/** The English text of each problem (the server's field message). */
export const HOMEPAGE_PROBLEM_MESSAGES: Readonly<Record<HomepageProblem, string>> = {
  notPath: "A home page is an address inside the console, starting with a single /.",
  unknownPage: "No page of the console has this address.",
};

/** One leading slash (no scheme, no host), then only the characters of a URL path and query. */
const IN_APP_ADDRESS = /^\/(?!\/)[\w\-.~!$&'()*+,;=:@%/?#]*$/;

/** `{id}` one segment, `{id?}` an optional segment, `{rest*}` the rest of the address. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .slice(1)
    .map((segment) => {
      if (/^\{\w+\*\}$/.test(segment)) return "(?:/.*)?";
      if (/^\{\w+\?\}$/.test(segment)) return "(?:/[^/]+)?";
      if (/^\{\w+\}$/.test(segment)) return "/[^/]+";
      return `/${segment.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")}`;
    })
    .join("");
  return new RegExp(`^${source}/?$`);
}

/** The routes a home page may lead to: every route with a gate (not the open sign-in pages). */
const SCREENS: readonly RegExp[] = (Object.keys(ROUTE_GATES) as RoutePattern[])
  .filter((pattern) => ROUTE_GATES[pattern].length > 0)
  .map(patternRegExp);

/** What is wrong with a home page, or `undefined` when it is usable (empty: no override). */
export function homepageProblem(raw: string): HomepageProblem | undefined {
  const value = raw.trim();
  if (value === "") return undefined;
  if (!IN_APP_ADDRESS.test(value)) return "notPath";
  const path = value.split(/[?#]/, 1)[0] ?? value;
  return SCREENS.some((screen) => screen.test(path)) ? undefined : "unknownPage";
}

/**
 * A stored home page as a path to open, or `undefined` when it is not a usable one. Values
 * stored before the check may lack the leading slash (`subs`): they get one.
 */
export function usableHomepage(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  const path = trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
  return homepageProblem(path) === undefined ? path : undefined;
}
