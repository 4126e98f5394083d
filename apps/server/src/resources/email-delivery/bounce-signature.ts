/**
 * The bounce webhook's signature (decision 0040): `Canvass-Signature: t=<unix seconds>,v1=<hex>`
 * where v1 is HMAC-SHA256 with `CANVASS_BOUNCE_SECRET` over the JSON text of
 * `[t, email, type, messageId or null, reason or null]`. Older than 5 minutes is refused.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface BounceReport {
  readonly email: string;
  readonly type: "hard" | "soft";
  readonly reason?: string | undefined;
  readonly messageId?: string | undefined;
}

function signedText(t: number, report: BounceReport): string {
  return JSON.stringify([
    t,
    report.email,
    report.type,
    report.messageId ?? null,
    report.reason ?? null,
  ]);
}

/** The header a sender puts on a report (the relay's side; tests use it too). */
export function signBounce(secret: string, report: BounceReport, t: number): string {
  const v1 = createHmac("sha256", secret).update(signedText(t, report)).digest("hex");
  return `t=${t},v1=${v1}`;
}

/** Whether `header` signs `report` with `secret` within the tolerance of `now`. */
export function verifyBounceSignature(
  secret: string,
  header: string,
  report: BounceReport,
  now: Date,
): boolean {
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get("t"));
  const v1 = parts.get("v1") ?? "";
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac("sha256", secret).update(signedText(t, report)).digest();
  return timingSafeEqual(expected, Buffer.from(v1, "hex"));
}
