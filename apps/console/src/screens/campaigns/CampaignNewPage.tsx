/** `/campaign/new` in its edit frame (no tabs until the campaign exists). */
import { useT } from "../../i18n/use-t";
import { EditFrame } from "../../patterns";
import { CampaignNewForm } from "./CampaignNewForm";

export function CampaignNewPage() {
  const t = useT();
  return (
    <EditFrame
      title={t("campaigns.newTitle")}
      tabsLabel={t("campaigns.newTitle")}
      tabs={[]}
      current="general"
    >
      <CampaignNewForm />
    </EditFrame>
  );
}
