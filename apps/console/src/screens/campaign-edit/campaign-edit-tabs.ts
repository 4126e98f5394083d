/**
 * The ten sub-pages of `/campaign/{id}/edit/{page}` (spec §2, in the spec's order) and the
 * sub-page spec of each one built so far (territories and collaterals: decision 0032); a page not
 * built yet says so in its tab and shows a placeholder inside the editor.
 */
import { CAMPAIGN_EDIT_PAGES } from "../../routing/route-table";
import type { Translate } from "../../i18n/use-t";
import type { EditTab } from "../../patterns";
import { cancelsPage } from "./sub-pages/cancels";
import { checkinsPage } from "./sub-pages/checkins";
import { collateralsPage } from "./sub-pages/collaterals";
import { FormSubPage } from "./sub-pages/form";
import { generalPage } from "./sub-pages/general";
import { introPage } from "./sub-pages/intro";
import { kioskPage } from "./sub-pages/kiosk";
import { productsPage } from "./sub-pages/products";
import { territoriesPage } from "./sub-pages/territories";
import { twoStepPage } from "./sub-pages/two-step";
import type { BuiltSubPage } from "./sub-page-spec";

export type CampaignEditPage = (typeof CAMPAIGN_EDIT_PAGES)[number];

export const BUILT_PAGES: Readonly<Partial<Record<CampaignEditPage, BuiltSubPage>>> = {
  general: generalPage,
  intro: introPage,
  kiosk: kioskPage,
  form: { Page: FormSubPage },
  cancels: cancelsPage,
  checkins: checkinsPage,
  products: productsPage,
  "2step": twoStepPage,
  territories: territoriesPage,
  collaterals: collateralsPage,
};

export function campaignEditTabs(id: string, t: Translate): EditTab[] {
  return CAMPAIGN_EDIT_PAGES.map((page) => {
    const label = t(`campaignEdit.tab.${page}`);
    return {
      id: page,
      label: page in BUILT_PAGES ? label : t("campaignEdit.comingNextTab", { tab: label }),
      href: `/campaign/${encodeURIComponent(id)}/edit/${page}`,
    };
  });
}
