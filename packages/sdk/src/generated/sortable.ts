/**
 * Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.
 * Run `npm run generate` after changing the contract.
 */

import type { SortableFields } from "../contract/field-limits.types";

/** Per list operation, the fields `Sort` may name (also with `-`) and the default sort. */
export const sortableFields = {
  "listCampaigns": {
    "default": "title",
    "fields": [
      "title",
      "type",
      "id",
      "Created",
      "Updated"
    ]
  },
  "listClients": {
    "default": "name",
    "fields": [
      "name",
      "id",
      "Created"
    ]
  },
  "listCustomReports": {
    "default": "Description",
    "fields": [
      "ID",
      "Description",
      "Created",
      "Updated"
    ]
  },
  "listEmailBlocks": {
    "default": "name",
    "fields": [
      "id",
      "name",
      "kind",
      "locale",
      "Created",
      "Updated"
    ]
  },
  "listEmailTemplates": {
    "default": "name",
    "fields": [
      "id",
      "name",
      "subject",
      "Created",
      "Updated"
    ]
  },
  "listExportOptions": {
    "default": "Description",
    "fields": [
      "ID",
      "Description",
      "Created"
    ]
  },
  "listExports": {
    "default": "Description",
    "fields": [
      "ID",
      "Description",
      "Format",
      "Created",
      "Updated",
      "CreatedBy"
    ]
  },
  "listFeedback": {
    "default": "-Created",
    "fields": [
      "Created",
      "AuthorName"
    ]
  },
  "listPlayers": {
    "default": "lastname",
    "fields": [
      "lastname",
      "firstname",
      "full_name",
      "username",
      "email",
      "role",
      "status",
      "team",
      "id",
      "Created",
      "Updated",
      "lastSeen"
    ]
  },
  "listSourceCodes": {
    "default": "name",
    "fields": [
      "id",
      "name",
      "code",
      "campaign",
      "Created"
    ]
  },
  "listTeams": {
    "default": "title",
    "fields": [
      "title",
      "id",
      "parent",
      "role",
      "updated"
    ]
  },
  "queryAccounts": {
    "default": "-Received",
    "fields": [
      "ID",
      "Name",
      "Campaign",
      "Team",
      "Player",
      "Amount",
      "Currency",
      "Frequency",
      "Status",
      "Title",
      "FirstName",
      "LastName",
      "Gender",
      "Address1",
      "Address2",
      "City",
      "Region",
      "Zip",
      "Country",
      "Email",
      "Phone",
      "MobilePhone",
      "TransactionID",
      "PaymentStatus",
      "CardType",
      "CardLast4",
      "CardExpiry",
      "BankName",
      "BankAccountLast4",
      "IBAN",
      "SWIFT",
      "TransactionErrorReason",
      "Meta_subAttempts",
      "PaymentAddress1",
      "PaymentAddress2",
      "PaymentCity",
      "PaymentRegion",
      "PaymentZip",
      "PaymentCountry",
      "Duplicates",
      "DuplicatesCC",
      "Meta_ccScanned",
      "Meta_ccTapped",
      "Meta_changedAddress",
      "Meta_changedEmail",
      "Meta_addressValidated",
      "Meta_billingAddressValidated",
      "Meta_emailValidated",
      "Meta_idScanned",
      "Meta_OTPEmailSent",
      "Meta_OTPSMSSent",
      "Transcribed",
      "Received",
      "Processed",
      "TransactionProcessed",
      "Created",
      "Updated",
      "DOB",
      "LastImportDate",
      "lastRecurringPaymentDate",
      "cancelDate",
      "CampaignName",
      "TeamName",
      "PlayerName",
      "SourceCode"
    ]
  },
  "queryCancels": {
    "default": "-Created",
    "fields": [
      "ID",
      "AccountID",
      "Type",
      "Amount",
      "Campaign",
      "Team",
      "Player",
      "CampaignName",
      "TeamName",
      "PlayerName",
      "cancelDate",
      "Created"
    ]
  },
  "queryChats": {
    "default": "-Updated",
    "fields": [
      "ID",
      "AccountID",
      "PlayerName",
      "TeamName",
      "CampaignName",
      "Channel",
      "Created",
      "Updated"
    ]
  },
  "queryCheckins": {
    "default": "-Created",
    "fields": [
      "ID",
      "PlayerID",
      "Campaign",
      "Team",
      "Player",
      "PlayerName",
      "TeamName",
      "CampaignName",
      "Created",
      "HasPicture",
      "Length"
    ]
  }
} as const satisfies Record<string, SortableFields>;
