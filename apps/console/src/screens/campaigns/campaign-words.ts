/** The words the campaign screens share: a campaign row's type, types in the reader's words. */
import { CAMPAIGN_TYPES, type CampaignType } from "@canvass/sdk/campaigns";
import type { CallData } from "@canvass/sdk/client";
import type { Translate } from "../../i18n/use-t";

export type CampaignRow = CallData<"getCampaign">;

/** A campaign type in the reader's words. */
export function campaignTypeLabel(t: Translate, type: CampaignType): string {
  return t(`campaigns.type.${type}`);
}

/** The contract's campaign types as dropdown options, in its order. */
export function campaignTypeOptions(t: Translate) {
  return CAMPAIGN_TYPES.map((type) => ({ value: type, display: campaignTypeLabel(t, type) }));
}

/** A yes/no setting in the reader's words. */
export function yesNo(t: Translate, value: boolean): string {
  return value ? t("campaigns.yes") : t("campaigns.no");
}
