/**
 * Request cases generated from the contract for the property tests: valid parameter values to put a
 * request in front of its body check, hostile parameter values, and bodies that must fail (missing
 * required fields, unknown fields, wrong types) next to seeded random JSON. No dependencies: a small
 * seeded generator keeps every run the same.
 */
import { createContractAjv, prepareSchema } from "./contract-ajv.js";
import { escapePointer } from "./validation-errors.js";
import { resolveRef, type ContractOperation, type ContractParameter } from "./operations.js";

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** mulberry32: a tiny seeded PRNG, returns floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Strings that must never reach SQL, the file system or a template unescaped. */
export const HOSTILE_STRINGS: readonly string[] = [
  "Received;DROP TABLE accounts",
  "' OR '1'='1",
  "1; SELECT pg_sleep(10)--",
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%00",
  "<script>alert(1)</script>",
  "${7*7}",
  "\u0000\u0001\u001f",
  "🙂".repeat(40),
  "x".repeat(5000),
  "-1",
  "1e309",
  "NaN",
  "[]",
  "{}",
];

/** Random JSON of bounded depth: scalars, arrays, objects with hostile keys. */
export function randomJson(random: () => number, depth = 0): unknown {
  const pick = Math.floor(random() * (depth > 3 ? 6 : 8));
  switch (pick) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return Math.floor((random() - 0.5) * 2 ** 40);
    case 3:
      return (random() - 0.5) * 1e6;
    case 4:
    case 5:
      return HOSTILE_STRINGS[Math.floor(random() * HOSTILE_STRINGS.length)] ?? "";
    case 6:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomJson(random, depth + 1));
    default: {
      const out: Json = {};
      const keys = ["__proto__x", "constructor", "ID", "Value", "$where", "a/b~c", "name"];
      for (let i = Math.floor(random() * 4); i > 0; i -= 1) {
        const key = keys[Math.floor(random() * keys.length)] ?? "k";
        out[key] = randomJson(random, depth + 1);
      }
      return out;
    }
  }
}

/** A schema with its top-level `$ref`s followed and `allOf` parts merged (properties, required). */
export function flattenSchema(contract: Json, schema: unknown): Json {
  if (!isObject(schema)) return {};
  const resolved = resolveRef(contract, schema);
  const parts = Array.isArray(resolved.allOf)
    ? resolved.allOf.map((p) => flattenSchema(contract, p))
    : [];
  const properties: Json = { ...(isObject(resolved.properties) ? resolved.properties : {}) };
  const required = new Set<string>(
    Array.isArray(resolved.required) ? (resolved.required as string[]) : [],
  );
  for (const part of parts) {
    Object.assign(properties, isObject(part.properties) ? part.properties : {});
    for (const name of Array.isArray(part.required) ? (part.required as string[]) : [])
      required.add(name);
  }
  return { ...resolved, properties, required: [...required] };
}

/** A value of a type the schema does not allow, or `undefined` when the schema takes anything. */
export function wrongValueFor(contract: Json, schema: unknown): unknown {
  if (!isObject(schema)) return undefined;
  const resolved = resolveRef(contract, schema);
  const raw = resolved.type;
  const types = Array.isArray(raw) ? (raw as string[]) : typeof raw === "string" ? [raw] : [];
  if (types.length === 0) return undefined;
  const candidates: [string, unknown][] = [
    ["object", { unexpected: { nested: true } }],
    ["string", "not the right type"],
    ["array", ["not", "the", "right", "type"]],
    ["boolean", true],
  ];
  const accepts = (type: string): boolean =>
    types.includes(type) || (type === "number" && types.includes("integer"));
  for (const [type, value] of candidates) if (!accepts(type)) return value;
  return undefined;
}

/** The pointer of a top-level body property. */
export function pointerOf(name: string): string {
  return `/${escapePointer(name)}`;
}

/** A request that passes its parameter checks, and the same with path parameters replaced. */
export interface ValidRequest {
  readonly url: string;
  withPath(overrides: Record<string, string>): string;
}

/**
 * Finds a value each parameter accepts (its examples, enum, default or a plain id), so that a case
 * can vary one thing at a time. Returns `undefined` when no candidate validates.
 */
export function createValidParameters(
  contract: Json,
): (operation: ContractOperation, mount: string) => ValidRequest | undefined {
  const ajv = createContractAjv(contract, "params");
  const valueFor = (parameter: ContractParameter): string | undefined => {
    const schema = isObject(parameter.schema) ? resolveRef(contract, parameter.schema) : {};
    const validate = ajv.compile(prepareSchema(parameter.schema));
    const listed = (value: unknown): unknown[] =>
      Array.isArray(value) ? (value as unknown[]) : [];
    const candidates = [
      ...listed(schema.examples),
      ...listed(schema.enum),
      schema.default,
      "abc123",
      "3fa9c1d2",
      "1",
    ].filter((value) => value !== undefined && !isObject(value));
    for (const candidate of candidates) {
      const text = String(candidate);
      if (validate(text)) return text;
    }
    return undefined;
  };
  return (operation: ContractOperation, mount: string): ValidRequest | undefined => {
    const path: Record<string, string> = {};
    const query = new URLSearchParams();
    for (const parameter of operation.parameters) {
      if (parameter.in !== "path" && !(parameter.in === "query" && parameter.required)) continue;
      const value = valueFor(parameter);
      if (value === undefined) return undefined;
      if (parameter.in === "path") path[parameter.name] = value;
      else query.set(parameter.name, value);
    }
    const search = query.toString();
    const url = (overrides: Record<string, string> = {}): string => {
      const filled = `${mount}${operation.path}`.replace(/\{([^}]+)\}/g, (_match, name: string) =>
        encodeURIComponent(overrides[name] ?? path[name] ?? ""),
      );
      return search === "" ? filled : `${filled}?${search}`;
    };
    return { url: url(), withPath: url };
  };
}
