/** Sender domain rows as the contract's `EmailDomain` (decision 0040). */
import type { Schema } from "@canvass/sdk/contract";
import {
  dnsRecordStatus,
  domainStatus,
  expectedDnsRecords,
  type DnsRecordStatus,
} from "@canvass/sdk/email-delivery";
import type { EmailDomainCheck } from "../../db/index.js";
import type { MailSettings } from "../../mail/index.js";
import type { DnsLookup } from "./dns-lookup.js";

type EmailDomain = Schema<"EmailDomain">;
type EmailDomainRecord = Schema<"EmailDomainRecord">;

export const DOMAIN_COLUMNS = [
  "id",
  "domain",
  "status",
  "dkim_selector",
  "dkim_public_key",
  "checks",
  "created",
  "validated",
] as const;

export interface DomainRow {
  readonly id: string;
  readonly domain: string;
  readonly status: string;
  readonly dkim_selector: string;
  readonly dkim_public_key: string;
  readonly checks: readonly EmailDomainCheck[];
  readonly created: Date;
  readonly validated: Date | null;
}

/** The records to publish, not looked up yet. */
export function pendingChecks(
  domain: string,
  publicKey: string,
  selector: string,
  settings: MailSettings,
): EmailDomainCheck[] {
  return expectedDnsRecords(domain, publicKey, settings, selector).map((record) => ({
    purpose: record.purpose,
    type: record.type,
    name: record.name,
    value: record.value,
    status: "pending",
    found: [],
  }));
}

/** Looks every record up now and judges it with the SDK's rule. */
export async function lookUpChecks(
  row: DomainRow,
  settings: MailSettings,
  dns: DnsLookup,
): Promise<{ checks: EmailDomainCheck[]; status: "pending" | "valid" | "invalid" }> {
  const expected = expectedDnsRecords(row.domain, row.dkim_public_key, settings, row.dkim_selector);
  const checks: EmailDomainCheck[] = [];
  for (const record of expected) {
    const found = await dns.values(record.type, record.name);
    checks.push({
      purpose: record.purpose,
      type: record.type,
      name: record.name,
      value: record.value,
      status: dnsRecordStatus(record, found),
      found: found.slice(0, 20),
    });
  }
  return {
    checks,
    status: domainStatus(checks.map((check) => check.status as DnsRecordStatus)),
  };
}

const isStatus = (value: string): value is NonNullable<EmailDomainRecord["status"]> =>
  ["pending", "found", "missing", "wrong"].includes(value);

export function toEmailDomain(row: DomainRow): EmailDomain {
  return {
    id: row.id,
    domain: row.domain,
    status: row.status === "valid" || row.status === "invalid" ? row.status : "pending",
    records: row.checks.map((check) => ({
      type: check.type === "CNAME" ? "CNAME" : check.type === "MX" ? "MX" : "TXT",
      name: check.name,
      value: check.value,
      valid: check.status === "found",
      ...(check.purpose === undefined
        ? {}
        : { purpose: check.purpose as NonNullable<EmailDomainRecord["purpose"]> }),
      status: isStatus(check.status) ? check.status : "pending",
      found: check.found.map((value) => value.slice(0, 4096)),
    })),
    Created: row.created.toISOString(),
    ...(row.validated === null ? {} : { Validated: row.validated.toISOString() }),
  };
}
