/**
 * The five things an asset operation does to one file of one entity — read (with
 * `Last-Modified`/304), upload (create or replace), merge a patch, delete — written once; the
 * handler tables bind them to each operation and file. Every write runs in one transaction
 * that also does the permission and scope checks.
 */
import type { Schema } from "@canvass/sdk/contract";
import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { Database } from "../../../db/index.js";
import { principalOf } from "../../../auth/index.js";
import { conditional, notFound, payloadTooLarge, unprocessable } from "../../../http/index.js";
import type { ServerDeps } from "../../../services.js";
import { authorizeRead, authorizeWrite } from "./asset-access.js";
import { assetPath, FORMATS, type AssetFile } from "./asset-files.js";
import {
  deleteAsset,
  readAsset,
  writeAsset,
  type StoredAsset,
  type WrittenAsset,
} from "./asset-store.js";
import { parseJson } from "./file-checks.js";
import { mergePatch } from "./merge-patch.js";
import { checkUpload, jsonContentErrors, readFilePart } from "./upload-reading.js";

export interface EntityRequest {
  readonly params: { readonly id: string };
  readonly principal: unknown;
}

export interface CachedRequest extends EntityRequest {
  readonly headers: { readonly "If-Modified-Since"?: string | undefined };
}

export interface UploadRequest extends EntityRequest {
  readonly body: Buffer;
  readonly request: FastifyRequest;
}

export interface PatchRequest extends EntityRequest {
  readonly body: Readonly<Record<string, unknown>>;
}

type Headers = Readonly<Record<string, string>>;

export interface NotModifiedAnswer {
  readonly status: 304;
  readonly headers: Headers;
}

export type FileAnswer =
  | {
      readonly status: 200;
      readonly body: Buffer | string;
      readonly contentType: string;
      readonly headers: Headers;
    }
  | NotModifiedAnswer;

export type JsonAnswer<T> =
  { readonly status: 200; readonly body: T; readonly headers: Headers } | NotModifiedAnswer;

export interface WriteAnswer<S extends 200 | 201 = 200 | 201> {
  readonly status: S;
  readonly body: Schema<"AssetWriteResult">;
  readonly headers: Headers;
}

function writeAnswer<S extends 200 | 201>(written: WrittenAsset, status: S): WriteAnswer<S> {
  return {
    status,
    body: { path: written.path, size: written.size, modified: written.modified.toISOString() },
    headers: conditional(undefined, written.modified).headers,
  };
}

/** The body of a stored file for its format: text for SVG and text files, bytes otherwise. */
export function fileBody(file: AssetFile, asset: StoredAsset): Buffer | string {
  return file.format === "svg" || file.format === "text"
    ? asset.bytes.toString("utf8")
    : asset.bytes;
}

export function assetOperations(deps: ServerDeps) {
  const { db } = deps;

  /** A file the entity's record tells of (`onRecord`): the record's `updated` moves with it. */
  async function touchRecord(trx: Transaction<Database>, file: AssetFile, id: string) {
    if (file.onRecord !== true) return;
    if (file.kind !== "players") throw new Error(`onRecord is not built for ${file.kind}`);
    await trx.updateTable("players").set({ updated: deps.now() }).where("id", "=", id).execute();
  }

  /** The stored file after the read checks, or 404. */
  async function storedFile(ctx: CachedRequest, file: AssetFile): Promise<StoredAsset> {
    const principal = principalOf(ctx);
    await authorizeRead(db, principal, file.kind, ctx.params.id, file);
    const asset = await readAsset(db, assetPath(file, ctx.params.id));
    if (asset === undefined) throw notFound(`There is no ${file.name} for ${ctx.params.id}.`);
    return asset;
  }

  return {
    /** A PNG, SVG, text or zip file. */
    async readFile(ctx: CachedRequest, file: AssetFile): Promise<FileAnswer> {
      const asset = await storedFile(ctx, file);
      const cache = conditional(ctx.headers["If-Modified-Since"], asset.modified);
      if (cache.notModified) return { status: 304, headers: cache.headers };
      return {
        status: 200,
        body: fileBody(file, asset),
        contentType: FORMATS[file.format].contentType,
        headers: cache.headers,
      };
    },

    /** A JSON file, parsed; `T` is its contract schema, which every write enforces. */
    async readJson<T>(ctx: CachedRequest, file: AssetFile): Promise<JsonAnswer<T>> {
      const asset = await storedFile(ctx, file);
      const cache = conditional(ctx.headers["If-Modified-Since"], asset.modified);
      if (cache.notModified) return { status: 304, headers: cache.headers };
      const value = parseJson(asset.bytes);
      if (value === undefined) throw notFound(`The stored ${file.name} is not readable.`);
      return { status: 200, body: value as T, headers: cache.headers };
    },

    /** POST and PUT: the multipart `file` part replaces the stored file whole. */
    async upload(ctx: UploadRequest, file: AssetFile): Promise<WriteAnswer> {
      const principal = principalOf(ctx);
      const written = await db.transaction().execute(async (trx) => {
        await authorizeWrite(trx, principal, file.kind, ctx.params.id);
        const part = await readFilePart(ctx.body, ctx.request.headers["content-type"]);
        const bytes = await checkUpload(file, part);
        const path = assetPath(file, ctx.params.id);
        const stored = await writeAsset(trx, path, FORMATS[file.format].contentType, bytes);
        await touchRecord(trx, file, ctx.params.id);
        return stored;
      });
      return written.created ? writeAnswer(written, 201) : writeAnswer(written, 200);
    },

    /** PATCH: a JSON Merge Patch into the stored JSON file; the result must keep its schema. */
    async patch(ctx: PatchRequest, file: AssetFile): Promise<WriteAnswer<200>> {
      const principal = principalOf(ctx);
      const written = await db.transaction().execute(async (trx) => {
        await authorizeWrite(trx, principal, file.kind, ctx.params.id);
        const path = assetPath(file, ctx.params.id);
        const stored = await readAsset(trx, path, { forUpdate: true });
        if (stored === undefined) throw notFound(`There is no ${file.name} to merge into.`);
        const merged = mergePatch(parseJson(stored.bytes) ?? {}, ctx.body);
        const bytes = Buffer.from(JSON.stringify(merged), "utf8");
        if (bytes.length > FORMATS[file.format].maxBytes) {
          throw payloadTooLarge("The merged file would be larger than 1 MiB.");
        }
        const errors = await jsonContentErrors(file, merged, "");
        if (errors.length > 0) {
          throw unprocessable("The merged file would not match the format of this file.", errors);
        }
        return writeAsset(trx, path, FORMATS[file.format].contentType, bytes);
      });
      return writeAnswer(written, 200);
    },

    async remove(ctx: EntityRequest, file: AssetFile): Promise<{ readonly status: 204 }> {
      const principal = principalOf(ctx);
      await db.transaction().execute(async (trx) => {
        await authorizeWrite(trx, principal, file.kind, ctx.params.id);
        if (!(await deleteAsset(trx, assetPath(file, ctx.params.id)))) {
          throw notFound(`There is no ${file.name} for ${ctx.params.id}.`);
        }
        await touchRecord(trx, file, ctx.params.id);
      });
      return { status: 204 };
    },
  };
}

export type AssetOperations = ReturnType<typeof assetOperations>;
