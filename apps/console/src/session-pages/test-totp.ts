/**
 * Test support: the codes of the seeded two-factor user's authenticator (RFC 6238: HMAC-SHA1,
 * 30-second steps, 6 digits), so the page tests can pass the real server's second step.
 */
import { createHmac } from "node:crypto";

/** The demo user with two-factor sign-in, and its TOTP secret (apps/server seed plan). */
export const TWO_FACTOR_USER = { username: "admin2fa", password: "canvass-admin-demo" } as const;
export const DEMO_TOTP_SECRET = "JBSWY3DPEHPK3PXPCANVASSDEMO2FAAA";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Bytes(text: string): Buffer {
  let bits = "";
  for (const char of text.replace(/=+$/, "")) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8)
    bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The code of a time step (`Math.floor(epochSeconds / 30)`). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, "0");
}

export function currentStep(now = Date.now()): number {
  return Math.floor(now / 30_000);
}

/** A 6-digit code the server refuses now: none of the steps it accepts (now ± 1). */
export function wrongCode(secret: string, now = Date.now()): string {
  const step = currentStep(now);
  const accepted = new Set([step - 1, step, step + 1].map((s) => totpCode(secret, s)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, "0");
    if (!accepted.has(code)) return code;
  }
}
