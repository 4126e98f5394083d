/** The campaign files: general settings, territory, form (JSON) and the three images (PNG). */
import type { Schema } from "@canvass/sdk/contract";
import type { HandlerMap } from "../../../http/index.js";
import {
  CAMPAIGN_CONTACT,
  CAMPAIGN_FORM,
  CAMPAIGN_GENERAL,
  CAMPAIGN_IMAGE,
  CAMPAIGN_SPLASH,
  CAMPAIGN_TERRITORY,
} from "./asset-files.js";
import type { AssetOperations } from "./asset-operations.js";

export function campaignAssetHandlers(ops: AssetOperations): HandlerMap {
  return {
    getCampaignGeneralSettingsAsset: (ctx) =>
      ops.readJson<Schema<"CampaignGeneralSettings">>(ctx, CAMPAIGN_GENERAL),
    uploadCampaignGeneralSettingsAsset: (ctx) => ops.upload(ctx, CAMPAIGN_GENERAL),
    replaceCampaignGeneralSettingsAsset: (ctx) => ops.upload(ctx, CAMPAIGN_GENERAL),
    patchCampaignGeneralSettingsAsset: (ctx) => ops.patch(ctx, CAMPAIGN_GENERAL),
    deleteCampaignGeneralSettingsAsset: (ctx) => ops.remove(ctx, CAMPAIGN_GENERAL),

    getCampaignTerritoryAsset: (ctx) =>
      ops.readJson<Schema<"AssetGeoTerritory">>(ctx, CAMPAIGN_TERRITORY),
    uploadCampaignTerritoryAsset: (ctx) => ops.upload(ctx, CAMPAIGN_TERRITORY),
    replaceCampaignTerritoryAsset: (ctx) => ops.upload(ctx, CAMPAIGN_TERRITORY),
    patchCampaignTerritoryAsset: (ctx) => ops.patch(ctx, CAMPAIGN_TERRITORY),
    deleteCampaignTerritoryAsset: (ctx) => ops.remove(ctx, CAMPAIGN_TERRITORY),

    getCampaignFormAsset: (ctx) => ops.readJson<Schema<"CampaignForm">>(ctx, CAMPAIGN_FORM),
    uploadCampaignFormAsset: (ctx) => ops.upload(ctx, CAMPAIGN_FORM),
    replaceCampaignFormAsset: (ctx) => ops.upload(ctx, CAMPAIGN_FORM),
    patchCampaignFormAsset: (ctx) => ops.patch(ctx, CAMPAIGN_FORM),
    deleteCampaignFormAsset: (ctx) => ops.remove(ctx, CAMPAIGN_FORM),

    getCampaignImageAsset: (ctx) => ops.readFile(ctx, CAMPAIGN_IMAGE),
    uploadCampaignImageAsset: (ctx) => ops.upload(ctx, CAMPAIGN_IMAGE),
    replaceCampaignImageAsset: (ctx) => ops.upload(ctx, CAMPAIGN_IMAGE),
    deleteCampaignImageAsset: (ctx) => ops.remove(ctx, CAMPAIGN_IMAGE),

    getCampaignSplashAsset: (ctx) => ops.readFile(ctx, CAMPAIGN_SPLASH),
    uploadCampaignSplashAsset: (ctx) => ops.upload(ctx, CAMPAIGN_SPLASH),
    replaceCampaignSplashAsset: (ctx) => ops.upload(ctx, CAMPAIGN_SPLASH),
    deleteCampaignSplashAsset: (ctx) => ops.remove(ctx, CAMPAIGN_SPLASH),

    getCampaignContactAsset: (ctx) => ops.readFile(ctx, CAMPAIGN_CONTACT),
    uploadCampaignContactAsset: (ctx) => ops.upload(ctx, CAMPAIGN_CONTACT),
    replaceCampaignContactAsset: (ctx) => ops.upload(ctx, CAMPAIGN_CONTACT),
    deleteCampaignContactAsset: (ctx) => ops.remove(ctx, CAMPAIGN_CONTACT),
  };
}
