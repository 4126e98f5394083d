/**
 * The SFTP password at rest (decision 0043): sealed with AES-256-GCM under a key derived from
 * `CANVASS_TOKEN_SECRET` (else a per-process key, so a password stored by one process cannot
 * be opened by another or after a restart: the run then fails saying to enter it again). The
 * sealed text is `v1.<iv>.<tag>.<ciphertext>` in base64url; it is never returned by the API.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const PROCESS_SECRET = randomBytes(32).toString("hex");

function keyOf(secret = process.env.CANVASS_TOKEN_SECRET ?? PROCESS_SECRET): Buffer {
  return createHash("sha256").update(`canvass-sftp-password:${secret}`).digest();
}

export function sealSecret(text: string, secret?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url"));
  return `v1.${parts.join(".")}`;
}

/** The sealed text opened, or `undefined` when it was sealed under another key or is damaged. */
export function openSecret(sealed: string, secret?: string): string | undefined {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || iv === undefined || tag === undefined || body === undefined) {
    return undefined;
  }
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(body, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return undefined;
  }
}
