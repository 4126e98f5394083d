// Base64 helpers that run the same in Node (>= 16) and browsers: TextEncoder/TextDecoder and
// btoa/atob are globals in both, so nothing here needs Node's Buffer.

const CHUNK = 0x8000;

/** Standard base64 (with padding) of the UTF-8 bytes of `text`. */
export function encodeBase64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** Decodes a base64url part (padding optional) as strict UTF-8; `null` when it is not one. */
export function decodeBase64UrlUtf8(part: string): string | null {
  if (!BASE64URL.test(part)) return null;
  const unpadded = part.replace(/=+$/, "");
  if (unpadded.length % 4 === 1) return null;
  const base64 = unpadded.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
