/**
 * The DNS records a sender domain publishes (decision 0040) and how a lookup's answer is judged:
 * one rule for the server (which builds the records and validates them against DNS) and the
 * console (which shows them with their status).
 */

export const DNS_RECORD_PURPOSES = ["spf", "dkim", "dmarc", "return-path"] as const;
export type DnsRecordPurpose = (typeof DNS_RECORD_PURPOSES)[number];

export const DNS_RECORD_STATUSES = ["pending", "found", "missing", "wrong"] as const;
export type DnsRecordStatus = (typeof DNS_RECORD_STATUSES)[number];

export type DnsRecordType = "TXT" | "CNAME";

/** A record to publish. */
export interface DnsRecordExpectation {
  readonly purpose: DnsRecordPurpose;
  readonly type: DnsRecordType;
  readonly name: string;
  readonly value: string;
}

/** What the sending side gives a domain: the relay's SPF include and return-path host. */
export interface SenderSetup {
  /** The SPF include of the relay (`include:<spfInclude>`), e.g. `_spf.mail.canvass.example`. */
  readonly spfInclude: string;
  /** Where bounces go: the domain's `bounces.` name is a CNAME to this host. */
  readonly returnPathHost: string;
}

/** The DKIM selector of the server's keys. */
export const DKIM_SELECTOR = "canvass";

/** The DKIM TXT value of a public key (base64 of its SPKI DER). */
export function dkimRecordValue(publicKeyBase64: string): string {
  return `v=DKIM1; k=rsa; p=${publicKeyBase64}`;
}

/** The records a domain must publish, in display order. */
export function expectedDnsRecords(
  domain: string,
  dkimPublicKey: string,
  setup: SenderSetup,
  selector: string = DKIM_SELECTOR,
): DnsRecordExpectation[] {
  return [
    { purpose: "spf", type: "TXT", name: domain, value: `v=spf1 include:${setup.spfInclude} ~all` },
    {
      purpose: "dkim",
      type: "TXT",
      name: `${selector}._domainkey.${domain}`,
      value: dkimRecordValue(dkimPublicKey),
    },
    {
      purpose: "dmarc",
      type: "TXT",
      name: `_dmarc.${domain}`,
      value: "v=DMARC1; p=quarantine; adkim=r; aspf=r",
    },
    {
      purpose: "return-path",
      type: "CNAME",
      name: `bounces.${domain}`,
      value: setup.returnPathHost,
    },
  ];
}

const host = (text: string): string => text.trim().toLowerCase().replace(/\.$/, "");

/** The `tag=value` pairs of a DKIM or DMARC record. */
function tags(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of text.split(";")) {
    const at = part.indexOf("=");
    if (at > 0)
      map.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).replace(/\s+/g, ""));
  }
  return map;
}

/** Whether one found value is the expected record. */
function matches(expected: DnsRecordExpectation, value: string): boolean {
  switch (expected.purpose) {
    case "spf": {
      // Any SPF record that includes the relay (other includes and the `all` policy are the owner's).
      const include = expected.value.split(/\s+/).find((term) => term.startsWith("include:"));
      const terms = value.trim().toLowerCase().split(/\s+/);
      return (
        terms[0] === "v=spf1" && include !== undefined && terms.includes(include.toLowerCase())
      );
    }
    case "dkim":
      return tags(value).get("p") === tags(expected.value).get("p");
    case "dmarc":
      return /^v=dmarc1\b/i.test(value.trim()) && tags(value).has("p");
    case "return-path":
      return host(value) === host(expected.value);
  }
}

/** Whether a found value is this purpose's kind of record at all (else it is someone else's TXT). */
function sameKind(expected: DnsRecordExpectation, value: string): boolean {
  switch (expected.purpose) {
    case "spf":
      return /^v=spf1\b/i.test(value.trim());
    case "dkim":
      return /v=dkim1\b/i.test(value) || tags(value).has("p");
    case "dmarc":
      return true;
    case "return-path":
      return true;
  }
}

/**
 * Judges what a lookup found at the record's name: `found` when a value is the expected record,
 * `wrong` when a record of its kind is there with another value, `missing` otherwise.
 */
export function dnsRecordStatus(
  expected: DnsRecordExpectation,
  found: readonly string[],
): Exclude<DnsRecordStatus, "pending"> {
  if (found.some((value) => matches(expected, value))) return "found";
  if (found.some((value) => sameKind(expected, value))) return "wrong";
  return "missing";
}

/** A domain is valid when every record is found. */
export function domainStatus(
  statuses: readonly DnsRecordStatus[],
): "pending" | "valid" | "invalid" {
  if (statuses.length === 0 || statuses.every((status) => status === "pending")) return "pending";
  return statuses.every((status) => status === "found") ? "valid" : "invalid";
}
