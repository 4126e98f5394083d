/**
 * Helpers for the platform area's integration tests: sessions minted straight from the token
 * service (so the tests never depend on the sign-in handler), demo entity ids, and upload bodies.
 */
import { squarePng } from "../../db/seed/png.js";
import type { TestApi } from "../../testing/api-harness.js";

export {
  DEMO_ROLES,
  campaignId,
  playerId,
  sessionFor,
  sessionsByRole,
  teamId,
  type DemoRole,
} from "../../testing/lookups.js";

/** A small valid PNG. */
export function pngBytes(color = "#2f6fde", size = 8): Uint8Array {
  return squarePng(color, size);
}

/** A multipart body with `content` as the `file` part of media type `type`. */
export function fileForm(content: Uint8Array | string, type: string, name = "file"): FormData {
  const form = new FormData();
  const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** A multipart body with a JSON file. */
export function jsonForm(value: unknown): FormData {
  return fileForm(JSON.stringify(value), "application/json", "file.json");
}

/** Reads the status and a few rows of the assets table, for "nothing written" checks. */
export async function assetRow(
  api: TestApi,
  path: string,
): Promise<{ size: number; modified: Date; content_type: string } | undefined> {
  return api.handle.db
    .selectFrom("assets")
    .select(["size", "modified", "content_type"])
    .where("path", "=", path)
    .executeTakeFirst();
}
