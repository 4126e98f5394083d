/**
 * Where to return after signing in (issue #17 item 26): a signed-out visit to a gated address
 * goes to `/login?next=<that address>`, and the completed sign-in opens it again, where the route's
 * own gate decides whether this operator may see it (if not, it sends them home). Only a path of
 * this console is taken, never another origin (`//host`, `/\host`, `https:`), and never a
 * sign-in page itself.
 */
export const RETURN_PARAM = "next";

const SIGN_IN_PATHS = ["/login", "/2fa", "/reset_password"];

/** `/login?next=…` for an address (path, query and hash of this console). */
export function loginPathFor(address: string): string {
  return `/login?${new URLSearchParams({ [RETURN_PARAM]: address }).toString()}`;
}

/** The address to return to from a query string (`?next=…`), or `undefined`. */
export function returnPathOf(search: string): string | undefined {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  if (next === null || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) {
    return undefined;
  }
  const path = next.split(/[?#]/, 1)[0] ?? "";
  if (path === "/" || SIGN_IN_PATHS.some((page) => path === page || path.startsWith(`${page}/`))) {
    return undefined;
  }
  return next;
}
