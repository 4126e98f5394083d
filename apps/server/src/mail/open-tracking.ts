/**
 * Open tracking (decision 0061), off unless `CANVASS_OPEN_TRACKING_URL` names the API's public
 * address. A tracked message gets a random token (128 bits) when it is queued; the job adds a
 * 1×1 image to the HTML it sends — never to the copy the messages log shows, so staff reading
 * a message in /messages do not "open" it — pointing at `trackEmailOpen`
 * (`GET /emails/messages/{id}/open/?t=<token>`). The URL carries no personal data; the server
 * keeps only the time of the first open (no address, no user agent, no count). System mail
 * (password resets) is never tracked, nor is the plain-text part.
 */
import { randomBytes } from "node:crypto";

/** A 1×1 transparent GIF. */
export const OPEN_PIXEL_GIF = Buffer.from(
  "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
  "base64",
);

/** A new pixel token (22 characters, base64url). */
export function newOpenToken(): string {
  return randomBytes(16).toString("base64url");
}

/** The pixel's address under the API's public base (`https://canvass.example.org/api`). */
export function openPixelUrl(base: string, messageId: string, token: string): string {
  return `${base.replace(/\/+$/, "")}/emails/messages/${encodeURIComponent(messageId)}/open/?t=${encodeURIComponent(token)}`;
}

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The HTML with the pixel before `</body>` (or at its end). */
export function withOpenPixel(html: string, url: string): string {
  const pixel = `<img src="${escapeAttribute(url)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0;" />`;
  const end = html.search(/<\/body\s*>/i);
  return end < 0 ? `${html}${pixel}` : `${html.slice(0, end)}${pixel}${html.slice(end)}`;
}
