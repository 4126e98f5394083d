/**
 * A small DKIM verifier for tests (RFC 6376, `rsa-sha256`, relaxed canonicalization — what
 * nodemailer signs with): checks a raw message's `DKIM-Signature` against a public key, so a test
 * proves the mail that reached the SMTP server was signed with the domain's key.
 */
import { createHash, createPublicKey, createVerify } from "node:crypto";

export interface DkimCheck {
  readonly domain: string;
  readonly selector: string;
  readonly headers: readonly string[];
  readonly bodyHashOk: boolean;
  readonly signatureOk: boolean;
}

function splitMessage(raw: string): { headers: string[]; body: string } {
  const normalized = raw.replace(/\r?\n/g, "\r\n");
  const at = normalized.indexOf("\r\n\r\n");
  const head = at < 0 ? normalized : normalized.slice(0, at);
  const body = at < 0 ? "" : normalized.slice(at + 4);
  // Unfolded header fields, each with its original text.
  const headers: string[] = [];
  for (const line of head.split("\r\n")) {
    const last = headers.at(-1);
    if (/^[ \t]/.test(line) && last !== undefined)
      headers[headers.length - 1] = `${last}\r\n${line}`;
    else headers.push(line);
  }
  return { headers, body };
}

function relaxedHeader(field: string): string {
  const colon = field.indexOf(":");
  const name = field.slice(0, colon).trim().toLowerCase();
  const value = field
    .slice(colon + 1)
    .replace(/\r\n/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
  return `${name}:${value}`;
}

function relaxedBody(body: string): string {
  const lines = body.split("\r\n").map((line) => line.replace(/[ \t]+/g, " ").replace(/ $/, ""));
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  return lines.length === 0 ? "" : `${lines.join("\r\n")}\r\n`;
}

function tags(value: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of value.split(";")) {
    const at = part.indexOf("=");
    if (at > 0) map.set(part.slice(0, at).trim(), part.slice(at + 1).replace(/\s+/g, ""));
  }
  return map;
}

/** Verifies the first DKIM-Signature of `raw` with `publicKeyBase64` (SPKI DER, base64). */
export function verifyDkim(raw: string, publicKeyBase64: string): DkimCheck {
  const { headers, body } = splitMessage(raw);
  const signatureField = headers.find((field) => /^dkim-signature:/i.test(field));
  if (signatureField === undefined) throw new Error("The message has no DKIM-Signature");
  const signature = tags(signatureField.slice(signatureField.indexOf(":") + 1));
  if (signature.get("a") !== "rsa-sha256") throw new Error("Only rsa-sha256 is checked");
  if ((signature.get("c") ?? "simple/simple") !== "relaxed/relaxed") {
    throw new Error(`Only relaxed/relaxed is checked, not ${signature.get("c") ?? "simple"}`);
  }
  const bodyHash = createHash("sha256").update(relaxedBody(body)).digest("base64");
  const signed = (signature.get("h") ?? "").split(":").map((name) => name.trim().toLowerCase());
  const used = new Set<number>();
  const lines: string[] = [];
  for (const name of signed) {
    // The last unused occurrence of the header, bottom up.
    for (let index = headers.length - 1; index >= 0; index -= 1) {
      const field = headers[index] ?? "";
      if (used.has(index) || field.slice(0, field.indexOf(":")).trim().toLowerCase() !== name) {
        continue;
      }
      used.add(index);
      lines.push(`${relaxedHeader(field)}\r\n`);
      break;
    }
  }
  const unsigned = relaxedHeader(signatureField).replace(/(^|;)(\s*b=)[^;]*/, "$1$2");
  const data = lines.join("") + unsigned;
  const key = createPublicKey({
    key: Buffer.from(publicKeyBase64, "base64"),
    format: "der",
    type: "spki",
  });
  const verifier = createVerify("RSA-SHA256");
  verifier.update(data);
  return {
    domain: signature.get("d") ?? "",
    selector: signature.get("s") ?? "",
    headers: signed,
    bodyHashOk: bodyHash === signature.get("bh"),
    signatureOk: verifier.verify(key, Buffer.from(signature.get("b") ?? "", "base64")),
  };
}
