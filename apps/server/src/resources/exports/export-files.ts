/**
 * Where run files live (decision 0035): a directory on the server's disk (`CANVASS_EXPORT_DIR`,
 * default `<tmp>/canvass-exports`). A run writes `<runId>.<ext>.part` and renames it to
 * `<runId>.<ext>` only when it succeeded, so a half-written file is never offered. A run's
 * `url` is `canvass-export:<file>`; `as: link` adds an expiry and an HMAC signature that
 * `downloadExport` accepts until it expires (15 minutes). Files expire after
 * `CANVASS_EXPORT_TTL_HOURS` (default 72): downloads answer 404 after that. Deleting expired
 * files, and the `.part` of a run the sweep failed after a crash, is not built yet.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const LINK_LIFETIME_MS = 15 * 60 * 1000;
const SCHEME = "canvass-export:";

export interface ExportFiles {
  readonly dir: string;
  readonly ttlMs: number;
  readonly partPath: (file: string) => string;
  readonly finalPath: (file: string) => string;
  readonly publish: (file: string) => Promise<void>;
  readonly discard: (file: string) => Promise<void>;
  readonly urlOf: (file: string) => string;
  /** The file a run url (signed or not) names; `undefined` when it is not a run url. */
  readonly fileOf: (url: string) => { file: string; expires?: number; signed: boolean } | undefined;
  readonly sign: (file: string, now: Date) => { url: string; expires: Date };
}

export function createExportFiles(
  options: { dir?: string; ttlMs?: number; secret?: string } = {},
): ExportFiles {
  const dir = options.dir ?? process.env.CANVASS_EXPORT_DIR ?? join(tmpdir(), "canvass-exports");
  const ttlMs =
    options.ttlMs ?? Number(process.env.CANVASS_EXPORT_TTL_HOURS ?? "72") * 60 * 60 * 1000;
  const secret =
    options.secret ?? process.env.CANVASS_TOKEN_SECRET ?? randomBytes(32).toString("hex");
  const signature = (file: string, expires: number) =>
    createHmac("sha256", secret)
      .update(`${file}|${String(expires)}`)
      .digest("base64url");
  const safe = (file: string) => {
    if (!/^[A-Za-z0-9-]+\.[a-z]+$/.test(file)) throw new Error(`Bad export file name: ${file}`);
    return file;
  };
  return {
    dir,
    ttlMs,
    partPath: (file) => join(dir, `${safe(file)}.part`),
    finalPath: (file) => join(dir, safe(file)),
    async publish(file) {
      await rename(join(dir, `${safe(file)}.part`), join(dir, file));
    },
    async discard(file) {
      await rm(join(dir, `${safe(file)}.part`), { force: true });
      await rm(join(dir, safe(file)), { force: true });
    },
    urlOf: (file) => `${SCHEME}${safe(file)}`,
    fileOf(url) {
      if (!url.startsWith(SCHEME)) return undefined;
      const [file = "", query = ""] = url.slice(SCHEME.length).split("?");
      if (!/^[A-Za-z0-9-]+\.[a-z]+$/.test(file)) return undefined;
      if (query === "") return { file, signed: false };
      const params = new URLSearchParams(query);
      const expires = Number(params.get("exp"));
      const given = Buffer.from(params.get("sig") ?? "");
      const wanted = Buffer.from(signature(file, expires));
      const signed = given.length === wanted.length && timingSafeEqual(given, wanted);
      return { file, expires, signed };
    },
    sign(file, now) {
      const expires = now.getTime() + LINK_LIFETIME_MS;
      return {
        url: `${SCHEME}${safe(file)}?exp=${String(expires)}&sig=${signature(file, expires)}`,
        expires: new Date(expires),
      };
    },
  };
}

/** Creates the directory (once per process). */
export async function ensureDir(files: ExportFiles): Promise<void> {
  await mkdir(files.dir, { recursive: true });
}
