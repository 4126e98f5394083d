/**
 * Looks a sender domain's records up with a real DNS resolver (`node:dns`), asking the servers
 * of `CANVASS_DNS_SERVERS` (`host` or `host:port`) or the system's. "No such name" and "no
 * record of that type" are an empty answer; a server that does not answer is an error.
 */
import { Resolver } from "node:dns/promises";
import type { DnsRecordType } from "@canvass/sdk/email-delivery";

const EMPTY_ANSWERS = new Set(["ENODATA", "ENOTFOUND", "NXDOMAIN"]);

export class DnsUnavailableError extends Error {
  constructor(readonly code: string) {
    super(`The DNS servers did not answer (${code}).`);
    this.name = "DnsUnavailableError";
  }
}

export interface DnsLookup {
  /** The values at `name` of `type` (TXT strings joined, CNAME targets). */
  values(type: DnsRecordType, name: string): Promise<string[]>;
}

export function createDnsLookup(
  servers: readonly string[] | undefined,
  timeoutMs = 3000,
): DnsLookup {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers !== undefined && servers.length > 0) resolver.setServers([...servers]);
  return {
    async values(type, name) {
      try {
        if (type === "TXT") return (await resolver.resolveTxt(name)).map((parts) => parts.join(""));
        return await resolver.resolveCname(name);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === "string" && EMPTY_ANSWERS.has(code)) return [];
        throw new DnsUnavailableError(typeof code === "string" ? code : "unknown");
      }
    },
  };
}
