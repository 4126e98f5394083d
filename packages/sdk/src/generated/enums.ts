/**
 * Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.
 * Run `npm run generate` after changing the contract.
 */

/** Each enum schema's values, in the contract's order, as literal tuples. */
export const schemaEnums = {
  "AccountCurrency": [
    "USD",
    "GBP",
    "CAD",
    "EUR",
    "SGD",
    "PEN",
    "INR"
  ],
  "AccountFrequency": [
    "once",
    "monthly",
    "quarterly",
    "yearly"
  ],
  "AccountPaymentStatus": [
    "pending",
    "approved",
    "declined",
    "failed",
    "refunded",
    "cancelled"
  ],
  "AssetKind": [
    "campaigns",
    "teams",
    "players",
    "accounts"
  ],
  "CampaignType": [
    "in-person",
    "self-serve",
    "voip"
  ],
  "ChatChannel": [
    "sms",
    "email",
    "web",
    "whatsapp"
  ],
  "CheckinGeofence": [
    "inside",
    "outside"
  ],
  "CustomReportDateBucket": [
    "day",
    "week",
    "month"
  ],
  "CustomReportFunction": [
    "count",
    "sum",
    "avg",
    "min",
    "max",
    "share",
    "cancelRate"
  ],
  "DashboardInterval": [
    "day",
    "week",
    "month"
  ],
  "DashPagePanel": [
    "Kpis",
    "SignUpsOverTime",
    "ByCampaign",
    "ByTeam",
    "ByPlayer",
    "ByFrequency",
    "ByPaymentStatus",
    "FailureReasons",
    "Leaderboard",
    "Cohort"
  ],
  "EarReviewFilter": [
    "all",
    "unreviewed",
    "reviewed",
    "flagged"
  ],
  "EmailBlockKind": [
    "header",
    "footer",
    "signature",
    "legal",
    "other"
  ],
  "ExportFormat": [
    "csv",
    "text",
    "json",
    "pdf",
    "html",
    "audio",
    "video",
    "png",
    "geojson"
  ],
  "ExportRunStatus": [
    "queued",
    "running",
    "done",
    "failed"
  ],
  "IdEntityType": [
    "account",
    "player",
    "team",
    "campaign",
    "client",
    "export",
    "exportOption",
    "customreport"
  ],
  "ImportDuplicateAction": [
    "skip",
    "update",
    "import"
  ],
  "IntegrationBatchStatus": [
    "running",
    "done",
    "failed"
  ],
  "JobStatus": [
    "queued",
    "running",
    "done",
    "failed",
    "cancelled"
  ],
  "PlayerStatus": [
    0,
    1
  ],
  "QaReviewStatus": [
    "reviewed",
    "flagged"
  ],
  "RestrictionFlag": [
    "nocreatecampaigns",
    "noupdatecampaigns",
    "nocreateexports",
    "norunexports",
    "nosubpay",
    "nosubreceipt",
    "nosublocation",
    "nosubdetails",
    "nosubassets",
    "nosubaudiotranscription",
    "noviewcancels",
    "noviewcheckins",
    "nomanageclients",
    "nomanageemails",
    "noupdatesubmissions",
    "noupdateplayers",
    "nocreateteams",
    "nocreateplayers"
  ],
  "Role": [
    "root",
    "admin",
    "manager",
    "client",
    "callcenter",
    "rep"
  ],
  "SupportedLocale": [
    "en-CA",
    "en-GB",
    "en-IN",
    "en-SG",
    "en-US",
    "es-ES",
    "es-PE",
    "fr-CA"
  ]
} as const satisfies Record<string, readonly (string | number)[]>;
