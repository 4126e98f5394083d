/**
 * Checks that uploaded bytes are what their format claims, before anything is stored: a PNG by
 * decoding it (pngjs) and ending at its `IEND` chunk, an SVG by its root element and the absence of anything that
 * could run in the console (it renders team SVGs inline), and a JSON file as a JSON object.
 * Each check answers the reason it fails, or `undefined` when the bytes are fine.
 */

import { PNG } from "pngjs";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The most pixels a PNG may declare (decoding allocates 4 bytes each). */
export const PNG_MAX_PIXELS = 40_000_000;

/**
 * A PNG is its 8-byte signature, an `IHDR` chunk, then chunks up to `IEND` and nothing after it
 * (a PNG with HTML appended is refused); the whole image must decode (CRCs, compressed data).
 */
export function pngProblem(bytes: Uint8Array): string | undefined {
  if (bytes.length < 33) return "The file is too short to be a PNG image.";
  if (PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) {
    return "The file is not a PNG image (no PNG signature).";
  }
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.toString("latin1", 12, 16) !== "IHDR") {
    return "The file is not a PNG image (no IHDR header chunk).";
  }
  if (buffer.readUInt32BE(16) * buffer.readUInt32BE(20) > PNG_MAX_PIXELS) {
    return `The image has more than ${PNG_MAX_PIXELS} pixels.`;
  }
  let offset = 8;
  let ended = false;
  while (offset + 12 <= buffer.length && !ended) {
    const length = buffer.readUInt32BE(offset);
    ended = buffer.toString("latin1", offset + 4, offset + 8) === "IEND";
    offset += 12 + length;
  }
  if (!ended || offset > buffer.length) return "The file is not a PNG image (no IEND chunk).";
  if (offset !== buffer.length) return "The file has data after the end of the PNG image.";
  try {
    PNG.sync.read(buffer);
  } catch {
    return "The file is not a PNG image that can be decoded.";
  }
  return undefined;
}

/** UTF-8 text of the bytes (a BOM dropped), or `undefined` when they are not valid UTF-8. */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Numeric character references decoded, so `&#106;avascript:` is seen as `javascript:`. */
function decodeCharacterReferences(text: string): string {
  return text.replace(/&#(x[0-9a-f]+|[0-9]+);?/gi, (_, code: string) => {
    const value =
      code.startsWith("x") || code.startsWith("X") ? parseInt(code.slice(1), 16) : +code;
    return Number.isFinite(value) && value >= 0 && value <= 0x10ffff
      ? String.fromCodePoint(value)
      : "";
  });
}

/** Elements that run script or embed other documents. */
const ACTIVE_ELEMENTS =
  /<\s*(script|foreignObject|iframe|embed|object|frame|frameset|handler|listener)\b/i;
/** Event handler attributes (`onload=`, `onclick =`). */
const EVENT_HANDLER = /[\s"'/]on[a-z]+\s*=/i;
/** URLs that run code, once spaces, control characters and entities are taken out. */
const SCRIPT_URL =
  /(javascript|vbscript|livescript):|data:text\/html|data:application\/(xhtml|ecmascript|javascript)/i;

/**
 * An SVG document: optionally an XML declaration and comments, then an `<svg` root element. No
 * DOCTYPE (entity expansion), no active elements, no event handlers, no script URLs.
 */
export function svgProblem(bytes: Uint8Array): string | undefined {
  const text = utf8Text(bytes);
  if (text === undefined) return "The file is not an SVG document (not UTF-8 text).";
  const start = text
    .replace(/^\s*<\?xml[^>]*\?>/i, "")
    .replace(/^(\s*<!--[\s\S]*?-->)*/, "")
    .trimStart();
  if (!/^<svg[\s>/]/i.test(start))
    return "The file is not an SVG document (no <svg> root element).";
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return "SVG files may not declare a DOCTYPE or entities.";
  if (ACTIVE_ELEMENTS.test(text)) return "SVG files may not contain scripts or embedded documents.";
  if (EVENT_HANDLER.test(text)) return "SVG files may not contain event handler attributes (on…=).";
  // eslint-disable-next-line no-control-regex -- control characters hide `java\tscript:`
  const squeezed = decodeCharacterReferences(text).replace(/[\s\u0000-\u001f]+/g, "");
  if (SCRIPT_URL.test(squeezed)) return "SVG files may not contain script URLs (javascript:).";
  return undefined;
}

/** Any JSON value of UTF-8 text, or `undefined` when it is not JSON. */
export function parseJson(bytes: Uint8Array): unknown {
  const text = utf8Text(bytes);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export type JsonFileResult =
  | { readonly ok: true; readonly value: Record<string, unknown> }
  | { readonly ok: false; readonly reason: string };

/** The file's JSON object; a file that is not UTF-8 JSON text holding an object fails. */
export function parseJsonObject(bytes: Uint8Array): JsonFileResult {
  const text = utf8Text(bytes);
  if (text === undefined) return { ok: false, reason: "The file is not UTF-8 text." };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: "The file is not valid JSON." };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, reason: "The file must hold a JSON object." };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/**
 * The JSON pointer of the first key that could reach an object's prototype if the value were
 * ever merged by assignment (`__proto__`, or `prototype` inside `constructor`), as Fastify's
 * secure JSON parser refuses in request bodies.
 */
export function forbiddenKeyPointer(value: unknown, pointer = ""): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const isArray = Array.isArray(value);
  const entries = isArray
    ? value.map((item, index) => [String(index), item as unknown] as const)
    : Object.entries(value as Record<string, unknown>);
  for (const [key, item] of entries) {
    const here = `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    if (!isArray && key === "__proto__") return here;
    if (!isArray && key === "constructor" && typeof item === "object" && item !== null) {
      if (Object.hasOwn(item, "prototype")) return `${here}/prototype`;
    }
    const nested = forbiddenKeyPointer(item, here);
    if (nested !== undefined) return nested;
  }
  return undefined;
}
