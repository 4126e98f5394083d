/**
 * Sender domains (ManageEmailDomains: admin, `emailManagement` feature, not `nomanageemails`):
 * list, add (with a new DKIM key pair: the private key sealed, never answered), get, delete,
 * and validate against DNS (decision 0040).
 */
import { principalOf, requireRule } from "../../auth/index.js";
import { newShortId, toJson } from "../../db/index.js";
import {
  conditional,
  conflict,
  notFound,
  serviceUnavailable,
  tablesModified,
  type HandlerMap,
} from "../../http/index.js";
import { createDkimKeyPair, sealSecret } from "../../mail/index.js";
import type { ServerDeps } from "../../services.js";
import { countOf, readListPage, searchCondition, totalOf } from "../lists/index.js";
import { DKIM_SELECTOR } from "@canvass/sdk/email-delivery";
import { createDnsLookup, DnsUnavailableError } from "./dns-lookup.js";
import { DOMAIN_COLUMNS, lookUpChecks, pendingChecks, toEmailDomain } from "./domain-rows.js";

export function domainHandlers(deps: ServerDeps): HandlerMap {
  const { db } = deps;
  const findDomain = async (id: string) => {
    const row = await db
      .selectFrom("email_domains")
      .select([...DOMAIN_COLUMNS])
      .where("id", "=", id)
      .executeTakeFirst();
    if (row === undefined) throw notFound(`No sender domain ${id}.`);
    return row;
  };
  return {
    listEmailDomains: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "get", "ManageEmailDomains");
      const window = readListPage(ctx);
      const cache = conditional(
        ctx.headers["If-Modified-Since"],
        await tablesModified(db, ["email_domains"]),
      );
      if (cache.notModified) return { status: 304, headers: cache.headers };
      let filtered = db.selectFrom("email_domains as d");
      const term = ctx.query.q?.trim() ?? "";
      if (term !== "") filtered = filtered.where(searchCondition("d.domain", term));
      const rows = await filtered
        .select(DOMAIN_COLUMNS.map((column) => `d.${column}` as const))
        .orderBy("d.domain")
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      const count = await totalOf(rows.length, window, countOf(filtered));
      return {
        status: 200,
        headers: cache.headers,
        body: { Result: rows.map(toEmailDomain), Count: count },
      };
    },

    createEmailDomain: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "create", "ManageEmailDomains");
      const domain = ctx.body.domain;
      const taken = await db
        .selectFrom("email_domains")
        .select("id")
        .where("domain", "=", domain)
        .executeTakeFirst();
      if (taken !== undefined) {
        throw conflict(`The domain ${domain} is already added.`, [
          { field: "/domain", message: "is already added", code: "taken" },
        ]);
      }
      const keys = await createDkimKeyPair();
      const sealed = await sealSecret(db, deps.mail.keySecret, keys.privateKeyPem);
      const now = deps.now();
      const row = await db.transaction().execute(async (trx) => {
        const id = await newShortId(trx, "emaildomain");
        return trx
          .insertInto("email_domains")
          .values({
            id,
            domain,
            status: "pending",
            dkim_selector: DKIM_SELECTOR,
            dkim_public_key: keys.publicKey,
            dkim_private_key: sealed,
            checks: toJson(pendingChecks(domain, keys.publicKey, DKIM_SELECTOR, deps.mail)),
            created: now,
            updated: now,
          })
          .onConflict((conflicting) => conflicting.column("domain").doNothing())
          .returning([...DOMAIN_COLUMNS])
          .executeTakeFirst();
      });
      if (row === undefined) {
        throw conflict(`The domain ${domain} is already added.`, [
          { field: "/domain", message: "is already added", code: "taken" },
        ]);
      }
      return { status: 201, body: toEmailDomain(row) };
    },

    getEmailDomain: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "get", "ManageEmailDomains");
      const row = await findDomain(ctx.params.id);
      const cache = conditional(ctx.headers["If-Modified-Since"], row.validated ?? row.created);
      if (cache.notModified) return { status: 304, headers: cache.headers };
      return { status: 200, headers: cache.headers, body: toEmailDomain(row) };
    },

    deleteEmailDomain: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "delete", "ManageEmailDomains");
      const removed = await db
        .deleteFrom("email_domains")
        .where("id", "=", ctx.params.id)
        .returning("id")
        .executeTakeFirst();
      if (removed === undefined) throw notFound(`No sender domain ${ctx.params.id}.`);
      return { status: 204 };
    },

    validateEmailDomain: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "update", "ManageEmailDomains");
      const row = await findDomain(ctx.params.id);
      const dns = createDnsLookup(deps.mail.dnsServers, deps.mail.dnsTimeoutMs);
      let result;
      try {
        result = await lookUpChecks(row, deps.mail, dns);
      } catch (error) {
        if (error instanceof DnsUnavailableError) throw serviceUnavailable(error.message);
        throw error;
      }
      const updated = await db
        .updateTable("email_domains")
        .set({ checks: toJson(result.checks), status: result.status, validated: deps.now() })
        .where("id", "=", row.id)
        .returning([...DOMAIN_COLUMNS])
        .executeTakeFirst();
      if (updated === undefined) throw notFound(`No sender domain ${row.id}.`);
      return { status: 200, body: toEmailDomain(updated) };
    },
  };
}
