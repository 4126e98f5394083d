/**
 * Pictures for the avatar tests: images drawn by Chromium itself (a canvas, so no fixture files)
 * and the stored picture read back through the API.
 */
import type { Page } from "playwright-core";
import { authorization, type SignedIn } from "./api";
import { e2eEnv } from "./env";

/** A `width`×`height` image of `type` (PNG, JPEG or WebP), drawn in the page. */
export async function drawnImage(
  page: Page,
  type: "image/png" | "image/jpeg" | "image/webp",
  width: number,
  height: number,
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([mime, w, h]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext("2d");
      if (context === null) throw new Error("no 2d context");
      context.fillStyle = "#0f766e";
      context.fillRect(0, 0, w, h);
      context.fillStyle = "#fde68a";
      context.beginPath();
      context.arc(w / 2, h / 2, Math.min(w, h) / 3, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL(mime);
    },
    [type, width, height] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

export const TEAM_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1d4ed8"/><circle cx="32" cy="32" r="18" fill="#fde68a"/></svg>';

/** A stored file or picture as the API answers it: status, type and bytes. */
export async function readPicture(
  session: SignedIn,
  url: string,
): Promise<{ status: number; type: string; bytes: Buffer }> {
  const answer = await fetch(`${e2eEnv().baseUrl}${url}`, {
    headers: { authorization: authorization(session) },
  });
  return {
    status: answer.status,
    type: answer.headers.get("content-type") ?? "",
    bytes: Buffer.from(await answer.arrayBuffer()),
  };
}

/** Writes a user's picture through the API (multipart, as the console sends it). */
export async function uploadUserPicture(session: SignedIn, id: string, png: Buffer): Promise<void> {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "player.png");
  const answer = await fetch(`${e2eEnv().baseUrl}/assets/players/${id}/player.png`, {
    method: "POST",
    headers: { authorization: authorization(session) },
    body,
  });
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`picture upload: HTTP ${String(answer.status)} ${await answer.text()}`);
  }
}

/** The width and height a PNG's IHDR chunk gives. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = bytes.subarray(0, 8).toString("hex");
  if (signature !== "89504e470d0a1a0a") throw new Error(`not a PNG (${signature})`);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
