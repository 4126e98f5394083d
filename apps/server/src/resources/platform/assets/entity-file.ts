/**
 * `getEntityAssetFile` (decision 0002, lookup-tabs): one file of an entity's folder by the name
 * `listEntityAssets` gives it. The name is one path segment (the contract's pattern, checked
 * again here so a path can never climb out of the folder), and the answer's type is the stored
 * type only when it is one a browser shows without running anything (pictures, audio, text,
 * PDF); every other file goes out as an `application/octet-stream` attachment.
 */
import { badRequest } from "../../../http/index.js";

/** One path segment: no `/`, no `..`, no hidden file. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/;

const INLINE_TYPES: ReadonlySet<string> = new Set([
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "text/plain",
  "application/pdf",
]);

export const ATTACHMENT_TYPE = "application/octet-stream";

/** The file's name checked (400 naming the `file` parameter otherwise). */
export function checkedFileName(name: string): string {
  if (!FILE_NAME.test(name) || name.includes("..")) {
    throw badRequest(`Not a file name: ${JSON.stringify(name)}.`, [
      { field: "path.file", message: "must be one file name (letters, digits, '.', '_', '-')" },
    ]);
  }
  return name;
}

/** The media type the file is served as, and whether it is an attachment. */
export function servedType(stored: string): { contentType: string; attachment: boolean } {
  const type = stored.split(";")[0]?.trim().toLowerCase() ?? "";
  if (INLINE_TYPES.has(type) || /^audio\/[a-z0-9.+-]+$/.test(type)) {
    return { contentType: type, attachment: false };
  }
  return { contentType: ATTACHMENT_TYPE, attachment: true };
}
