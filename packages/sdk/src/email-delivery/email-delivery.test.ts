import { describe, expect, it } from "vitest";
import {
  dnsRecordStatus,
  domainStatus,
  expectedDnsRecords,
  retryDelayMs,
  type DnsRecordExpectation,
} from "./index";

const SETUP = { spfInclude: "_spf.relay.test", returnPathHost: "bounces.relay.test" };
const records = expectedDnsRecords("mail.example.org", "MIIBKEY", SETUP);
const byPurpose = (purpose: string): DnsRecordExpectation => {
  const record = records.find((entry) => entry.purpose === purpose);
  if (record === undefined) throw new Error(purpose);
  return record;
};

describe("expectedDnsRecords", () => {
  it("lists SPF, DKIM, DMARC and the return path with names under the domain", () => {
    expect(records.map((record) => [record.purpose, record.type, record.name])).toEqual([
      ["spf", "TXT", "mail.example.org"],
      ["dkim", "TXT", "canvass._domainkey.mail.example.org"],
      ["dmarc", "TXT", "_dmarc.mail.example.org"],
      ["return-path", "CNAME", "bounces.mail.example.org"],
    ]);
    expect(byPurpose("spf").value).toBe("v=spf1 include:_spf.relay.test ~all");
    expect(byPurpose("dkim").value).toBe("v=DKIM1; k=rsa; p=MIIBKEY");
    expect(byPurpose("return-path").value).toBe("bounces.relay.test");
  });
});

describe("dnsRecordStatus", () => {
  it("finds an SPF record that includes the relay among other terms", () => {
    const spf = byPurpose("spf");
    expect(dnsRecordStatus(spf, ["v=spf1 include:other.test include:_spf.relay.test -all"])).toBe(
      "found",
    );
    expect(dnsRecordStatus(spf, ["v=spf1 include:other.test ~all"])).toBe("wrong");
    expect(dnsRecordStatus(spf, ["google-site-verification=abc"])).toBe("missing");
    expect(dnsRecordStatus(spf, [])).toBe("missing");
  });

  it("compares the DKIM key, not the spacing", () => {
    const dkim = byPurpose("dkim");
    expect(dnsRecordStatus(dkim, ["v=DKIM1;k=rsa;  p=MIIB KEY"])).toBe("found");
    expect(dnsRecordStatus(dkim, ["v=DKIM1; k=rsa; p=OTHER"])).toBe("wrong");
  });

  it("takes any DMARC policy and compares CNAME hosts without the final dot", () => {
    expect(dnsRecordStatus(byPurpose("dmarc"), ["v=DMARC1; p=reject"])).toBe("found");
    expect(dnsRecordStatus(byPurpose("dmarc"), ["v=spf1 -all"])).toBe("wrong");
    const returnPath = byPurpose("return-path");
    expect(dnsRecordStatus(returnPath, ["Bounces.Relay.Test."])).toBe("found");
    expect(dnsRecordStatus(returnPath, ["elsewhere.test"])).toBe("wrong");
  });
});

describe("domainStatus and retryDelayMs", () => {
  it("is valid only when every record is found", () => {
    expect(domainStatus(["pending", "pending"])).toBe("pending");
    expect(domainStatus(["found", "found"])).toBe("valid");
    expect(domainStatus(["found", "wrong"])).toBe("invalid");
  });

  it("backs off, then gives up", () => {
    expect(retryDelayMs(1)).toBe(0);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(5)).toBe(7_200_000);
    expect(retryDelayMs(6)).toBeUndefined();
    expect(retryDelayMs(3, [10, 20])).toBe(20);
  });
});
