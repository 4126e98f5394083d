/** The team files (SVG and PNG image) and the player files (avatar, stored preferences). */
import type { Schema } from "@canvass/sdk/contract";
import type { HandlerMap } from "../../../http/index.js";
import { PLAYER_IMAGE, PLAYER_PREFERENCE, TEAM_PNG, TEAM_SVG } from "./asset-files.js";
import type { AssetOperations } from "./asset-operations.js";

export function peopleAssetHandlers(ops: AssetOperations): HandlerMap {
  return {
    getTeamSvgImageAsset: (ctx) => ops.readFile(ctx, TEAM_SVG),
    uploadTeamSvgImageAsset: (ctx) => ops.upload(ctx, TEAM_SVG),
    replaceTeamSvgImageAsset: (ctx) => ops.upload(ctx, TEAM_SVG),
    deleteTeamSvgImageAsset: (ctx) => ops.remove(ctx, TEAM_SVG),

    getTeamImageAsset: (ctx) => ops.readFile(ctx, TEAM_PNG),
    uploadTeamImageAsset: (ctx) => ops.upload(ctx, TEAM_PNG),
    replaceTeamImageAsset: (ctx) => ops.upload(ctx, TEAM_PNG),
    deleteTeamImageAsset: (ctx) => ops.remove(ctx, TEAM_PNG),

    getPlayerImageAsset: (ctx) => ops.readFile(ctx, PLAYER_IMAGE),
    uploadPlayerImageAsset: (ctx) => ops.upload(ctx, PLAYER_IMAGE),
    replacePlayerImageAsset: (ctx) => ops.upload(ctx, PLAYER_IMAGE),
    deletePlayerImageAsset: (ctx) => ops.remove(ctx, PLAYER_IMAGE),

    getPlayerPreferenceFileAsset: (ctx) =>
      ops.readJson<Schema<"AssetPreferenceFile">>(ctx, PLAYER_PREFERENCE),
    uploadPlayerPreferenceFileAsset: (ctx) => ops.upload(ctx, PLAYER_PREFERENCE),
    replacePlayerPreferenceFileAsset: (ctx) => ops.upload(ctx, PLAYER_PREFERENCE),
    patchPlayerPreferenceFileAsset: (ctx) => ops.patch(ctx, PLAYER_PREFERENCE),
    deletePlayerPreferenceFileAsset: (ctx) => ops.remove(ctx, PLAYER_PREFERENCE),
  };
}
