/**
 * Brute-force throttling without a lockout anyone else can cause (decision 0014), on the
 * `auth_attempts` table (failures only), so every server process on one database shares it:
 *
 * - per (username, client address) (`pair:<username>@<address>`, known name or not, so an unknown
 *   name is throttled exactly like a real one): 5 failures in 15 minutes are free, then each
 *   attempt waits 30 s after the latest failure, doubling, capped at 15 minutes;
 * - per client address (`ip:<address>`): 20 failures in 15 minutes are free (across usernames: a
 *   password spray), then each attempt waits 5 s after the latest failure, doubling, capped at
 *   5 minutes.
 *
 * There is no per-username limit across addresses: failures from one address never delay the
 * right password from an address that has not failed. A refused attempt answers 429 with
 * `Retry-After` and is not recorded (waiting is enough to get in again). A complete sign-in clears
 * the failures of its (username, address); a password reset clears every address's for that user.
 * The address is `request.ip`: the socket's peer, or `X-Forwarded-For` only from the proxies
 * configured in `CANVASS_TRUST_PROXY`.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/index.js";
import { tooManyRequests } from "../../http/index.js";

export const PAIR_FREE_FAILURES = 5;
export const PAIR_BACKOFF_BASE_SECONDS = 30;
export const PAIR_BACKOFF_CAP_SECONDS = 15 * 60;
export const ADDRESS_FREE_FAILURES = 20;
export const ADDRESS_BACKOFF_BASE_SECONDS = 5;
export const ADDRESS_BACKOFF_CAP_SECONDS = 5 * 60;
/** How long a failure counts (and is kept). */
export const FAILURE_WINDOW_SECONDS = 15 * 60;

/** The throttle keys of one attempt: the client address, and the (username, address) pair. */
export interface ThrottleKeys {
  readonly address: string;
  readonly pair?: string | undefined;
}

const userPrefix = (username: string): string =>
  `pair:${encodeURIComponent(username.toLowerCase())}@`;

export function throttleKeys(ip: string, username?: string): ThrottleKeys {
  return {
    address: `ip:${ip}`,
    pair: username === undefined ? undefined : `${userPrefix(username)}${ip}`,
  };
}

/** Seconds to wait after `failures` failures, the latest at `last` (0 while they are free). */
function backoffSeconds(
  failures: number,
  last: Date,
  now: Date,
  policy: { free: number; base: number; cap: number },
): number {
  if (failures < policy.free) return 0;
  const exponent = Math.min(failures - policy.free, 16);
  const backoff = Math.min(policy.base * 2 ** exponent, policy.cap);
  return Math.max(0, last.getTime() / 1000 + backoff - now.getTime() / 1000);
}

/** Seconds a (username, address) pair must still wait after `failures` failures. */
export function pairWaitSeconds(failures: number, last: Date, now: Date): number {
  return backoffSeconds(failures, last, now, {
    free: PAIR_FREE_FAILURES,
    base: PAIR_BACKOFF_BASE_SECONDS,
    cap: PAIR_BACKOFF_CAP_SECONDS,
  });
}

/** Seconds an address must still wait after `failures` failures (any usernames). */
export function addressWaitSeconds(failures: number, last: Date, now: Date): number {
  return backoffSeconds(failures, last, now, {
    free: ADDRESS_FREE_FAILURES,
    base: ADDRESS_BACKOFF_BASE_SECONDS,
    cap: ADDRESS_BACKOFF_CAP_SECONDS,
  });
}

const secondsBefore = (now: Date, seconds: number): Date =>
  new Date(now.getTime() - seconds * 1000);

interface KeyFailures {
  key: string;
  failures: number;
  last: Date;
}

/** Throws 429 with `Retry-After` when the address or the pair must wait (one query). */
export async function assertNotThrottled(
  db: Kysely<Database>,
  now: Date,
  keys: ThrottleKeys,
): Promise<void> {
  const since = secondsBefore(now, FAILURE_WINDOW_SECONDS);
  const wanted = [keys.address, ...(keys.pair === undefined ? [] : [keys.pair])];
  const rows = (await db
    .selectFrom("auth_attempts")
    .select(["key", sql<number>`count(*)::int`.as("failures"), sql<Date>`max(at)`.as("last")])
    .where("success", "=", false)
    .where("key", "in", wanted)
    .where("at", ">", since)
    .where("at", "<=", now)
    .groupBy("key")
    .execute()) as KeyFailures[];
  let wait = 0;
  for (const row of rows) {
    const last = new Date(row.last);
    const seconds =
      row.key === keys.address
        ? addressWaitSeconds(row.failures, last, now)
        : pairWaitSeconds(row.failures, last, now);
    wait = Math.max(wait, seconds);
  }
  if (wait > 0) {
    const rounded = Math.ceil(wait);
    throw tooManyRequests(
      rounded,
      `Too many failed attempts. Try again in ${rounded} second${rounded === 1 ? "" : "s"}.`,
    );
  }
}

/** Records one failed attempt for each key, and forgets failures older than the window. */
export async function recordFailure(
  db: Kysely<Database>,
  now: Date,
  keys: ThrottleKeys,
): Promise<void> {
  const values = [keys.address, ...(keys.pair === undefined ? [] : [keys.pair])].map((key) => ({
    key,
    success: false,
    at: now,
  }));
  await db.insertInto("auth_attempts").values(values).execute();
  await db
    .deleteFrom("auth_attempts")
    .where("at", "<", secondsBefore(now, FAILURE_WINDOW_SECONDS))
    .execute();
}

/** Clears the failures of one (username, address) pair (after a complete sign-in from there). */
export async function clearPairFailures(
  db: Kysely<Database>,
  ip: string,
  username: string,
): Promise<void> {
  const { pair } = throttleKeys(ip, username);
  if (pair === undefined) return;
  await db.deleteFrom("auth_attempts").where("key", "=", pair).execute();
}

/** Clears a user's failures from every address (after a password reset). */
export async function clearUserFailures(db: Kysely<Database>, username: string): Promise<void> {
  await db
    .deleteFrom("auth_attempts")
    .where(sql<boolean>`starts_with(key, ${userPrefix(username)})`)
    .execute();
}
