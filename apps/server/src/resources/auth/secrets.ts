/**
 * Random values handed to users (reset tokens, 2FA challenges, recovery codes) and how they are
 * stored: high-entropy tokens as a SHA-256 digest (a lookup key; the token itself is never
 * stored or logged), low-entropy recovery codes with argon2id (`hashPassword`).
 */
import { createHash, randomBytes, randomInt } from "node:crypto";

/** 32 random bytes, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The SHA-256 digest of a token, hex: what the database keeps. */
export function tokenDigest(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A random 8-digit recovery code (leading zeros kept). */
export function recoveryCode(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, "0");
}
