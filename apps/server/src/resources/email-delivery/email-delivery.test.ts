/**
 * The e-mail delivery calls over HTTP: sender domains validated against a real DNS server on
 * 127.0.0.1 (found / missing / wrong with the expected value), the private key never answered,
 * role and feature gates, the messages log with its filters, and the signed bounce webhook
 * (a hard bounce blocks the address).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MAIL_SETTINGS, sendMail } from "../../mail/index.js";
import type { ApiSession, TestApi } from "../../testing/api-harness.js";
import { startTestApi } from "../../testing/api-harness.js";
import { startDnsServer, type TestDnsServer } from "../../testing/dns-server.js";
import {
  expectProblem,
  sessionsByRole,
  setFeature,
  type DemoRole,
} from "../campaigns/test-support.js";
import { signBounce } from "./bounce-signature.js";

const BOUNCE_SECRET = "bounce-secret-for-tests";
let api: TestApi;
let dns: TestDnsServer;
let as: Record<DemoRole, ApiSession>;

beforeAll(async () => {
  dns = await startDnsServer();
  api = await startTestApi({
    accounts: 0,
    mail: {
      ...DEFAULT_MAIL_SETTINGS,
      dnsServers: [dns.address],
      dnsTimeoutMs: 1000,
      bounceSecret: BOUNCE_SECRET,
    },
  });
  as = await sessionsByRole(api);
}, 120_000);
afterAll(async () => {
  await api.close();
  await dns.close();
});

interface DomainRecord {
  purpose: string;
  type: string;
  name: string;
  value: string;
  valid: boolean;
  status: string;
  found: string[];
}
interface Domain {
  id: string;
  domain: string;
  status: string;
  records: DomainRecord[];
}

const record = (domain: Domain, purpose: string): DomainRecord => {
  const found = domain.records.find((entry) => entry.purpose === purpose);
  if (found === undefined) throw new Error(`no ${purpose} record`);
  return found;
};

describe("sender domains", () => {
  let domain: Domain;

  it("adds a domain with the records to publish and keeps the private key to itself", async () => {
    const answer = await api.call<Domain>("createEmailDomain", {
      as: as.admin,
      body: { domain: "mail.owls.test" },
    });
    expect(answer.status).toBe(201);
    domain = answer.body;
    expect(domain.status).toBe("pending");
    expect(
      domain.records.map((entry) => [entry.purpose, entry.type, entry.name, entry.status]),
    ).toEqual([
      ["spf", "TXT", "mail.owls.test", "pending"],
      ["dkim", "TXT", "canvass._domainkey.mail.owls.test", "pending"],
      ["dmarc", "TXT", "_dmarc.mail.owls.test", "pending"],
      ["return-path", "CNAME", "bounces.mail.owls.test", "pending"],
    ]);
    expect(record(domain, "return-path").value).toBe(DEFAULT_MAIL_SETTINGS.returnPathHost);
    expect(record(domain, "dkim").value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{300,}$/);
    const stored = await api.handle.db
      .selectFrom("email_domains")
      .select(["dkim_private_key"])
      .where("id", "=", domain.id)
      .executeTakeFirstOrThrow();
    expect(stored.dkim_private_key).toMatch(/^v1\./);
    expect(stored.dkim_private_key).not.toContain("PRIVATE KEY");
    const read = await api.call<Domain>("getEmailDomain", {
      as: as.admin,
      path: { id: domain.id },
    });
    const listed = await api.call<{ Result: Domain[] }>("listEmailDomains", { as: as.admin });
    for (const text of [
      JSON.stringify(answer.body),
      JSON.stringify(read.body),
      JSON.stringify(listed.body),
    ]) {
      expect(text).not.toContain("PRIVATE");
      expect(text).not.toContain(stored.dkim_private_key.slice(3, 40));
    }
    expect(listed.body.Result.map((entry) => entry.domain)).toContain("mail.owls.test");
  }, 90_000);

  it("refuses a second add of the domain and a malformed name", async () => {
    expectProblem(
      await api.call("createEmailDomain", { as: as.admin, body: { domain: "mail.owls.test" } }),
      409,
    );
    const bad = await api.call("createEmailDomain", {
      as: as.admin,
      body: { domain: "https://Owls" },
      unchecked: true,
    });
    expect([400, 422]).toContain(bad.status);
  });

  it("validates against the DNS server: missing, then one record wrong (named), then valid", async () => {
    const missing = await api.call<Domain>("validateEmailDomain", {
      as: as.admin,
      path: { id: domain.id },
    });
    expect(missing.status).toBe(200);
    expect(missing.body.status).toBe("invalid");
    expect(missing.body.records.map((entry) => entry.status)).toEqual([
      "missing",
      "missing",
      "missing",
      "missing",
    ]);

    dns.set("TXT", "mail.owls.test", ["google-site-verification=x", record(domain, "spf").value]);
    dns.set("TXT", "canvass._domainkey.mail.owls.test", [
      "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAold",
    ]);
    dns.set("TXT", "_dmarc.mail.owls.test", ["v=DMARC1; p=none"]);
    dns.set("CNAME", "bounces.mail.owls.test", [record(domain, "return-path").value]);
    const wrong = await api.call<Domain>("validateEmailDomain", {
      as: as.admin,
      path: { id: domain.id },
    });
    expect(wrong.body.status).toBe("invalid");
    expect(wrong.body.records.map((entry) => [entry.purpose, entry.status, entry.valid])).toEqual([
      ["spf", "found", true],
      ["dkim", "wrong", false],
      ["dmarc", "found", true],
      ["return-path", "found", true],
    ]);
    expect(record(wrong.body, "dkim").found).toEqual([
      "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAold",
    ]);
    expect(record(wrong.body, "dkim").value).toBe(record(domain, "dkim").value);

    // The DKIM key is longer than one TXT string: the server publishes it in 255-byte pieces.
    dns.set("TXT", "canvass._domainkey.mail.owls.test", [record(domain, "dkim").value]);
    const valid = await api.call<Domain>("validateEmailDomain", {
      as: as.admin,
      path: { id: domain.id },
    });
    expect(valid.body.status).toBe("valid");
    expect(valid.body.records.every((entry) => entry.status === "found")).toBe(true);
    const read = await api.call<Domain & { Validated?: string }>("getEmailDomain", {
      as: as.admin,
      path: { id: domain.id },
    });
    expect(read.body.status).toBe("valid");
    expect(read.body.Validated).toBeDefined();
  }, 90_000);

  it("answers 503 when the DNS servers do not answer, leaving the domain as it was", async () => {
    const silent = await startTestApi({
      accounts: 0,
      mail: { ...DEFAULT_MAIL_SETTINGS, dnsServers: ["127.0.0.1:9"], dnsTimeoutMs: 300 },
    });
    try {
      const admin = (await sessionsByRole(silent)).admin;
      const created = await silent.call<Domain>("createEmailDomain", {
        as: admin,
        body: { domain: "x.owls.test" },
      });
      const answer = await silent.call("validateEmailDomain", {
        as: admin,
        path: { id: created.body.id },
      });
      expect(answer.status).toBe(503);
      const after = await silent.call<Domain>("getEmailDomain", {
        as: admin,
        path: { id: created.body.id },
      });
      expect(after.body.status).toBe("pending");
    } finally {
      await silent.close();
    }
  }, 60_000);

  it("is refused to rep, client, manager and callcenter, and when emailManagement is off", async () => {
    for (const role of ["rep", "client", "manager", "callcenter"] as const) {
      expectProblem(await api.call("listEmailDomains", { as: as[role] }), 403);
      expectProblem(
        await api.call("createEmailDomain", { as: as[role], body: { domain: "no.owls.test" } }),
        403,
      );
      expectProblem(await api.call("listEmailMessages", { as: as[role] }), 403);
    }
    await setFeature(api, "emailManagement", false);
    try {
      expectProblem(await api.call("listEmailDomains", { as: as.admin }), 403);
      expectProblem(await api.call("listEmailBounces", { as: as.admin }), 403);
    } finally {
      await setFeature(api, "emailManagement", true);
    }
    await setFeature(api, "messageTracking", false);
    try {
      expectProblem(await api.call("listEmailMessages", { as: as.admin }), 403);
    } finally {
      await setFeature(api, "messageTracking", true);
    }
  });

  it("deletes a domain", async () => {
    const created = await api.call<Domain>("createEmailDomain", {
      as: as.admin,
      body: { domain: "gone.owls.test" },
    });
    expect(
      (await api.call("deleteEmailDomain", { as: as.admin, path: { id: created.body.id } })).status,
    ).toBe(204);
    expectProblem(
      await api.call("getEmailDomain", { as: as.admin, path: { id: created.body.id } }),
      404,
    );
  }, 90_000);
});

interface Message {
  id: string;
  to: string;
  status: string;
  campaign?: string;
  templateId?: string;
  account?: string;
}

describe("messages and bounces", () => {
  it("lists the messages log with filters and shows one with its parts", async () => {
    const receipt = await sendMail(api.deps, {
      to: "ada@donors.test",
      subject: "Receipt",
      html: "<p>Thanks</p>",
      text: "Thanks",
      campaign: "cmpA01",
      template: "tplA01",
      account: "0a1b2c3d",
    });
    await sendMail(api.deps, {
      to: "bob@donors.test",
      subject: "Other",
      text: "x",
      campaign: "cmpB01",
    });
    const all = await api.call<{ Result: Message[]; Count: number }>("listEmailMessages", {
      as: as.admin,
    });
    expect(all.body.Result.map((message) => message.to)).toEqual(
      expect.arrayContaining(["ada@donors.test", "bob@donors.test"]),
    );
    for (const query of [
      { Campaign: "cmpA01" },
      { Template: "tplA01" },
      { Account: "0a1b2c3d" },
      { q: "ada@" },
    ]) {
      const page = await api.call<{ Result: Message[]; Count: number }>("listEmailMessages", {
        as: as.admin,
        query,
      });
      expect(
        page.body.Result.map((message) => message.id),
        JSON.stringify(query),
      ).toEqual([receipt.id]);
      expect(page.body.Count).toBe(1);
    }
    const future = await api.call<{ Result: Message[] }>("listEmailMessages", {
      as: as.admin,
      query: { After: "2030-01-01T00:00:00.000Z" },
    });
    expect(future.body.Result).toEqual([]);
    const one = await api.call<{ message: Message; html: string; text: string }>(
      "getEmailMessage",
      {
        as: as.admin,
        path: { id: receipt.id },
      },
    );
    expect(one.body).toMatchObject({
      message: { id: receipt.id, status: "sent", campaign: "cmpA01", templateId: "tplA01" },
      html: "<p>Thanks</p>",
      text: "Thanks",
    });
    expectProblem(await api.call("getEmailMessage", { as: as.admin, path: { id: "nosuch" } }), 404);
  });

  it("records a signed hard bounce, marks the message and blocks the address", async () => {
    const sent = await sendMail(api.deps, { to: "Gone@donors.test", subject: "Hello", text: "x" });
    const report = {
      email: "gone@donors.test",
      type: "hard" as const,
      reason: "550 5.1.1 User unknown",
      messageId: sent.id,
    };
    const t = Math.floor(Date.now() / 1000);
    expectProblem(await api.call("receiveEmailBounce", { body: report }), 401);
    const unsigned = await api.call("receiveEmailBounce", {
      body: report,
      headers: { "Canvass-Signature": signBounce("other-secret", report, t) },
    });
    expectProblem(unsigned, 401);
    const stale = await api.call("receiveEmailBounce", {
      body: report,
      headers: { "Canvass-Signature": signBounce(BOUNCE_SECRET, report, t - 3600) },
    });
    expectProblem(stale, 401);
    const tampered = await api.call("receiveEmailBounce", {
      body: { ...report, email: "someone@donors.test" },
      headers: { "Canvass-Signature": signBounce(BOUNCE_SECRET, report, t) },
    });
    expectProblem(tampered, 401);
    const answer = await api.call<{ id: string; type: string; messageId: string }>(
      "receiveEmailBounce",
      {
        body: report,
        headers: { "Canvass-Signature": signBounce(BOUNCE_SECRET, report, t) },
      },
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ type: "hard", messageId: sent.id });
    const bounced = await api.call<{ message: Message; error: string }>("getEmailMessage", {
      as: as.admin,
      path: { id: sent.id },
    });
    expect(bounced.body.message.status).toBe("bounced");
    expect(bounced.body.error).toContain("User unknown");
    const bounces = await api.call<{ Result: { id: string; email: string }[] }>(
      "listEmailBounces",
      { as: as.admin },
    );
    expect(bounces.body.Result.map((bounce) => bounce.id)).toContain(answer.body.id);
    const next = await sendMail(api.deps, { to: "GONE@donors.test", subject: "Again", text: "x" });
    expect(next.status).toBe("blocked");
    const outbox = await api.handle.db
      .selectFrom("outbox")
      .select("id")
      .where("message", "=", next.id)
      .execute();
    expect(outbox).toEqual([]);
  });
});
