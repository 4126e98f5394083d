/**
 * The parts of a `processImport` request (multipart): read with the web platform's parser, each
 * checked, a wrong option answered as a 400/422 problem naming the part (decision 0037).
 */
import {
  DUPLICATE_ACTIONS,
  type DuplicateChoices,
  type ImportColumnMap,
  type ImportMode,
} from "@canvass/sdk/imports";
import { badRequest, unprocessable } from "../../http/index.js";

export interface ImportForm {
  readonly file: { readonly bytes: Uint8Array } | undefined;
  readonly page: string | undefined;
  readonly campaigns: readonly string[];
  readonly previouslyUploaded: boolean;
  readonly map: ImportColumnMap;
  readonly dryrun: boolean;
  readonly mode: ImportMode;
  readonly choices: DuplicateChoices;
}

const KNOWN = new Set([
  "file",
  "page",
  "campaignlist",
  "previouslyuploaded",
  "columnMap",
  "dryrun",
  "mode",
  "duplicates",
]);

const invalid = (field: string, message: string, code = "invalid") =>
  unprocessable(`The import's ${field.slice(1)} ${message}.`, [{ field, message, code }]);

function jsonPart(form: FormData, name: string): unknown {
  const text = form.get(name);
  if (typeof text !== "string") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid(`/${name}`, "is not JSON", "json");
  }
}

function flag(form: FormData, name: string): boolean {
  const value = form.get(name);
  if (value === null) return false;
  if (value === "true" || value === "false") return value === "true";
  throw invalid(`/${name}`, "must be true or false", "enum");
}

function readMap(value: unknown): ImportColumnMap {
  if (!Array.isArray(value))
    throw invalid("/columnMap", "must be a list of column mappings", "type");
  return value.map((entry: unknown, index) => {
    const item = entry as Record<string, unknown> | null;
    const importedKey = item?.importedKey;
    const supportedKey = item?.supportedKey;
    const acceptedFormat = item?.acceptedFormat;
    if (typeof importedKey !== "string" || importedKey === "") {
      throw invalid(`/columnMap/${index}/importedKey`, "is required", "required");
    }
    if (typeof supportedKey !== "string" || supportedKey === "") {
      throw invalid(`/columnMap/${index}/supportedKey`, "is required", "required");
    }
    if (acceptedFormat !== undefined && typeof acceptedFormat !== "string") {
      throw invalid(`/columnMap/${index}/acceptedFormat`, "must be text", "type");
    }
    return {
      importedKey,
      supportedKey,
      ...(acceptedFormat === undefined ? {} : { acceptedFormat }),
    };
  });
}

const isAction = (value: unknown): value is (typeof DUPLICATE_ACTIONS)[number] =>
  typeof value === "string" && (DUPLICATE_ACTIONS as readonly string[]).includes(value);

function readChoices(value: unknown): DuplicateChoices {
  if (value === undefined) return {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw invalid("/duplicates", "must be an object", "type");
  }
  const { action, rows, ...rest } = value as Record<string, unknown>;
  const extra = Object.keys(rest)[0];
  if (extra !== undefined)
    throw invalid(`/duplicates/${extra}`, "is not a known choice", "unknown");
  if (action !== undefined && !isAction(action)) {
    throw invalid("/duplicates/action", "must be skip, update or import", "enum");
  }
  const byRow: Record<string, (typeof DUPLICATE_ACTIONS)[number]> = {};
  if (rows !== undefined) {
    if (typeof rows !== "object" || rows === null || Array.isArray(rows)) {
      throw invalid("/duplicates/rows", "must be an object", "type");
    }
    for (const [row, choice] of Object.entries(rows)) {
      if (!/^[1-9][0-9]{0,6}$/.test(row))
        throw invalid(`/duplicates/rows/${row}`, "is not a row number", "pattern");
      if (!isAction(choice))
        throw invalid(`/duplicates/rows/${row}`, "must be skip, update or import", "enum");
      byRow[row] = choice;
    }
  }
  return { ...(action === undefined ? {} : { action }), rows: byRow };
}

/** Reads and checks the request's parts (not yet the file's content or the campaigns). */
export async function readImportForm(
  body: Buffer,
  contentType: string | undefined,
): Promise<ImportForm> {
  let form: FormData;
  try {
    const response = new Response(new Uint8Array(body), {
      headers: { "content-type": contentType ?? "" },
    });
    // undici buffers the whole body; the HTTP layer already has (at most the upload limit).
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    form = await response.formData();
  } catch {
    throw badRequest("The upload is not a readable multipart/form-data body.", [
      { field: "body", message: "is not a readable multipart/form-data body", code: "multipart" },
    ]);
  }
  for (const name of new Set(form.keys())) {
    if (!KNOWN.has(name)) throw invalid(`/${name}`, "is not a known part", "unknown");
    if (form.getAll(name).length > 1) throw invalid(`/${name}`, "must be sent once", "repeated");
  }
  const campaignText = form.get("campaignlist");
  if (typeof campaignText !== "string" || campaignText.trim() === "") {
    throw invalid("/campaignlist", "is required", "required");
  }
  const campaigns = [...new Set(campaignText.split(",").map((id) => id.trim()))];
  if (campaigns.some((id) => !/^[A-Za-z0-9_-]{1,64}$/.test(id))) {
    throw invalid("/campaignlist", "must be campaign ids joined by commas", "pattern");
  }
  const mapValue = jsonPart(form, "columnMap");
  if (mapValue === undefined) throw invalid("/columnMap", "is required", "required");
  const mode = form.get("mode") ?? "validOnly";
  if (mode !== "validOnly" && mode !== "allOrNothing") {
    throw invalid("/mode", "must be validOnly or allOrNothing", "enum");
  }
  const page = form.get("page");
  if (page !== null && (typeof page !== "string" || page === "" || page.length > 100)) {
    throw invalid("/page", "must be a sheet name or index", "type");
  }
  const previouslyUploaded = flag(form, "previouslyuploaded");
  const part = form.get("file");
  if (!previouslyUploaded && part === null) throw invalid("/file", "is required", "required");
  const file =
    part === null
      ? undefined
      : {
          bytes:
            typeof part === "string"
              ? new TextEncoder().encode(part)
              : new Uint8Array(await part.arrayBuffer()),
        };
  return {
    file: previouslyUploaded ? undefined : file,
    page: page ?? undefined,
    campaigns,
    previouslyUploaded,
    map: readMap(mapValue),
    dryrun: flag(form, "dryrun"),
    mode,
    choices: readChoices(jsonPart(form, "duplicates")),
  };
}
