/**
 * The optional fields of users and teams (decision 0011): the definitions the portal settings
 * file lists under `user.metadata` / `team.metadata`, read with the SDK's lenient parser, and the
 * check of a body's `metadata` against them. Each bad value is a 422 naming `/metadata/<key>`
 * with the SDK's message, so the server refuses exactly what the console's form refuses. Keys
 * the settings do not list are free. No settings file, or one that is not a JSON object, means
 * no optional fields. The one key with a meaning of its own, `homepage`, must be an address of a
 * console screen (the SDK's `homepageProblem`; 422 `/metadata/homepage`).
 */
import {
  metadataFieldsOf,
  metadataProblemText,
  metadataProblems,
  type MetadataField,
} from "@canvass/sdk/fields";
import { HOMEPAGE_PROBLEM_MESSAGES, homepageProblem } from "@canvass/sdk/permissions";
import type { Kysely } from "kysely";
import type { Database } from "../../db/index.js";
import { unprocessable, type FieldError } from "../../http/index.js";
import type { LogLine } from "../../services.js";
import { PORTAL_SETTINGS_PATH } from "../platform/assets/asset-files.js";
import { readAsset } from "../platform/assets/asset-store.js";
import { parseJsonObject } from "../platform/assets/file-checks.js";

export type MetadataKind = "user" | "team";

/** The optional fields of `kind` in the portal settings; a malformed definition is logged. */
export async function loadMetadataFields(
  db: Kysely<Database>,
  kind: MetadataKind,
  log?: LogLine,
): Promise<MetadataField[]> {
  const file = await readAsset(db, PORTAL_SETTINGS_PATH);
  if (file === undefined) return [];
  const parsed = parseJsonObject(file.bytes);
  if (!parsed.ok) return [];
  const logger =
    log === undefined
      ? undefined
      : {
          warn: (message: string) => {
            log({ settings: PORTAL_SETTINGS_PATH }, message);
          },
        };
  return metadataFieldsOf(parsed.value.options, kind, logger);
}

/** The field errors of `metadata` against `fields`, in the settings' order. */
export function metadataErrors(
  fields: readonly MetadataField[],
  metadata: Readonly<Record<string, unknown>>,
): FieldError[] {
  return [...metadataProblems(fields, metadata)].map(([key, problem]) => ({
    field: `/metadata/${key}`,
    message: metadataProblemText(problem),
    code: problem.code,
  }));
}

/** The `/metadata/homepage` error of a home page that leads to no console screen. */
export function homepageError(metadata: Readonly<Record<string, unknown>>): FieldError | undefined {
  if (!Object.hasOwn(metadata, "homepage")) return undefined;
  const value = metadata.homepage;
  const problem = typeof value === "string" ? homepageProblem(value) : "notPath";
  if (problem === undefined) return undefined;
  return {
    field: "/metadata/homepage",
    message: HOMEPAGE_PROBLEM_MESSAGES[problem],
    code: problem,
  };
}

/** Refuses (422) `metadata` with a bad home page or configured optional fields with bad values. */
export async function requireValidMetadata(
  db: Kysely<Database>,
  kind: MetadataKind,
  metadata: Readonly<Record<string, unknown>>,
  log?: LogLine,
): Promise<void> {
  const homepage = homepageError(metadata);
  const errors = [
    ...(homepage === undefined ? [] : [homepage]),
    ...metadataErrors(await loadMetadataFields(db, kind, log), metadata),
  ];
  if (errors.length > 0) {
    throw unprocessable(`Some optional fields of the ${kind} have invalid values.`, errors);
  }
}
