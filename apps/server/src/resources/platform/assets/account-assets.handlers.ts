/**
 * The read-only submission files (transcription, email tracking, archive, signature), the
 * listing of an entity's files and one file of it, and the team picture served by the API.
 */
import type { Schema } from "@canvass/sdk/contract";
import { principalOf } from "../../../auth/index.js";
import { conditional, notFound, tablesModified, type HandlerMap } from "../../../http/index.js";
import type { ServerDeps } from "../../../services.js";
import { authorizeRead, type ReadRule } from "./asset-access.js";
import {
  ACCOUNT_ARCHIVE,
  ACCOUNT_EMAIL_TRACKING,
  ACCOUNT_SIGNATURE,
  ACCOUNT_TRANSCRIPTION,
  entityFolder,
  FORMATS,
  TEAM_PNG,
  TEAM_SVG,
  assetPath,
} from "./asset-files.js";
import type { AssetOperations } from "./asset-operations.js";
import { listAssets, readAsset, readNewestAsset } from "./asset-store.js";
import { checkedFileName, OWN_CALL_FILES, servedType } from "./entity-file.js";

/** Listing a submission's files needs ViewSubAssets (not `nosubassets`). */
const ACCOUNT_LISTING: ReadRule = { permission: "ViewSubAssets" };

export function accountAssetHandlers(deps: ServerDeps, ops: AssetOperations): HandlerMap {
  const { db } = deps;
  return {
    getAccountTranscriptionAsset: (ctx) => ops.readFile(ctx, ACCOUNT_TRANSCRIPTION),
    getAccountEmailTrackingAsset: (ctx) =>
      ops.readJson<Schema<"AssetEmailTrackingLog">>(ctx, ACCOUNT_EMAIL_TRACKING),
    getAccountArchiveAsset: (ctx) => ops.readFile(ctx, ACCOUNT_ARCHIVE),
    getAccountSignatureAsset: (ctx) => ops.readFile(ctx, ACCOUNT_SIGNATURE),

    listEntityAssets: async (ctx) => {
      const principal = principalOf(ctx);
      const { kind, id } = ctx.params;
      await authorizeRead(db, principal, kind, id, kind === "accounts" ? ACCOUNT_LISTING : {});
      // Any write to the store (a delete too) moves the stamp, so a stale listing never 304s.
      const cache = conditional(
        ctx.headers["If-Modified-Since"],
        await tablesModified(db, ["assets"]),
      );
      if (cache.notModified) return { status: 304, headers: cache.headers };
      const folder = entityFolder(kind, id);
      const files = (await listAssets(db, folder)).map((entry) => ({
        name: entry.path.slice(folder.length),
        size: entry.size,
        modified: entry.modified.toISOString(),
        contentType: entry.contentType,
        path: entry.path,
      }));
      return { status: 200, body: { files }, headers: cache.headers };
    },

    getEntityAssetFile: async (ctx) => {
      const principal = principalOf(ctx);
      const { kind, id } = ctx.params;
      const name = checkedFileName(ctx.params.file);
      await authorizeRead(db, principal, kind, id, kind === "accounts" ? ACCOUNT_LISTING : {});
      // A file with a call of its own keeps that call's rule (a rep never reads the archive).
      const own = OWN_CALL_FILES.find((file) => file.kind === kind && file.name === name);
      if (own !== undefined) await authorizeRead(db, principal, kind, id, own);
      const asset = await readAsset(db, `${entityFolder(kind, id)}${name}`);
      if (asset === undefined) throw notFound(`No file ${name} for ${kind} ${id}.`);
      if (kind === "accounts" && asset.contentType.startsWith("audio/")) {
        await authorizeRead(db, principal, kind, id, { permission: "ViewSubRecordings" });
      }
      const cache = conditional(ctx.headers["If-Modified-Since"], asset.modified);
      if (cache.notModified) return { status: 304, headers: cache.headers };
      const served = servedType(asset.contentType);
      return {
        status: 200,
        body: asset.bytes,
        contentType: served.contentType,
        headers: served.attachment
          ? {
              ...cache.headers,
              "content-disposition": `attachment; filename="${name.split("/").pop() ?? name}"`,
            }
          : cache.headers,
      };
    },

    getTeamPicture: async (ctx) => {
      const principal = principalOf(ctx);
      await authorizeRead(db, principal, "teams", ctx.params.id);
      // The team's newest picture, PNG or SVG: uploading either changes the avatar.
      const picture = await readNewestAsset(db, [
        assetPath(TEAM_PNG, ctx.params.id),
        assetPath(TEAM_SVG, ctx.params.id),
      ]);
      if (picture === undefined) throw notFound(`Team ${ctx.params.id} has no picture.`);
      const cache = conditional(ctx.headers["If-Modified-Since"], picture.modified);
      if (cache.notModified) return { status: 304, headers: cache.headers };
      const isSvg = picture.path.endsWith(".svg");
      return {
        status: 200,
        body: isSvg ? picture.bytes.toString("utf8") : picture.bytes,
        contentType: FORMATS[isSvg ? "svg" : "png"].contentType,
        headers: cache.headers,
      };
    },
  };
}
