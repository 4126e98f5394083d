import { can } from "@canvass/sdk/permissions";
import { useParams } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { EditFrame, EntityState, useApiQuery } from "../../patterns";
import { BUILT_PAGES, campaignEditTabs, type CampaignEditPage as Page } from "./campaign-edit-tabs";
import { SubPageEditor } from "./SubPageEditor";

/**
 * `/campaign/{id}/edit/{page}` (EditCampaign, issue 19): the campaign's title, the ten sub-pages
 * as tabs, and the chosen sub-page's editor (decision 0026). Only admins without
 * `noupdatecampaigns` save; anyone else who reaches it sees the values read-only.
 */
export function CampaignEditPage() {
  const t = useT();
  const { id = "", page = "general" } = useParams();
  const permissions = usePermissions();
  const { client } = useRuntime().services;
  const campaign = useApiQuery(`campaign:${id}`, (signal) =>
    client.call("getCampaign", { params: { path: { id } }, signal }),
  );
  const data = campaign.data;
  if (data === undefined) return <EntityState error={campaign.error} onRetry={campaign.reload} />;
  const spec = BUILT_PAGES[page as Page];
  const canEdit = permissions !== null && can(permissions, "EditCampaign");
  return (
    <EditFrame
      title={t("campaignEdit.title", { title: data.title })}
      tabsLabel={t("campaignEdit.tabs")}
      tabs={campaignEditTabs(data.id, t)}
      current={page}
    >
      {spec === undefined ? (
        <section className="rounded-lg border border-border p-4" data-coming-next={page}>
          <h2 className="font-medium">{t("campaignEdit.comingNextTitle")}</h2>
          <p className="text-sm text-muted">{t("campaignEdit.comingNextBody")}</p>
        </section>
      ) : (
        <SubPageEditor
          key={`${data.id}/${page}`}
          spec={spec}
          id={data.id}
          canEdit={canEdit}
          onSaved={campaign.reload}
          title={data.title}
          label={(values) =>
            typeof values.title === "string" && values.title.trim() !== ""
              ? values.title.trim()
              : data.title
          }
        />
      )}
    </EditFrame>
  );
}
