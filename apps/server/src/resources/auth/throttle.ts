/**
 * Brute-force throttling without a hard lockout, on the `auth_attempts` table (failures only):
 *
 * - per account (`user:<lower-cased username>`, known or not, so an unknown name is throttled
 *   exactly like a real one): 10 failures in 15 minutes are free, then each further attempt
 *   waits 30 s after the latest failure, doubling per failure, capped at 15 minutes;
 * - per client address (`ip:<address>`): at most 30 failures a minute.
 *
 * A refused attempt answers 429 with `Retry-After` and is not recorded (waiting is enough to get
 * in again). A complete sign-in clears the account's failures. Successes are not counted per
 * address, so colleagues behind one NAT can all sign in at nine o'clock.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/index.js";
import { tooManyRequests } from "../../http/index.js";

export const ACCOUNT_FREE_FAILURES = 10;
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;
export const BACKOFF_BASE_SECONDS = 30;
export const BACKOFF_CAP_SECONDS = 15 * 60;
export const ADDRESS_MAX_FAILURES = 30;
export const ADDRESS_WINDOW_SECONDS = 60;

/** The throttle keys of one attempt: the client address, and the account when known. */
export interface ThrottleKeys {
  readonly address: string;
  readonly account?: string | undefined;
}

export function throttleKeys(ip: string, username?: string): ThrottleKeys {
  return {
    address: `ip:${ip}`,
    account: username === undefined ? undefined : `user:${username.toLowerCase()}`,
  };
}

/** Seconds an account must still wait after `failures` failures, the latest at `last`. */
export function accountWaitSeconds(failures: number, last: Date, now: Date): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  const exponent = Math.min(failures - ACCOUNT_FREE_FAILURES, 16);
  const backoff = Math.min(BACKOFF_BASE_SECONDS * 2 ** exponent, BACKOFF_CAP_SECONDS);
  return Math.max(0, last.getTime() / 1000 + backoff - now.getTime() / 1000);
}

/** Seconds an address must still wait after `failures` failures in the window, the oldest at `first`. */
export function addressWaitSeconds(failures: number, first: Date, now: Date): number {
  if (failures < ADDRESS_MAX_FAILURES) return 0;
  return Math.max(0, first.getTime() / 1000 + ADDRESS_WINDOW_SECONDS - now.getTime() / 1000);
}

const secondsBefore = (now: Date, seconds: number): Date =>
  new Date(now.getTime() - seconds * 1000);

interface KeyFailures {
  key: string;
  failures: number;
  first: Date;
  last: Date;
}

/** Throws 429 with `Retry-After` when the address or the account must wait (one query). */
export async function assertNotThrottled(
  db: Kysely<Database>,
  now: Date,
  keys: ThrottleKeys,
): Promise<void> {
  const addressSince = secondsBefore(now, ADDRESS_WINDOW_SECONDS);
  const accountSince = secondsBefore(now, ACCOUNT_WINDOW_SECONDS);
  const rows = (await db
    .selectFrom("auth_attempts")
    .select([
      "key",
      sql<number>`count(*)::int`.as("failures"),
      sql<Date>`min(at)`.as("first"),
      sql<Date>`max(at)`.as("last"),
    ])
    .where("success", "=", false)
    .where((eb) =>
      eb.or([
        eb.and([eb("key", "=", keys.address), eb("at", ">", addressSince), eb("at", "<=", now)]),
        ...(keys.account === undefined
          ? []
          : [
              eb.and([
                eb("key", "=", keys.account),
                eb("at", ">", accountSince),
                eb("at", "<=", now),
              ]),
            ]),
      ]),
    )
    .groupBy("key")
    .execute()) as KeyFailures[];
  let wait = 0;
  for (const row of rows) {
    const seconds =
      row.key === keys.address
        ? addressWaitSeconds(row.failures, new Date(row.first), now)
        : accountWaitSeconds(row.failures, new Date(row.last), now);
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

/** Records one failed attempt for each key, and forgets failures older than every window. */
export async function recordFailure(
  db: Kysely<Database>,
  now: Date,
  keys: ThrottleKeys,
): Promise<void> {
  const values = [keys.address, ...(keys.account === undefined ? [] : [keys.account])].map(
    (key) => ({ key, success: false, at: now }),
  );
  await db.insertInto("auth_attempts").values(values).execute();
  await db
    .deleteFrom("auth_attempts")
    .where("at", "<", secondsBefore(now, ACCOUNT_WINDOW_SECONDS))
    .execute();
}

/** Clears an account's failure streak (after a complete sign-in or a password reset). */
export async function clearAccountFailures(db: Kysely<Database>, username: string): Promise<void> {
  const { account } = throttleKeys("", username);
  if (account === undefined) return;
  await db.deleteFrom("auth_attempts").where("key", "=", account).execute();
}
