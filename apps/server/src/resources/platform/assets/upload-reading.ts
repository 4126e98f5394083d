/**
 * Reads the `file` part of a multipart upload (the raw body the HTTP layer hands over) with the
 * web platform's parser (undici's `Response.formData()`), and checks it against the file's
 * format: size (413), declared type and content (415), and for JSON files the contract schema
 * and the SDK's rules of the file (422). Answers the bytes to store and their media type.
 */
import { formProblems, generalDocumentProblems } from "@canvass/sdk/campaign-settings";
import {
  badRequest,
  payloadTooLarge,
  unprocessable,
  unsupportedMediaType,
} from "../../../http/index.js";
import type { AssetFile } from "./asset-files.js";
import { FORMATS } from "./asset-files.js";
import { schemaErrors } from "./asset-schemas.js";
import { forbiddenKeyPointer, parseJsonObject, pngProblem, svgProblem } from "./file-checks.js";
import { territoryErrors } from "./territory-checks.js";

export interface UploadedPart {
  readonly bytes: Uint8Array;
  /** The part's declared media type, lower-cased without parameters (`""` when none). */
  readonly type: string;
}

function malformed(message: string, field = "body") {
  return badRequest(`The upload is not usable: ${field} ${message}.`, [
    { field, message, code: "multipart" },
  ]);
}

/** The single `file` part of a multipart body (400 when it is missing, repeated or unreadable). */
export async function readFilePart(
  body: Buffer,
  contentType: string | undefined,
): Promise<UploadedPart> {
  let form: FormData;
  try {
    const response = new Response(new Uint8Array(body), {
      headers: { "content-type": contentType ?? "" },
    });
    // undici marks `formData()` "not recommended on servers" because it buffers the whole body;
    // the HTTP layer has already buffered it (at most 10 MiB), so nothing is lost here.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    form = await response.formData();
  } catch {
    throw malformed("is not a readable multipart/form-data body");
  }
  for (const name of new Set(form.keys())) {
    if (name !== "file") throw malformed("is not a known part", `/${name}`);
  }
  const parts = form.getAll("file");
  const part = parts[0];
  if (part === undefined) throw malformed("is required", "/file");
  if (parts.length > 1) throw malformed("must be sent once", "/file");
  if (typeof part === "string") return { bytes: new TextEncoder().encode(part), type: "" };
  return {
    bytes: new Uint8Array(await part.arrayBuffer()),
    type: (part.type.split(";")[0] ?? "").trim().toLowerCase(),
  };
}

/** Part types accepted besides the format's own: none, or the generic binary type. */
const GENERIC_TYPES = new Set(["", "application/octet-stream"]);

function sizeText(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes} bytes`;
}

/** The JSON errors of a file's content, named under `prefix` (`/file` for uploads). */
export async function jsonContentErrors(file: AssetFile, value: unknown, prefix: string) {
  const forbidden = forbiddenKeyPointer(value);
  if (forbidden !== undefined) {
    return [
      { field: `${prefix}${forbidden}`, message: "is a reserved key", code: "forbidden-key" },
    ];
  }
  const errors = file.schema === undefined ? [] : await schemaErrors(file.schema, value, prefix);
  if (errors.length > 0) return errors;
  // The campaign editor's sections of settings/general.json: the SDK's rules (decision 0026).
  if (file.schema === "CampaignGeneralSettings") return generalDocumentProblems(value, prefix);
  // The sign-up form (form.json): the SDK's form rule (decision 0031).
  if (file.schema === "CampaignForm") return formProblems(value, prefix);
  if (file.schema !== "AssetGeoTerritory") return errors;
  return territoryErrors(value, prefix);
}

/** Checks an uploaded part against the file's format; answers the bytes to store. */
export async function checkUpload(file: AssetFile, part: UploadedPart): Promise<Uint8Array> {
  const format = FORMATS[file.format];
  if (part.bytes.length > format.maxBytes) {
    throw payloadTooLarge(`The file is larger than ${sizeText(format.maxBytes)}.`);
  }
  const expected = format.contentType.split(";")[0] ?? "";
  if (!GENERIC_TYPES.has(part.type) && part.type !== expected) {
    throw unsupportedMediaType(`The file must be ${expected}, not ${part.type}.`);
  }
  if (file.format === "png") {
    const problem = pngProblem(part.bytes);
    if (problem !== undefined) throw unsupportedMediaType(problem);
  } else if (file.format === "svg") {
    const problem = svgProblem(part.bytes);
    if (problem !== undefined) throw unsupportedMediaType(problem);
  } else if (file.format === "json") {
    const parsed = parseJsonObject(part.bytes);
    if (!parsed.ok) throw unsupportedMediaType(parsed.reason);
    const errors = await jsonContentErrors(file, parsed.value, "/file");
    if (errors.length > 0) {
      throw unprocessable("The file does not match the format of this file.", errors);
    }
  }
  return part.bytes;
}
