/**
 * `GET /checkins/{id}/picture/`: the picture taken at a check-in, with its stored content type
 * and `Last-Modified` (the check-in's last change). A check-in outside the caller's scope, or
 * one without a picture, is a 404.
 */
import { sql, type Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { notFound } from "../../http/index.js";
import { rowScope, scopeConditions } from "./row-scope.js";

export interface CheckinPicture {
  readonly bytes: Buffer;
  readonly contentType: "image/png" | "image/jpeg";
  readonly modified: Date;
}

export async function checkinPicture(
  db: Kysely<Database>,
  principal: Principal,
  id: string,
): Promise<CheckinPicture> {
  const scope = await rowScope(db, principal);
  const conditions = [sql`r.id = ${id}`, sql`r.picture IS NOT NULL`, ...scopeConditions(scope)];
  const { rows } = await sql<{ picture: Uint8Array; picture_type: string | null; updated: Date }>`
    SELECT r.picture, r.picture_type, r.updated FROM checkins r
    WHERE ${sql.join(conditions, sql` AND `)}`.execute(db);
  const row = rows[0];
  if (row === undefined) throw notFound(`Check-in ${id} has no picture you can see.`);
  return {
    bytes: Buffer.from(row.picture),
    contentType: row.picture_type === "image/jpeg" ? "image/jpeg" : "image/png",
    modified: row.updated,
  };
}
