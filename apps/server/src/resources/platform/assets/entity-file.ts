/**
 * `getEntityAssetFile` (decision 0002, lookup-tabs): one file of an entity's folder by the name
 * `listEntityAssets` gives it (`pictures/1.png`). The name's segments each start with a letter
 * or digit (the contract's pattern, checked again here, so a path can never climb out of the
 * folder), and the answer's type is the stored
 * type only when it is one a browser shows without running anything (pictures, audio, text,
 * PDF); every other file goes out as an `application/octet-stream` attachment.
 */
import { badRequest } from "../../../http/index.js";
import {
  ACCOUNT_ARCHIVE,
  ACCOUNT_EMAIL_TRACKING,
  ACCOUNT_SIGNATURE,
  ACCOUNT_TRANSCRIPTION,
  type AssetFile,
} from "./asset-files.js";

/** Segments that each start with a letter or digit: no `..`, no hidden file, no empty segment. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

const INLINE_TYPES: ReadonlySet<string> = new Set([
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "text/plain",
  "application/pdf",
]);

/** The submission files with a call of their own, whose rule this call keeps. */
export const OWN_CALL_FILES: readonly AssetFile[] = [
  ACCOUNT_TRANSCRIPTION,
  ACCOUNT_EMAIL_TRACKING,
  ACCOUNT_ARCHIVE,
  ACCOUNT_SIGNATURE,
];

export const ATTACHMENT_TYPE = "application/octet-stream";

/** The file's name checked (400 naming the `file` parameter otherwise). */
export function checkedFileName(name: string): string {
  if (name.length > 255 || !FILE_NAME.test(name) || name.includes("..")) {
    throw badRequest(`Not a file name: ${JSON.stringify(name)}.`, [
      {
        field: "path.file",
        message: "must be a file name of the listing (letters, digits, '.', '_', '-', '/')",
      },
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
