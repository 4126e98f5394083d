/**
 * Helpers for the platform area's integration tests: sessions minted straight from the token
 * service (so the tests never depend on the sign-in handler), demo entity ids, and upload bodies.
 */
import { basicAuthHeader } from "@canvass/sdk";
import { squarePng } from "../../db/seed/png.js";
import type { ApiSession, TestApi } from "../../testing/api-harness.js";

/** A session for a seeded user, issued by the token service (no sign-in call). */
export async function sessionFor(api: TestApi, username: string): Promise<ApiSession> {
  const row = await api.handle.db
    .selectFrom("players")
    .select(["id", "team", "role"])
    .where("username", "=", username)
    .executeTakeFirstOrThrow();
  const issued = await api.deps.tokens.issue({ player: row.id, team: row.team, role: row.role });
  return {
    player: row.id,
    team: row.team,
    role: row.role,
    token: issued.token,
    authorization: basicAuthHeader(row.id, issued.token),
  };
}

export const DEMO_ROLES = ["root", "admin", "manager", "client", "callcenter", "rep"] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

/** Sessions for the demo user of every role (the username is the role's name). */
export async function sessionsByRole(api: TestApi): Promise<Record<DemoRole, ApiSession>> {
  const sessions: Partial<Record<DemoRole, ApiSession>> = {};
  for (const role of DEMO_ROLES) sessions[role] = await sessionFor(api, role);
  return sessions as Record<DemoRole, ApiSession>;
}

export async function playerId(api: TestApi, username: string): Promise<string> {
  const row = await api.handle.db
    .selectFrom("players")
    .select("id")
    .where("username", "=", username)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function teamId(api: TestApi, title: string): Promise<string> {
  const row = await api.handle.db
    .selectFrom("teams")
    .select("id")
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function campaignId(api: TestApi, title: string): Promise<string> {
  const row = await api.handle.db
    .selectFrom("campaigns")
    .select("id")
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
  return row.id;
}

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
