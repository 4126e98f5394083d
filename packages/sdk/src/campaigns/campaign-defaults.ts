/**
 * A new campaign's defaults (spec §3): type in-person, 3 attempts, timeout 5, submit mode
 * `default`, screenshots not blocked, check-in length 4, range `h`, no picture. One home: the
 * server fills an omitted field from here (`PUT /campaigns/`), the console's `/campaign/new`
 * form starts from here, and the contract's `CampaignCreate` defaults say the same (a test of
 * this area compares them).
 */
import { schemaEnums } from "../generated/enums";

/** The campaign types of the contract (`CampaignType`), in its order. */
export const CAMPAIGN_TYPES = schemaEnums.CampaignType;

export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export function isCampaignType(value: unknown): value is CampaignType {
  return CAMPAIGN_TYPES.some((type) => type === value);
}

/** The settings a campaign is created with when the request leaves them out. */
export interface CampaignSettingsValues {
  readonly type: CampaignType;
  readonly attempts: number;
  readonly timeout: number;
  readonly submitMode: string;
  readonly blockScreenshot: boolean;
  readonly checkinLength: number;
  readonly range: string;
  readonly picture: boolean;
}

export const CAMPAIGN_DEFAULTS: CampaignSettingsValues = Object.freeze({
  type: "in-person",
  attempts: 3,
  timeout: 5,
  submitMode: "default",
  blockScreenshot: false,
  checkinLength: 4,
  range: "h",
  picture: false,
});

/** The fields of `CAMPAIGN_DEFAULTS`, in the order the create form shows them. */
export const CAMPAIGN_DEFAULT_FIELDS: readonly (keyof CampaignSettingsValues)[] = [
  "type",
  "attempts",
  "timeout",
  "submitMode",
  "blockScreenshot",
  "checkinLength",
  "range",
  "picture",
];

type Partial_<T> = { readonly [K in keyof T]?: T[K] | undefined };

/** The given settings with every omitted (`undefined`) one taken from `CAMPAIGN_DEFAULTS`. */
export function withCampaignDefaults<T extends Partial_<CampaignSettingsValues>>(
  fields: T,
): Omit<T, keyof CampaignSettingsValues> & CampaignSettingsValues {
  const filled: Record<string, unknown> = { ...fields };
  for (const key of CAMPAIGN_DEFAULT_FIELDS) {
    if (filled[key] === undefined) filled[key] = CAMPAIGN_DEFAULTS[key];
  }
  return filled as Omit<T, keyof CampaignSettingsValues> & CampaignSettingsValues;
}
