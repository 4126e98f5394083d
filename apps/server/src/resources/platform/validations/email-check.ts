/**
 * The verdict of `GET /validations/email/`, from the address alone: RFC 5321/5322 "dot-atom"
 * syntax (internationalised local parts and domains allowed), length limits, a domain of at least
 * two valid labels with an alphabetic top-level label, and none of the reserved top-level names
 * that can never receive mail (RFC 2606, RFC 6761). The reference server makes no network
 * lookups (no DNS or MX query), so "the domain has no mail server" is never answered.
 */
import { domainToASCII } from "node:url";
import type { Schema } from "@canvass/sdk/contract";

type Verdict = Schema<"EmailValidationResult">;

const MAX_ADDRESS = 254;
const MAX_LOCAL = 64;
const MAX_DOMAIN = 253;
/** RFC 5322 atext, plus any non-ASCII character (RFC 6531). */
const LOCAL_PART =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~\u0080-\uFFFF-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~\u0080-\uFFFF-]+)*$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const RESERVED_TOP_LABELS = new Set(["test", "example", "invalid", "localhost", "local"]);

function invalid(email: string, reason: string): Verdict {
  return { email, valid: false, reason };
}

/** The domain's problem, or `undefined` when it is a well-formed public name. */
function domainProblem(domain: string): string | undefined {
  if (domain.startsWith("[")) return "Address literals ([1.2.3.4]) are not accepted.";
  const ascii = domainToASCII(domain.toLowerCase());
  if (ascii === "" || ascii.length > MAX_DOMAIN) return "The domain is not a valid host name.";
  const labels = ascii.split(".");
  if (labels.length < 2) return "The domain needs a dot and a top-level name (example.org).";
  if (!labels.every((label) => LABEL.test(label))) return "The domain is not a valid host name.";
  const top = labels.at(-1) ?? "";
  if (!TOP_LABEL.test(top)) return "The domain's top-level name is not valid.";
  if (RESERVED_TOP_LABELS.has(top)) return "The domain is reserved and cannot receive mail.";
  return undefined;
}

export function checkEmailAddress(raw: string): Verdict {
  const email = raw.trim().slice(0, MAX_ADDRESS + 1);
  if (email === "") return invalid(email, "The address is empty.");
  if (email.length > MAX_ADDRESS) {
    return invalid(
      email.slice(0, MAX_ADDRESS),
      `The address is longer than ${MAX_ADDRESS} characters.`,
    );
  }
  const at = email.lastIndexOf("@");
  if (at === -1) return invalid(email, "The address has no @.");
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local === "") return invalid(email, "The address has nothing before the @.");
  if (domain === "") return invalid(email, "The address has no domain after the @.");
  if (local.length > MAX_LOCAL) {
    return invalid(email, `The part before the @ is longer than ${MAX_LOCAL} characters.`);
  }
  if (!LOCAL_PART.test(local)) {
    return invalid(
      email,
      "The part before the @ has characters, spaces or dots that are not allowed.",
    );
  }
  const problem = domainProblem(domain);
  if (problem !== undefined) return invalid(email, problem);
  return { email, valid: true };
}
