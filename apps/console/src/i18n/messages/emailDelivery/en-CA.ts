import type { Messages } from "../../messages";

/** E-mail delivery (issue 24): sender domains and their DNS records (English, Canada: the source). */
export const messages: Messages = {
  "emailDelivery.domains.title": "Sender domains",
  "emailDelivery.domains.search": "Search by domain",
  "emailDelivery.domains.add": "Add domain",
  "emailDelivery.domains.field.domain": "Domain",
  "emailDelivery.domains.field.domainHint": "For example mail.example.org",
  "emailDelivery.domains.column.domain": "Domain",
  "emailDelivery.domains.column.status": "Status",
  "emailDelivery.domainStatus.pending": "Not validated yet",
  "emailDelivery.domainStatus.valid": "Valid",
  "emailDelivery.domainStatus.invalid": "Invalid",
  "emailDelivery.domain.title": "Sender domain {domain}",
  "emailDelivery.domain.notFound": "There is no such sender domain.",
  "emailDelivery.domain.status": "Status:",
  "emailDelivery.domain.publish":
    "Publish these records at your DNS provider, then validate. Mail can be sent from the domain once every record is found.",
  "emailDelivery.domain.validate": "Validate",
  "emailDelivery.domain.validating": "Looking up the records…",
  "emailDelivery.domain.validateFailed": "The DNS servers did not answer. Try again later.",
  "emailDelivery.records.title": "DNS records",
  "emailDelivery.records.type": "Type",
  "emailDelivery.records.name": "Name",
  "emailDelivery.records.value": "Value to publish",
  "emailDelivery.records.status": "Status",
  "emailDelivery.records.foundInstead": "Found instead: {values}",
  "emailDelivery.recordStatus.pending": "Not checked",
  "emailDelivery.recordStatus.found": "Found",
  "emailDelivery.recordStatus.missing": "Missing",
  "emailDelivery.recordStatus.wrong": "Wrong value",
};
