/**
 * `/overrides/{campaign}/new` and `/overrides/{campaign}/{exclusionId}`: the exclusion form for a
 * new exclusion of the campaign or for an existing one (found among the campaign's), with
 * "Delete" (confirmed) on an existing one. Both go back to the campaign's exclusions.
 */
import { Button, Card, EmptyState, PageHeader } from "@canvass/ui";
import { useNavigate, useParams } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { EntityState, PageFrame, useApiQuery } from "../../patterns";
import { useConfirm, useNotify } from "../../shell/use-notify";
import { useCampaignChoices } from "../clients/use-campaign-choices";
import { ExclusionForm } from "./ExclusionForm";
import { useCampaignExclusions, useCampaignTeams, type Exclusion } from "./use-campaign-exclusions";

function useDeleteExclusion(campaign: string, refresh: () => void) {
  const t = useT();
  const notify = useNotify();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { client } = useRuntime().services;
  return (exclusion: Exclusion) => {
    confirm({
      title: t("overrides.deleteTitle", { field: exclusion.field }),
      description: t("overrides.deleteBody"),
      severity: "warning",
      continueText: t("overrides.delete"),
      cancelText: t("form.cancel"),
      onContinue: async () => {
        const answer = await client.call("deleteCampaignOption", {
          params: { path: { id: exclusion.id } },
        });
        if (answer.ok) {
          notify({ title: t("overrides.deleted"), severity: "success" });
          refresh();
          void navigate(`/overrides/${encodeURIComponent(campaign)}`);
        } else {
          notify({ title: t("overrides.deleteFailed"), severity: "error" });
        }
      },
    });
  };
}

export function ExclusionPage() {
  const t = useT();
  const { campaign = "", exclusionId = "new" } = useParams();
  const { client } = useRuntime().services;
  const creating = exclusionId === "new";
  const campaigns = useCampaignChoices();
  const teams = useCampaignTeams(campaign);
  const { exclusions, error, refresh } = useCampaignExclusions(campaign);
  const fields = useApiQuery(`fields:accounts:${campaign}`, (signal) =>
    client.call("listAccountFields", { params: { query: { Campaigns: campaign } }, signal }),
  );
  const remove = useDeleteExclusion(campaign, refresh);
  const campaignTitle = campaigns.items.find((item) => item.id === campaign)?.label ?? campaign;
  const exclusion = exclusions?.find((row) => row.id === exclusionId);
  const fieldOptions = (fields.data ?? [])
    .filter((field) => !field.name.startsWith("_"))
    .map((field) => ({ value: field.name, display: field.label, subtext: field.name }));
  let body;
  if (fields.data === undefined) {
    body = <EntityState error={fields.error} onRetry={fields.reload} />;
  } else if (creating) {
    body = (
      <ExclusionForm
        campaign={campaign}
        fields={fieldOptions}
        teams={teams.list}
        onSaved={refresh}
      />
    );
  } else if (exclusions === undefined) {
    body = <EntityState error={error} onRetry={refresh} />;
  } else if (exclusion === undefined) {
    body = <EmptyState title={t("overrides.notFound")} />;
  } else {
    body = (
      <ExclusionForm
        key={exclusion.id}
        campaign={campaign}
        exclusion={exclusion}
        fields={fieldOptions}
        teams={teams.list}
        onSaved={refresh}
      />
    );
  }
  return (
    <PageFrame width="form" data-screen="override">
      <PageHeader
        title={creating ? t("overrides.newTitle") : t("overrides.editTitle")}
        description={t("overrides.ofCampaign", { campaign: campaignTitle })}
        actions={
          exclusion === undefined ? undefined : (
            <Button
              variant="secondary"
              onClick={() => {
                remove(exclusion);
              }}
            >
              {t("overrides.delete")}
            </Button>
          )
        }
      />
      <Card>{body}</Card>
    </PageFrame>
  );
}
