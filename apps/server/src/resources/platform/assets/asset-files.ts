/**
 * The catalogue of asset files: where each lives under its entity's folder, its format, the
 * contract schema a JSON file must match, and the extra read rule of submission files. Paths are
 * built only from these names and a validated entity id, so no request can reach another path.
 */
import type { NamedPermission } from "@canvass/sdk/permissions";
import { notFound } from "../../../http/index.js";

/** The entity folders of the assets base (the contract's `AssetKind`). */
export type AssetKind = "campaigns" | "teams" | "players" | "accounts";

export type FileFormat = "png" | "svg" | "json" | "text" | "zip";

export interface FormatRules {
  /** The media type files of this format are stored and served with. */
  readonly contentType: string;
  /** The largest file accepted. */
  readonly maxBytes: number;
}

const MIB = 1024 * 1024;

export const FORMATS: Readonly<Record<FileFormat, FormatRules>> = {
  png: { contentType: "image/png", maxBytes: 10 * MIB },
  svg: { contentType: "image/svg+xml", maxBytes: 1 * MIB },
  json: { contentType: "application/json", maxBytes: 1 * MIB },
  text: { contentType: "text/plain; charset=utf-8", maxBytes: 10 * MIB },
  zip: { contentType: "application/zip", maxBytes: 10 * MIB },
};

export interface AssetFile {
  readonly kind: AssetKind;
  /** The file's path inside the entity's folder (`settings/general.json`). */
  readonly name: string;
  readonly format: FileFormat;
  /** The contract schema a JSON file must match (uploads and merged patches). */
  readonly schema?: string;
  /** Submission files: the named permission that reads them, besides `accounts:get`. */
  readonly permission?: NamedPermission;
  /** Submission files the contract hides from reps whatever their flags. */
  readonly hiddenFromRep?: boolean;
  /**
   * The entity's record says whether this file exists (a player's `has_picture`): writing or
   * removing it moves the record's `updated`, so a cached copy of the record is read again.
   */
  readonly onRecord?: boolean;
}

export const CAMPAIGN_GENERAL: AssetFile = {
  kind: "campaigns",
  name: "settings/general.json",
  format: "json",
  schema: "CampaignGeneralSettings",
};
export const CAMPAIGN_TERRITORY: AssetFile = {
  kind: "campaigns",
  name: "settings/territory.json",
  format: "json",
  schema: "AssetGeoTerritory",
};
export const CAMPAIGN_IMAGE: AssetFile = { kind: "campaigns", name: "campaign.png", format: "png" };
export const CAMPAIGN_SPLASH: AssetFile = {
  kind: "campaigns",
  name: "collaterals/splash.png",
  format: "png",
};
export const CAMPAIGN_CONTACT: AssetFile = {
  kind: "campaigns",
  name: "collaterals/contact.png",
  format: "png",
};
export const CAMPAIGN_FORM: AssetFile = {
  kind: "campaigns",
  name: "form.json",
  format: "json",
  schema: "CampaignForm",
};
export const TEAM_SVG: AssetFile = { kind: "teams", name: "team.svg", format: "svg" };
export const TEAM_PNG: AssetFile = { kind: "teams", name: "team.png", format: "png" };
/** The user's picture; the `Player` record's `has_picture` says whether it exists. */
export const PLAYER_IMAGE: AssetFile = {
  kind: "players",
  name: "player.png",
  format: "png",
  onRecord: true,
};
export const PLAYER_PREFERENCE: AssetFile = {
  kind: "players",
  name: "preference.json",
  format: "json",
  schema: "AssetPreferenceFile",
};
export const ACCOUNT_TRANSCRIPTION: AssetFile = {
  kind: "accounts",
  name: "transcription.txt",
  format: "text",
  permission: "ViewSubRecordings",
};
export const ACCOUNT_EMAIL_TRACKING: AssetFile = {
  kind: "accounts",
  name: "tracking/emails.json",
  format: "json",
  schema: "AssetEmailTrackingLog",
};
export const ACCOUNT_ARCHIVE: AssetFile = {
  kind: "accounts",
  name: "assets.zip",
  format: "zip",
  permission: "ViewSubAssets",
  hiddenFromRep: true,
};
export const ACCOUNT_SIGNATURE: AssetFile = {
  kind: "accounts",
  name: "signature.png",
  format: "png",
  permission: "ViewSubAssets",
};

/** The path of the portal settings file (open, not tied to an entity). */
export const PORTAL_SETTINGS_PATH = "assets/settings/portal.json";

/** The contract's `Id` pattern; checked again here so a path can never hold `/` or `..`. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Where the folders of one kind of entity are (`assets/players/`). */
export function kindFolder(kind: AssetKind): string {
  return `assets/${kind}/`;
}

/** The folder of an entity's files, with its trailing slash (`assets/players/p1a2b3/`). */
export function entityFolder(kind: AssetKind, id: string): string {
  if (!SAFE_ID.test(id)) throw notFound(`No ${kind} entity ${id}.`);
  return `${kindFolder(kind)}${id}/`;
}

/** The stored path of one file of an entity. */
export function assetPath(file: AssetFile, id: string): string {
  return `${entityFolder(file.kind, id)}${file.name}`;
}
