/**
 * The `assets` table as a file store: read, write (create or replace), delete and list a folder.
 * Paths are primary keys in the "C" collation, so a folder listing is a range scan of the key.
 * `modified` is the database's clock (a trigger sets it on every update), which is what
 * `Last-Modified` reports.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../../db/index.js";

export interface StoredAsset {
  readonly path: string;
  readonly contentType: string;
  readonly bytes: Buffer;
  readonly modified: Date;
}

export interface AssetEntry {
  readonly path: string;
  readonly contentType: string;
  readonly size: number;
  readonly modified: Date;
}

export interface WrittenAsset {
  readonly path: string;
  readonly size: number;
  readonly modified: Date;
  /** True when the file did not exist before. */
  readonly created: boolean;
}

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
}

export async function readAsset(
  db: Kysely<Database>,
  path: string,
  options: { readonly forUpdate?: boolean } = {},
): Promise<StoredAsset | undefined> {
  let query = db
    .selectFrom("assets")
    .select(["path", "content_type", "bytes", "modified"])
    .where("path", "=", path);
  if (options.forUpdate === true) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    path: row.path,
    contentType: row.content_type,
    bytes: toBuffer(row.bytes),
    modified: row.modified,
  };
}

/** The newest of several files (for the team picture, PNG or SVG). */
export async function readNewestAsset(
  db: Kysely<Database>,
  paths: readonly string[],
): Promise<StoredAsset | undefined> {
  const row = await db
    .selectFrom("assets")
    .select(["path", "content_type", "bytes", "modified"])
    .where("path", "in", [...paths])
    .orderBy("modified", "desc")
    .orderBy("path")
    .limit(1)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    path: row.path,
    contentType: row.content_type,
    bytes: toBuffer(row.bytes),
    modified: row.modified,
  };
}

/** Creates or replaces a file in one statement; `created` tells which happened. */
export async function writeAsset(
  db: Kysely<Database>,
  path: string,
  contentType: string,
  bytes: Uint8Array,
): Promise<WrittenAsset> {
  const row = await db
    .insertInto("assets")
    .values({ path, content_type: contentType, bytes: toBuffer(bytes) })
    .onConflict((conflict) =>
      conflict.column("path").doUpdateSet({
        content_type: (eb) => eb.ref("excluded.content_type"),
        bytes: (eb) => eb.ref("excluded.bytes"),
      }),
    )
    // A row inserted by this statement has no deleting transaction id (PostgreSQL's `xmax`).
    .returning(["path", "size", "modified", sql<boolean>`(xmax = 0)`.as("created")])
    .executeTakeFirstOrThrow();
  return { path: row.path, size: row.size, modified: row.modified, created: row.created };
}

/** Deletes a file; false when there was none. */
export async function deleteAsset(db: Kysely<Database>, path: string): Promise<boolean> {
  const result = await db.deleteFrom("assets").where("path", "=", path).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Every file under a folder (`folder` ends with `/`), in path order, without the bytes. */
export async function listAssets(db: Kysely<Database>, folder: string): Promise<AssetEntry[]> {
  // In the "C" collation the folder's files sort between `folder` and the same text with the
  // trailing "/" replaced by the next character, "0".
  const upper = `${folder.slice(0, -1)}0`;
  const rows = await db
    .selectFrom("assets")
    .select(["path", "content_type", "size", "modified"])
    .where("path", ">", folder)
    .where("path", "<", upper)
    .orderBy("path")
    .execute();
  return rows.map((row) => ({
    path: row.path,
    contentType: row.content_type,
    size: row.size,
    modified: row.modified,
  }));
}
