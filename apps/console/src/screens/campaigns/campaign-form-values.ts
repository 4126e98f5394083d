/**
 * The create form's values: the title (empty) and the spec's defaults, from their one home,
 * `CAMPAIGN_DEFAULTS` of `@canvass/sdk/campaigns` (the server fills an omitted field from the
 * same table). The body sends every field as shown, so what the form showed is what is stored.
 */
import {
  CAMPAIGN_DEFAULTS,
  normalizeCampaignTitle,
  type CampaignSettingsValues,
} from "@canvass/sdk/campaigns";
import type { Schema } from "@canvass/sdk/contract";

export type CampaignNewValues = { title: string } & {
  -readonly [K in keyof CampaignSettingsValues]: CampaignSettingsValues[K];
};

export function newCampaignValues(): CampaignNewValues {
  return { title: "", ...CAMPAIGN_DEFAULTS };
}

export function createCampaignBody(values: CampaignNewValues): Schema<"CampaignCreate"> {
  return { ...values, title: normalizeCampaignTitle(values.title) };
}
