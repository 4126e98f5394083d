/**
 * Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.
 * Run `npm run generate` after changing the contract.
 */

import type { OperationDescriptor } from "../contract/operation-descriptor";

/** Every operation of the contract, by operationId. */
export const operationTable = {
  "activateEmailTemplateVersion": {
    "operationId": "activateEmailTemplateVersion",
    "method": "POST",
    "path": "/emails/templates/{id}/versions/{v}/activate/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "cancelJob": {
    "operationId": "cancelJob",
    "method": "POST",
    "path": "/jobs/{id}/cancel/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "changeOwnPassword": {
    "operationId": "changeOwnPassword",
    "method": "POST",
    "path": "/users/change-password/{id}",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "checkIdExists": {
    "operationId": "checkIdExists",
    "method": "GET",
    "path": "/ids/{id}/exists/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "checkPlayersBulk": {
    "operationId": "checkPlayersBulk",
    "method": "POST",
    "path": "/players/bulk/check/",
    "server": "api",
    "open": false,
    "timeoutMs": 60000,
    "cacheable": false
  },
  "checkUserExists": {
    "operationId": "checkUserExists",
    "method": "POST",
    "path": "/users/exists/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "cloneEmailTemplate": {
    "operationId": "cloneEmailTemplate",
    "method": "POST",
    "path": "/emails/templates/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "completeBatchTask": {
    "operationId": "completeBatchTask",
    "method": "POST",
    "path": "/intsvc/batchcompletetask/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "completePasswordReset": {
    "operationId": "completePasswordReset",
    "method": "POST",
    "path": "/users/password-reset/complete/",
    "server": "api",
    "open": true,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "createCampaign": {
    "operationId": "createCampaign",
    "method": "PUT",
    "path": "/campaigns/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "createCampaignOption": {
    "operationId": "createCampaignOption",
    "method": "PUT",
    "path": "/campaignoptions/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "createClient": {
    "operationId": "createClient",
    "method": "POST",
    "path": "/clients/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "createCustomReport": {
    "operationId": "createCustomReport",
    "method": "PUT",
    "path": "/customreports/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "createDashPage": {
    "operationId": "createDashPage",
    "method": "PUT",
    "path": "/dashpages/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "createEmailBlock": {
    "operationId": "createEmailBlock",
    "method": "POST",
    "path": "/emails/blocks/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "createEmailDomain": {
    "operationId": "createEmailDomain",
    "method": "POST",
    "path": "/emails/domains/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "createEmailTemplate": {
    "operationId": "createEmailTemplate",
    "method": "POST",
    "path": "/emails/templates/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "createEmailTemplateVersion": {
    "operationId": "createEmailTemplateVersion",
    "method": "POST",
    "path": "/emails/templates/{id}/versions/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "createExport": {
    "operationId": "createExport",
    "method": "PUT",
    "path": "/exports/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "createExportOption": {
    "operationId": "createExportOption",
    "method": "PUT",
    "path": "/export/option/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "createFeedback": {
    "operationId": "createFeedback",
    "method": "POST",
    "path": "/feedback/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "createPlayer": {
    "operationId": "createPlayer",
    "method": "PUT",
    "path": "/players/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "createPlayersBulk": {
    "operationId": "createPlayersBulk",
    "method": "PUT",
    "path": "/players/bulk/",
    "server": "api",
    "open": false,
    "timeoutMs": 60000,
    "cacheable": false
  },
  "createSourceCode": {
    "operationId": "createSourceCode",
    "method": "PUT",
    "path": "/sourcecodes/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "createTeam": {
    "operationId": "createTeam",
    "method": "PUT",
    "path": "/teams/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteAccount": {
    "operationId": "deleteAccount",
    "method": "DELETE",
    "path": "/accounts/remove/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteCampaign": {
    "operationId": "deleteCampaign",
    "method": "DELETE",
    "path": "/campaigns/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteCampaignContactAsset": {
    "operationId": "deleteCampaignContactAsset",
    "method": "DELETE",
    "path": "/assets/campaigns/{id}/collaterals/contact.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteCampaignFormAsset": {
    "operationId": "deleteCampaignFormAsset",
    "method": "DELETE",
    "path": "/assets/campaigns/{id}/form.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteCampaignGeneralSettingsAsset": {
    "operationId": "deleteCampaignGeneralSettingsAsset",
    "method": "DELETE",
    "path": "/assets/campaigns/{id}/settings/general.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteCampaignImageAsset": {
    "operationId": "deleteCampaignImageAsset",
    "method": "DELETE",
    "path": "/assets/campaigns/{id}/campaign.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteCampaignOption": {
    "operationId": "deleteCampaignOption",
    "method": "DELETE",
    "path": "/campaignoptions/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteCampaignSplashAsset": {
    "operationId": "deleteCampaignSplashAsset",
    "method": "DELETE",
    "path": "/assets/campaigns/{id}/collaterals/splash.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteCampaignTerritoryAsset": {
    "operationId": "deleteCampaignTerritoryAsset",
    "method": "DELETE",
    "path": "/assets/campaigns/{id}/settings/territory.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteClient": {
    "operationId": "deleteClient",
    "method": "DELETE",
    "path": "/clients/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteClientAssignments": {
    "operationId": "deleteClientAssignments",
    "method": "DELETE",
    "path": "/clients/{id}/assignments/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteCustomReport": {
    "operationId": "deleteCustomReport",
    "method": "DELETE",
    "path": "/customreports/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteDashPage": {
    "operationId": "deleteDashPage",
    "method": "DELETE",
    "path": "/dashpages/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteEmailBlock": {
    "operationId": "deleteEmailBlock",
    "method": "DELETE",
    "path": "/emails/blocks/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteEmailDomain": {
    "operationId": "deleteEmailDomain",
    "method": "DELETE",
    "path": "/emails/domains/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteEmailTemplate": {
    "operationId": "deleteEmailTemplate",
    "method": "DELETE",
    "path": "/emails/templates/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteEmailTemplateVersion": {
    "operationId": "deleteEmailTemplateVersion",
    "method": "DELETE",
    "path": "/emails/templates/{id}/versions/{v}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteExport": {
    "operationId": "deleteExport",
    "method": "DELETE",
    "path": "/exports/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteExportOption": {
    "operationId": "deleteExportOption",
    "method": "DELETE",
    "path": "/export/option/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteFeedback": {
    "operationId": "deleteFeedback",
    "method": "DELETE",
    "path": "/feedback/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteOptionalFieldOption": {
    "operationId": "deleteOptionalFieldOption",
    "method": "DELETE",
    "path": "/accounts/optfields/{field}/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deletePlayer": {
    "operationId": "deletePlayer",
    "method": "DELETE",
    "path": "/players/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deletePlayerImageAsset": {
    "operationId": "deletePlayerImageAsset",
    "method": "DELETE",
    "path": "/assets/players/{id}/player.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deletePlayerPreferenceFileAsset": {
    "operationId": "deletePlayerPreferenceFileAsset",
    "method": "DELETE",
    "path": "/assets/players/{id}/preference.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteTeam": {
    "operationId": "deleteTeam",
    "method": "DELETE",
    "path": "/teams/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteTeamCampaignOptions": {
    "operationId": "deleteTeamCampaignOptions",
    "method": "DELETE",
    "path": "/teamcampaignoptions/{id}/{teams}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteTeamImageAsset": {
    "operationId": "deleteTeamImageAsset",
    "method": "DELETE",
    "path": "/assets/teams/{id}/team.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteTeamSvgImageAsset": {
    "operationId": "deleteTeamSvgImageAsset",
    "method": "DELETE",
    "path": "/assets/teams/{id}/team.svg",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "downloadExport": {
    "operationId": "downloadExport",
    "method": "POST",
    "path": "/export/download/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "exportAccountsCsv": {
    "operationId": "exportAccountsCsv",
    "method": "GET",
    "path": "/query/accounts/csv/",
    "server": "api",
    "open": false,
    "timeoutMs": 600000,
    "cacheable": false
  },
  "getAccountArchiveAsset": {
    "operationId": "getAccountArchiveAsset",
    "method": "GET",
    "path": "/assets/accounts/{id}/assets.zip",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getAccountEmailTrackingAsset": {
    "operationId": "getAccountEmailTrackingAsset",
    "method": "GET",
    "path": "/assets/accounts/{id}/tracking/emails.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getAccountSignatureAsset": {
    "operationId": "getAccountSignatureAsset",
    "method": "GET",
    "path": "/assets/accounts/{id}/signature.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getAccountTranscriptionAsset": {
    "operationId": "getAccountTranscriptionAsset",
    "method": "GET",
    "path": "/assets/accounts/{id}/transcription.txt",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getBatchEditReport": {
    "operationId": "getBatchEditReport",
    "method": "GET",
    "path": "/accounts/batch/{id}/report/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "getCampaign": {
    "operationId": "getCampaign",
    "method": "GET",
    "path": "/campaigns/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getCampaignContactAsset": {
    "operationId": "getCampaignContactAsset",
    "method": "GET",
    "path": "/assets/campaigns/{id}/collaterals/contact.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getCampaignFormAsset": {
    "operationId": "getCampaignFormAsset",
    "method": "GET",
    "path": "/assets/campaigns/{id}/form.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getCampaignGeneralSettingsAsset": {
    "operationId": "getCampaignGeneralSettingsAsset",
    "method": "GET",
    "path": "/assets/campaigns/{id}/settings/general.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getCampaignImageAsset": {
    "operationId": "getCampaignImageAsset",
    "method": "GET",
    "path": "/assets/campaigns/{id}/campaign.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getCampaignSplashAsset": {
    "operationId": "getCampaignSplashAsset",
    "method": "GET",
    "path": "/assets/campaigns/{id}/collaterals/splash.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getCampaignTerritoryAsset": {
    "operationId": "getCampaignTerritoryAsset",
    "method": "GET",
    "path": "/assets/campaigns/{id}/settings/territory.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getCheckinPicture": {
    "operationId": "getCheckinPicture",
    "method": "GET",
    "path": "/checkins/{id}/picture/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getClient": {
    "operationId": "getClient",
    "method": "GET",
    "path": "/clients/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getClientSettings": {
    "operationId": "getClientSettings",
    "method": "GET",
    "path": "/settings/",
    "server": "api",
    "open": true,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getCustomReport": {
    "operationId": "getCustomReport",
    "method": "GET",
    "path": "/customreports/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getDashboard": {
    "operationId": "getDashboard",
    "method": "GET",
    "path": "/dashboard/{type}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "getEmailDomain": {
    "operationId": "getEmailDomain",
    "method": "GET",
    "path": "/emails/domains/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getEmailMessage": {
    "operationId": "getEmailMessage",
    "method": "GET",
    "path": "/emails/messages/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "getEmailTemplate": {
    "operationId": "getEmailTemplate",
    "method": "GET",
    "path": "/emails/templates/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getEmailTemplateVersion": {
    "operationId": "getEmailTemplateVersion",
    "method": "GET",
    "path": "/emails/templates/{id}/versions/{v}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getEntityAssetFile": {
    "operationId": "getEntityAssetFile",
    "method": "GET",
    "path": "/assets/{kind}/{id}/assets/{file}",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getExport": {
    "operationId": "getExport",
    "method": "GET",
    "path": "/exports/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getExportOption": {
    "operationId": "getExportOption",
    "method": "GET",
    "path": "/export/option/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getIdType": {
    "operationId": "getIdType",
    "method": "HEAD",
    "path": "/ids/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "getImportUploadUrl": {
    "operationId": "getImportUploadUrl",
    "method": "GET",
    "path": "/imports/process/{user}/{file}",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "getIntegrationBatch": {
    "operationId": "getIntegrationBatch",
    "method": "GET",
    "path": "/intsvc/batches/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "getJob": {
    "operationId": "getJob",
    "method": "GET",
    "path": "/jobs/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "getOptionalFieldUsage": {
    "operationId": "getOptionalFieldUsage",
    "method": "GET",
    "path": "/accounts/optfields/usage/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "getPlayer": {
    "operationId": "getPlayer",
    "method": "GET",
    "path": "/players/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getPlayerAccess": {
    "operationId": "getPlayerAccess",
    "method": "GET",
    "path": "/configuration/access/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "getPlayerImageAsset": {
    "operationId": "getPlayerImageAsset",
    "method": "GET",
    "path": "/assets/players/{id}/player.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getPlayerPreferenceFileAsset": {
    "operationId": "getPlayerPreferenceFileAsset",
    "method": "GET",
    "path": "/assets/players/{id}/preference.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getPlayerPreferences": {
    "operationId": "getPlayerPreferences",
    "method": "GET",
    "path": "/players/{id}/preferences/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getPortalSettings": {
    "operationId": "getPortalSettings",
    "method": "GET",
    "path": "/assets/settings/portal.json",
    "server": "assets",
    "open": true,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getQaChecklist": {
    "operationId": "getQaChecklist",
    "method": "GET",
    "path": "/ear/checklist/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "getQaReview": {
    "operationId": "getQaReview",
    "method": "GET",
    "path": "/ear/reviews/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "getTeam": {
    "operationId": "getTeam",
    "method": "GET",
    "path": "/teams/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getTeamImageAsset": {
    "operationId": "getTeamImageAsset",
    "method": "GET",
    "path": "/assets/teams/{id}/team.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getTeamPicture": {
    "operationId": "getTeamPicture",
    "method": "GET",
    "path": "/teams/{id}/picture/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getTeamSvgImageAsset": {
    "operationId": "getTeamSvgImageAsset",
    "method": "GET",
    "path": "/assets/teams/{id}/team.svg",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getTeamTree": {
    "operationId": "getTeamTree",
    "method": "GET",
    "path": "/teams/tree/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listAccountFields": {
    "operationId": "listAccountFields",
    "method": "GET",
    "path": "/fields/accounts/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listActivities": {
    "operationId": "listActivities",
    "method": "GET",
    "path": "/activities/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listCampaignOptions": {
    "operationId": "listCampaignOptions",
    "method": "GET",
    "path": "/campaignoptions/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listCampaignPlayers": {
    "operationId": "listCampaignPlayers",
    "method": "GET",
    "path": "/campaigns/{id}/players/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listCampaigns": {
    "operationId": "listCampaigns",
    "method": "GET",
    "path": "/campaigns/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listCampaignTeams": {
    "operationId": "listCampaignTeams",
    "method": "GET",
    "path": "/campaigns/{id}/teams/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listChatMessages": {
    "operationId": "listChatMessages",
    "method": "GET",
    "path": "/chats/{id}/messages/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listClientAssignments": {
    "operationId": "listClientAssignments",
    "method": "GET",
    "path": "/clients/{id}/assignments/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listClientPlayers": {
    "operationId": "listClientPlayers",
    "method": "GET",
    "path": "/clients/{id}/players/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listClients": {
    "operationId": "listClients",
    "method": "GET",
    "path": "/clients/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listCustomReports": {
    "operationId": "listCustomReports",
    "method": "GET",
    "path": "/customreports/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listDashPages": {
    "operationId": "listDashPages",
    "method": "GET",
    "path": "/dashpages/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listEarQueue": {
    "operationId": "listEarQueue",
    "method": "GET",
    "path": "/ear/queue/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "listEmailBlocks": {
    "operationId": "listEmailBlocks",
    "method": "GET",
    "path": "/emails/blocks/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listEmailBounces": {
    "operationId": "listEmailBounces",
    "method": "GET",
    "path": "/emails/bounces/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listEmailDomains": {
    "operationId": "listEmailDomains",
    "method": "GET",
    "path": "/emails/domains/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listEmailMessages": {
    "operationId": "listEmailMessages",
    "method": "GET",
    "path": "/emails/messages/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listEmailTemplates": {
    "operationId": "listEmailTemplates",
    "method": "GET",
    "path": "/emails/templates/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listEntityAssets": {
    "operationId": "listEntityAssets",
    "method": "GET",
    "path": "/assets/{kind}/{id}/assets/",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listEntityFields": {
    "operationId": "listEntityFields",
    "method": "GET",
    "path": "/fields/{type}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listExportOptionRuns": {
    "operationId": "listExportOptionRuns",
    "method": "GET",
    "path": "/export/option/{id}/run/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listExportOptions": {
    "operationId": "listExportOptions",
    "method": "GET",
    "path": "/export/option/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "listExports": {
    "operationId": "listExports",
    "method": "GET",
    "path": "/exports/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listFeedback": {
    "operationId": "listFeedback",
    "method": "GET",
    "path": "/feedback/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listHistory": {
    "operationId": "listHistory",
    "method": "GET",
    "path": "/history/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listImportFields": {
    "operationId": "listImportFields",
    "method": "GET",
    "path": "/imports/fields/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listImports": {
    "operationId": "listImports",
    "method": "GET",
    "path": "/assets/imports/all/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listIntegrationBatches": {
    "operationId": "listIntegrationBatches",
    "method": "GET",
    "path": "/intsvc/batches/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "listJobs": {
    "operationId": "listJobs",
    "method": "GET",
    "path": "/jobs/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "listOptionalFieldOptions": {
    "operationId": "listOptionalFieldOptions",
    "method": "GET",
    "path": "/accounts/optfields/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listPlayers": {
    "operationId": "listPlayers",
    "method": "GET",
    "path": "/players/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listResendTasks": {
    "operationId": "listResendTasks",
    "method": "GET",
    "path": "/resend/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listSourceCodes": {
    "operationId": "listSourceCodes",
    "method": "GET",
    "path": "/sourcecodes/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listTeamCampaignOptions": {
    "operationId": "listTeamCampaignOptions",
    "method": "GET",
    "path": "/teamcampaignoptions/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listTeamCampaigns": {
    "operationId": "listTeamCampaigns",
    "method": "GET",
    "path": "/teams/{id}/campaigns/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listTeamPlayers": {
    "operationId": "listTeamPlayers",
    "method": "GET",
    "path": "/teams/{id}/players/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listTeams": {
    "operationId": "listTeams",
    "method": "GET",
    "path": "/teams/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "logUsageEvent": {
    "operationId": "logUsageEvent",
    "method": "POST",
    "path": "/events/",
    "server": "logging",
    "open": true,
    "timeoutMs": 5000,
    "cacheable": false
  },
  "patchCampaignFormAsset": {
    "operationId": "patchCampaignFormAsset",
    "method": "PATCH",
    "path": "/assets/campaigns/{id}/form.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "patchCampaignGeneralSettingsAsset": {
    "operationId": "patchCampaignGeneralSettingsAsset",
    "method": "PATCH",
    "path": "/assets/campaigns/{id}/settings/general.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "patchCampaignTerritoryAsset": {
    "operationId": "patchCampaignTerritoryAsset",
    "method": "PATCH",
    "path": "/assets/campaigns/{id}/settings/territory.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "patchPlayerPreferenceFileAsset": {
    "operationId": "patchPlayerPreferenceFileAsset",
    "method": "PATCH",
    "path": "/assets/players/{id}/preference.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "previewBatchEdit": {
    "operationId": "previewBatchEdit",
    "method": "POST",
    "path": "/accounts/batch/preview/",
    "server": "api",
    "open": false,
    "timeoutMs": 120000,
    "cacheable": false
  },
  "previewEmailTemplateVersion": {
    "operationId": "previewEmailTemplateVersion",
    "method": "POST",
    "path": "/emails/templates/{id}/versions/{v}/preview/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "processImport": {
    "operationId": "processImport",
    "method": "POST",
    "path": "/imports/process/{user}/{file}",
    "server": "api",
    "open": false,
    "timeoutMs": 60000,
    "cacheable": false
  },
  "queryAccounts": {
    "operationId": "queryAccounts",
    "method": "GET",
    "path": "/query/accounts/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "queryCancels": {
    "operationId": "queryCancels",
    "method": "GET",
    "path": "/query/cancels/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "queryChats": {
    "operationId": "queryChats",
    "method": "GET",
    "path": "/query/chats/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "queryCheckins": {
    "operationId": "queryCheckins",
    "method": "GET",
    "path": "/query/checkins/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "reassignAccount": {
    "operationId": "reassignAccount",
    "method": "POST",
    "path": "/accounts/reassign/{id}",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "receiveEmailBounce": {
    "operationId": "receiveEmailBounce",
    "method": "POST",
    "path": "/emails/bounces/",
    "server": "api",
    "open": true,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "renameEmailTemplate": {
    "operationId": "renameEmailTemplate",
    "method": "PATCH",
    "path": "/emails/templates/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "replaceCampaignContactAsset": {
    "operationId": "replaceCampaignContactAsset",
    "method": "PUT",
    "path": "/assets/campaigns/{id}/collaterals/contact.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "replaceCampaignFormAsset": {
    "operationId": "replaceCampaignFormAsset",
    "method": "PUT",
    "path": "/assets/campaigns/{id}/form.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "replaceCampaignGeneralSettingsAsset": {
    "operationId": "replaceCampaignGeneralSettingsAsset",
    "method": "PUT",
    "path": "/assets/campaigns/{id}/settings/general.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "replaceCampaignImageAsset": {
    "operationId": "replaceCampaignImageAsset",
    "method": "PUT",
    "path": "/assets/campaigns/{id}/campaign.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "replaceCampaignSplashAsset": {
    "operationId": "replaceCampaignSplashAsset",
    "method": "PUT",
    "path": "/assets/campaigns/{id}/collaterals/splash.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "replaceCampaignTerritoryAsset": {
    "operationId": "replaceCampaignTerritoryAsset",
    "method": "PUT",
    "path": "/assets/campaigns/{id}/settings/territory.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "replacePlayerImageAsset": {
    "operationId": "replacePlayerImageAsset",
    "method": "PUT",
    "path": "/assets/players/{id}/player.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "replacePlayerPreferenceFileAsset": {
    "operationId": "replacePlayerPreferenceFileAsset",
    "method": "PUT",
    "path": "/assets/players/{id}/preference.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "replacePlayerPreferences": {
    "operationId": "replacePlayerPreferences",
    "method": "PUT",
    "path": "/players/{id}/preferences/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "replaceTeamImageAsset": {
    "operationId": "replaceTeamImageAsset",
    "method": "PUT",
    "path": "/assets/teams/{id}/team.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "replaceTeamSvgImageAsset": {
    "operationId": "replaceTeamSvgImageAsset",
    "method": "PUT",
    "path": "/assets/teams/{id}/team.svg",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "requestPasswordReset": {
    "operationId": "requestPasswordReset",
    "method": "POST",
    "path": "/users/password-reset/",
    "server": "api",
    "open": true,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "requestTranscription": {
    "operationId": "requestTranscription",
    "method": "GET",
    "path": "/transcribe/{ids}/{lang}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "resendAccountTask": {
    "operationId": "resendAccountTask",
    "method": "POST",
    "path": "/resend/{id}/{task}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "retryJob": {
    "operationId": "retryJob",
    "method": "POST",
    "path": "/jobs/{id}/retry/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "runAnonymousCustomReport": {
    "operationId": "runAnonymousCustomReport",
    "method": "POST",
    "path": "/customreports/anonymous/run/",
    "server": "api",
    "open": false,
    "timeoutMs": 120000,
    "cacheable": false
  },
  "runAnonymousExport": {
    "operationId": "runAnonymousExport",
    "method": "POST",
    "path": "/export/option/anonymous/run/",
    "server": "api",
    "open": false,
    "timeoutMs": 120000,
    "cacheable": false
  },
  "runCustomReport": {
    "operationId": "runCustomReport",
    "method": "POST",
    "path": "/customreports/{id}/run/",
    "server": "api",
    "open": false,
    "timeoutMs": 120000,
    "cacheable": false
  },
  "runExportOption": {
    "operationId": "runExportOption",
    "method": "POST",
    "path": "/export/option/{id}/run/",
    "server": "api",
    "open": false,
    "timeoutMs": 120000,
    "cacheable": false
  },
  "runExternalService": {
    "operationId": "runExternalService",
    "method": "POST",
    "path": "/extsvc/{provider}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "saveAccountChanges": {
    "operationId": "saveAccountChanges",
    "method": "POST",
    "path": "/accounts/",
    "server": "api",
    "open": false,
    "timeoutMs": 600000,
    "cacheable": false
  },
  "saveOptionalFieldOption": {
    "operationId": "saveOptionalFieldOption",
    "method": "POST",
    "path": "/accounts/optfields/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "saveQaChecklist": {
    "operationId": "saveQaChecklist",
    "method": "POST",
    "path": "/ear/checklist/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "saveQaReview": {
    "operationId": "saveQaReview",
    "method": "POST",
    "path": "/ear/reviews/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "searchAll": {
    "operationId": "searchAll",
    "method": "GET",
    "path": "/search/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "sendEmailTemplateTest": {
    "operationId": "sendEmailTemplateTest",
    "method": "POST",
    "path": "/emails/templates/{id}/versions/{v}/test/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "setCampaignTasks": {
    "operationId": "setCampaignTasks",
    "method": "POST",
    "path": "/campaigns/{id}/tasks/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "setPlayerTwoFactor": {
    "operationId": "setPlayerTwoFactor",
    "method": "POST",
    "path": "/players/{id}/2fa/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "setTeamCampaignOptions": {
    "operationId": "setTeamCampaignOptions",
    "method": "POST",
    "path": "/teamcampaignoptions/{id}/{campaign}/{teams}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "signIn": {
    "operationId": "signIn",
    "method": "POST",
    "path": "/users/auth/",
    "server": "api",
    "open": true,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "signOut": {
    "operationId": "signOut",
    "method": "POST",
    "path": "/users/logout/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "startBatchEdit": {
    "operationId": "startBatchEdit",
    "method": "POST",
    "path": "/accounts/batch/",
    "server": "api",
    "open": false,
    "timeoutMs": 120000,
    "cacheable": false
  },
  "testExportSftp": {
    "operationId": "testExportSftp",
    "method": "POST",
    "path": "/export/testsftp/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "trackEmailOpen": {
    "operationId": "trackEmailOpen",
    "method": "GET",
    "path": "/emails/messages/{id}/open/",
    "server": "api",
    "open": true,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "updateCampaign": {
    "operationId": "updateCampaign",
    "method": "POST",
    "path": "/campaigns/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "updateCampaignOption": {
    "operationId": "updateCampaignOption",
    "method": "POST",
    "path": "/campaignoptions/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "updateCampaignTeams": {
    "operationId": "updateCampaignTeams",
    "method": "POST",
    "path": "/campaigns/{id}/teams/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "updateClient": {
    "operationId": "updateClient",
    "method": "PUT",
    "path": "/clients/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "updateCustomReport": {
    "operationId": "updateCustomReport",
    "method": "POST",
    "path": "/customreports/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "updateDashPage": {
    "operationId": "updateDashPage",
    "method": "POST",
    "path": "/dashpages/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "updateEmailBlock": {
    "operationId": "updateEmailBlock",
    "method": "PATCH",
    "path": "/emails/blocks/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "updateEmailTemplateVersion": {
    "operationId": "updateEmailTemplateVersion",
    "method": "PATCH",
    "path": "/emails/templates/{id}/versions/{v}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "updateExport": {
    "operationId": "updateExport",
    "method": "POST",
    "path": "/exports/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "updateExportOption": {
    "operationId": "updateExportOption",
    "method": "POST",
    "path": "/export/option/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "updatePlayer": {
    "operationId": "updatePlayer",
    "method": "POST",
    "path": "/players/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "updatePlayerPassword": {
    "operationId": "updatePlayerPassword",
    "method": "POST",
    "path": "/players/{id}/update-password/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "updateSourceCode": {
    "operationId": "updateSourceCode",
    "method": "POST",
    "path": "/sourcecodes/{id}",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "updateTeam": {
    "operationId": "updateTeam",
    "method": "POST",
    "path": "/teams/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "uploadCampaignContactAsset": {
    "operationId": "uploadCampaignContactAsset",
    "method": "POST",
    "path": "/assets/campaigns/{id}/collaterals/contact.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "uploadCampaignFormAsset": {
    "operationId": "uploadCampaignFormAsset",
    "method": "POST",
    "path": "/assets/campaigns/{id}/form.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "uploadCampaignGeneralSettingsAsset": {
    "operationId": "uploadCampaignGeneralSettingsAsset",
    "method": "POST",
    "path": "/assets/campaigns/{id}/settings/general.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "uploadCampaignImageAsset": {
    "operationId": "uploadCampaignImageAsset",
    "method": "POST",
    "path": "/assets/campaigns/{id}/campaign.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "uploadCampaignSplashAsset": {
    "operationId": "uploadCampaignSplashAsset",
    "method": "POST",
    "path": "/assets/campaigns/{id}/collaterals/splash.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "uploadCampaignTerritoryAsset": {
    "operationId": "uploadCampaignTerritoryAsset",
    "method": "POST",
    "path": "/assets/campaigns/{id}/settings/territory.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "uploadIncomingAccounts": {
    "operationId": "uploadIncomingAccounts",
    "method": "POST",
    "path": "/accounts/incoming/",
    "server": "api",
    "open": false,
    "timeoutMs": 60000,
    "cacheable": false,
    "retry": {
      "retries": 3,
      "on": [
        "5XX"
      ],
      "delayMs": 1000,
      "backoff": "linear"
    }
  },
  "uploadPlayerImageAsset": {
    "operationId": "uploadPlayerImageAsset",
    "method": "POST",
    "path": "/assets/players/{id}/player.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "uploadPlayerPreferenceFileAsset": {
    "operationId": "uploadPlayerPreferenceFileAsset",
    "method": "POST",
    "path": "/assets/players/{id}/preference.json",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "uploadTeamImageAsset": {
    "operationId": "uploadTeamImageAsset",
    "method": "POST",
    "path": "/assets/teams/{id}/team.png",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "uploadTeamSvgImageAsset": {
    "operationId": "uploadTeamSvgImageAsset",
    "method": "POST",
    "path": "/assets/teams/{id}/team.svg",
    "server": "assets",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "validateEmail": {
    "operationId": "validateEmail",
    "method": "GET",
    "path": "/validations/email/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "validateEmailDomain": {
    "operationId": "validateEmailDomain",
    "method": "POST",
    "path": "/emails/domains/{id}/validate/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "validatePolygonSearch": {
    "operationId": "validatePolygonSearch",
    "method": "GET",
    "path": "/validations/polygon-search/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "verifyTwoFactor": {
    "operationId": "verifyTwoFactor",
    "method": "POST",
    "path": "/users/2fa/",
    "server": "api",
    "open": true,
    "timeoutMs": 30000,
    "cacheable": false
  }
} as const satisfies Record<string, OperationDescriptor>;
