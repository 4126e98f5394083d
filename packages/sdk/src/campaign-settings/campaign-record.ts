/**
 * The campaign record's own settings, changed with `POST /campaigns/{id}/` (`CampaignUpdate`):
 * the general sub-page's title, type, attempts, timeout, submit mode and screenshot blocking, and
 * the check-ins sub-page's length, range and picture. Every limit is the contract's.
 */
import { CAMPAIGN_DEFAULTS } from "../campaigns/campaign-defaults";
import type { Schema } from "../contract/types";
import { fieldLimits } from "../contract/limits";
import {
  booleanProblems,
  integerProblems,
  textProblems,
  type SettingsProblem,
} from "./settings-problem";

export type CampaignGeneralValues = Required<
  Pick<
    Schema<"CampaignUpdate">,
    "title" | "type" | "attempts" | "timeout" | "submitMode" | "blockScreenshot"
  >
>;

export type CampaignCheckinValues = Required<
  Pick<Schema<"CampaignUpdate">, "checkinLength" | "range" | "picture">
>;

/**
 * The units a check-in length is counted in: `h` (hours, the spec's default) and `d` (days). The
 * contract allows any lower-case word; the editor offers these two (decision 0026).
 */
export const CHECKIN_RANGES = ["h", "d"] as const;

/** The spec's creation defaults (§3) of the fields these sub-pages edit. */
export const CAMPAIGN_CHECKIN_DEFAULTS: CampaignCheckinValues = {
  checkinLength: CAMPAIGN_DEFAULTS.checkinLength,
  range: CAMPAIGN_DEFAULTS.range,
  picture: CAMPAIGN_DEFAULTS.picture,
};

export function campaignGeneralProblems(values: CampaignGeneralValues): SettingsProblem[] {
  const limits = (field: Parameters<typeof fieldLimits<"CampaignUpdate">>[1]) =>
    fieldLimits("CampaignUpdate", field);
  return [
    ...textProblems(values.title.trim(), limits("title"), "/title"),
    ...textProblems(values.type, limits("type"), "/type"),
    ...integerProblems(values.attempts, limits("attempts"), "/attempts"),
    ...integerProblems(values.timeout, limits("timeout"), "/timeout"),
    ...textProblems(values.submitMode, limits("submitMode"), "/submitMode"),
    ...booleanProblems(values.blockScreenshot, "/blockScreenshot"),
  ];
}

export function campaignCheckinProblems(values: CampaignCheckinValues): SettingsProblem[] {
  return [
    ...integerProblems(
      values.checkinLength,
      fieldLimits("CampaignUpdate", "checkinLength"),
      "/checkinLength",
    ),
    ...textProblems(values.range, fieldLimits("CampaignUpdate", "range"), "/range"),
    ...booleanProblems(values.picture, "/picture"),
  ];
}
