/**
 * Password hashing: argon2id with @node-rs/argon2 (prebuilt binaries), at one of OWASP's
 * equivalent minimum configurations: m = 12 MiB, t = 3, p = 1 (decision 0010: as strong as
 * m = 19 MiB, t = 2 by OWASP's table, and a third cheaper here, which a bulk creation of 1000
 * passwords needs). Hashes are PHC strings (`$argon2id$v=19$m=12288,t=3,p=1$...`) that carry their
 * own parameters, so hashes made with older ones still verify; `needsRehash` tells them apart and
 * sign-in replaces them.
 */
import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import type { Options } from "@node-rs/argon2";

/**
 * The algorithm is left at the library's default, Argon2id: `Algorithm` is a const enum, which
 * isolated modules cannot read (the tests check the `$argon2id$` prefix).
 */
export const ARGON2_OPTIONS: Readonly<
  Required<Pick<Options, "memoryCost" | "timeCost" | "parallelism">>
> = {
  memoryCost: 12288,
  timeCost: 3,
  parallelism: 1,
};

/** The PHC prefix every current hash starts with. */
const CURRENT_PREFIX = `$argon2id$v=19$m=${String(ARGON2_OPTIONS.memoryCost)},t=${String(ARGON2_OPTIONS.timeCost)},p=${String(ARGON2_OPTIONS.parallelism)}$`;

/** Whether a stored hash was made with other parameters (or another algorithm) than today's. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(CURRENT_PREFIX);
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Whether `password` matches `passwordHash`; false (not an error) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** The hash unknown users are checked against: same algorithm and cost as real ones. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("canvass-dummy-password-for-unknown-users");
  return dummyHash;
}

/**
 * Costs what `verifyPassword` costs and always resolves to false: run it for an unknown user
 * so the answer takes as long as for a wrong password.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  await verifyPassword(await dummyPasswordHash(), password);
  return false;
}

/** Computes the dummy hash ahead of the first unknown-user login (call at start). */
export async function warmUpPasswords(): Promise<void> {
  await dummyPasswordHash();
}

/**
 * How many hashes run at once in `hashPasswords`: @node-rs/argon2 hashes on libuv's thread pool
 * (4 threads unless `UV_THREADPOOL_SIZE` says otherwise), so more would only queue there.
 */
export const HASH_CONCURRENCY = 4;

/**
 * Hashes many passwords (a bulk create) with `hashPassword`, a few at a time so that the thread
 * pool stays busy without queueing the whole batch in front of other requests' sign-ins.
 */
export async function hashPasswords(
  passwords: readonly string[],
  concurrency = HASH_CONCURRENCY,
): Promise<string[]> {
  const hashes: string[] = new Array<string>(passwords.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < passwords.length) {
      const index = next;
      next += 1;
      hashes[index] = await hashPassword(passwords[index] ?? "");
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return hashes;
}

let unusableHash: Promise<string> | undefined;

/**
 * The stored hash of a user created without a password (bulk rows): the argon2id hash of 32
 * random bytes drawn once per process and never kept, so no password matches it, and a sign-in
 * attempt costs as long as for any other user.
 */
export function unusablePasswordHash(): Promise<string> {
  unusableHash ??= hashPassword(randomBytes(32).toString("base64url"));
  return unusableHash;
}
