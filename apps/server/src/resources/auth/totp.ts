/**
 * TOTP (RFC 6238) with the `otpauth` package: SHA-1, 30-second steps, 6 digits, the step before
 * and after accepted. The server remembers the last step each user signed in with
 * (`players.totp_last_step`), so a code is usable once and an older one never again.
 */
import { Secret, TOTP } from "otpauth";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = "Canvass";

/** A new random secret (160 bits), RFC 4648 base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URL of a secret, for an authenticator app's QR code. */
export function otpauthUrl(secret: string, username: string): string {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: username,
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}

/** The time step a code belongs to (within ±1 step of `now`), or `undefined` when it matches none. */
export function totpStep(secret: string, code: string, now: Date): number | undefined {
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp,
    window: TOTP_WINDOW,
  });
  if (delta === null) return undefined;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
}
