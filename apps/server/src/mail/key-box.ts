/**
 * Seals the DKIM private keys at rest (AES-256-GCM). The key is `CANVASS_MAIL_KEY_SECRET`
 * (hashed to 32 bytes) or, without it, a random key kept in the `settings` table. A sealed
 * value is `v1.<iv>.<tag>.<ciphertext>` in base64url; only the sending job opens it.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { toJson, type Database } from "../db/index.js";

const KEY_SETTING = "mail.key-box";
const keys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

async function databaseKey(db: Kysely<Database>): Promise<Buffer> {
  await db
    .insertInto("settings")
    .values({ key: KEY_SETTING, data: toJson({ key: randomBytes(32).toString("base64url") }) })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("settings")
    .select("data")
    .where("key", "=", KEY_SETTING)
    .executeTakeFirstOrThrow();
  const key = row.data.key;
  if (typeof key !== "string") throw new Error(`settings ${KEY_SETTING} has no key`);
  return Buffer.from(key, "base64url");
}

function boxKey(db: Kysely<Database>, secret: string | undefined): Promise<Buffer> {
  if (secret !== undefined) {
    if (Buffer.byteLength(secret) < 32) {
      throw new Error("CANVASS_MAIL_KEY_SECRET must be at least 32 bytes");
    }
    return Promise.resolve(createHash("sha256").update(secret).digest());
  }
  let key = keys.get(db);
  if (key === undefined) {
    key = databaseKey(db);
    keys.set(db, key);
  }
  return key;
}

export async function sealSecret(
  db: Kysely<Database>,
  secret: string | undefined,
  plain: string,
): Promise<string> {
  const key = await boxKey(db, secret);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export async function openSecret(
  db: Kysely<Database>,
  secret: string | undefined,
  sealed: string,
): Promise<string> {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || iv === undefined || tag === undefined || data === undefined) {
    throw new Error("Not a sealed secret");
  }
  const key = await boxKey(db, secret);
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(data, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}
