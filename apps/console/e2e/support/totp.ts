/**
 * RFC 6238 TOTP codes (SHA-1, 30-second steps, 6 digits: what the server accepts, see
 * apps/server/src/auth/totp) with node:crypto, so the suite needs no extra package.
 */
import { createHmac } from "node:crypto";

const PERIOD_SECONDS = 30;
const DIGITS = 6;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Bytes(secret: string): Buffer {
  let bits = "";
  for (const char of secret.replace(/=+$/, "").toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error("the TOTP secret is not base32");
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The code of one time step (RFC 4226 HOTP over the step counter). */
function codeAt(key: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", key).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, "0");
}

const stepOf = (now: number) => Math.floor(now / 1000 / PERIOD_SECONDS);

/** The current code of a base32 secret. */
export function totpCode(secret: string, now = Date.now()): string {
  return codeAt(base32Bytes(secret), stepOf(now));
}

/** A well-formed code the server refuses now: none of the codes of the steps it accepts. */
export function wrongTotpCode(secret: string, now = Date.now()): string {
  const key = base32Bytes(secret);
  const step = stepOf(now);
  const accepted = new Set([-2, -1, 0, 1, 2].map((delta) => codeAt(key, step + delta)));
  let candidate = 0;
  while (accepted.has(String(candidate).padStart(DIGITS, "0"))) candidate += 1;
  return String(candidate).padStart(DIGITS, "0");
}
