export {
  DKIM_SELECTOR,
  DNS_RECORD_PURPOSES,
  DNS_RECORD_STATUSES,
  dkimRecordValue,
  dnsRecordStatus,
  domainStatus,
  expectedDnsRecords,
} from "./dns-records";
export type {
  DnsRecordExpectation,
  DnsRecordPurpose,
  DnsRecordStatus,
  DnsRecordType,
  SenderSetup,
} from "./dns-records";
export {
  BOUNCE_TYPES,
  isFinalMessageStatus,
  MESSAGE_STATUSES,
  retryDelayMs,
} from "./message-status";
export type { BounceType, MessageStatus } from "./message-status";
export { dsnOutcome, statusAfterEvent, statusesBeforeEvent } from "./delivery-events";
export type { DeliveryEvent, DsnOutcome } from "./delivery-events";
