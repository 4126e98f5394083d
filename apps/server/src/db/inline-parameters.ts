/**
 * A compiled statement's parameters written into its text as literals, for the statements that
 * take none (`COPY (…) TO STDOUT`, decision 0091). Only `$n` outside quoted text and quoted names
 * is a parameter; texts become literals by the SDK's `sqlLiteral` (quotes doubled; a backslash
 * makes an escape string, read alike whatever `standard_conforming_strings` says), arrays of
 * texts `ARRAY[…]`.
 */
import { sqlLiteral } from "@canvass/sdk/exports";

function literalOf(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "string") {
    const literal = sqlLiteral(value);
    if (literal === undefined) throw new Error("A parameter holds a character SQL text cannot.");
    return literal;
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`A parameter is not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return literalOf(value.toISOString());
  if (Array.isArray(value)) {
    return value.length === 0 ? "'{}'" : `ARRAY[${value.map(literalOf).join(", ")}]`;
  }
  throw new Error(`A parameter of type ${typeof value} cannot be written as a literal.`);
}

/** `text` with each `$n` outside quotes replaced by `parameters[n - 1]` as a literal. */
export function inlineParameters(text: string, parameters: readonly unknown[]): string {
  let out = "";
  let at = 0;
  while (at < text.length) {
    const char = text[at] ?? "";
    if (char === "'" || char === '"') {
      // E'…' strings escape with a backslash; others only by doubling the quote.
      const prefix = text[at - 1] ?? "";
      const escapes =
        char === "'" && (prefix === "e" || prefix === "E") && !/\w/.test(text[at - 2] ?? "");
      let end = at + 1;
      for (;;) {
        if (end >= text.length) throw new Error("A statement ends inside quoted text.");
        const next = text[end];
        if (escapes && next === "\\") end += 2;
        else if (next === char && text[end + 1] === char) end += 2;
        else if (next === char) break;
        else end += 1;
      }
      out += text.slice(at, end + 1);
      at = end + 1;
      continue;
    }
    const parameter = char === "$" ? /^\$(\d+)/.exec(text.slice(at, at + 12)) : null;
    if (parameter !== null) {
      const index = Number(parameter[1]) - 1;
      if (index < 0 || index >= parameters.length) {
        throw new Error(`The statement names $${index + 1} of ${parameters.length} parameters.`);
      }
      out += literalOf(parameters[index]);
      at += parameter[0].length;
      continue;
    }
    out += char;
    at += 1;
  }
  return out;
}
