/**
 * `/overrides/{campaign?}` (ManageOverrides, labelled "exclusions"): pick a campaign, then its
 * exclusions — which field and rule, the value it sets, the period (days; "Always" without one),
 * the reason, and which teams (every team when none is named) — each opening `/overrides/{campaign}/{id}`; "New exclusion" opens
 * `/overrides/{campaign}/new`. The time the exclusions were fetched is shown and renewed after
 * every change.
 */
import { Card, Dropdown, EmptyState, FormField, PageHeader, buttonClassName } from "@canvass/ui";
import { useIntl } from "react-intl";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useT } from "../../i18n/use-t";
import { EntityState, PageFrame } from "../../patterns";
import { useCampaignChoices } from "../clients/use-campaign-choices";
import { useCampaignExclusions, useCampaignTeams, type Exclusion } from "./use-campaign-exclusions";

function valueText(value: Exclusion["value"]): string {
  return value === null || value === undefined ? "—" : String(value);
}

function periodText(exclusion: Exclusion, always: string): string {
  const from = exclusion.ActiveFrom ?? null;
  const to = exclusion.ActiveTo ?? null;
  return from === null && to === null ? always : `${from ?? "…"} – ${to ?? "…"}`;
}

export function OverridesPage() {
  const t = useT();
  const intl = useIntl();
  const navigate = useNavigate();
  const { campaign } = useParams();
  const campaigns = useCampaignChoices();
  const teams = useCampaignTeams(campaign);
  const { exclusions, fetchedAt, error, refresh } = useCampaignExclusions(campaign);
  const options = campaigns.items.map((item) => ({ value: item.id, display: item.label }));
  const title = campaigns.items.find((item) => item.id === campaign)?.label ?? campaign;
  const teamNames = (exclusion: Exclusion) =>
    exclusion.teams.length === 0
      ? t("overrides.allTeams")
      : exclusion.teams.map((id) => teams.byId.get(id) ?? id).join(", ");
  let body;
  if (campaign === undefined) {
    body = <EmptyState title={t("overrides.pickCampaign")} />;
  } else if (exclusions === undefined) {
    body = <EntityState error={error} onRetry={refresh} />;
  } else {
    body = (
      <Card
        title={t("overrides.listTitle", { campaign: title ?? "" })}
        description={
          fetchedAt === undefined
            ? undefined
            : t("overrides.fetchedAt", {
                time: intl.formatTime(fetchedAt, { timeStyle: "medium" }),
              })
        }
        actions={
          <Link
            to={`/overrides/${encodeURIComponent(campaign)}/new`}
            className={buttonClassName("primary")}
          >
            {t("overrides.create")}
          </Link>
        }
      >
        {exclusions.length === 0 ? (
          <p className="text-sm text-fg-muted">{t("overrides.none")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" aria-label={t("overrides.tableLabel")}>
              <thead className="text-fg-muted">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("overrides.column.field")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("overrides.column.rule")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("overrides.column.value")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("overrides.column.period")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("overrides.column.teams")}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t("overrides.column.reason")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {exclusions.map((exclusion) => (
                  <tr key={exclusion.id}>
                    <td className="py-2 pr-3">
                      <Link
                        to={`/overrides/${encodeURIComponent(campaign)}/${encodeURIComponent(exclusion.id)}`}
                        className="text-primary underline-offset-2 hover:underline"
                      >
                        {exclusion.field}
                      </Link>
                    </td>
                    <td className="py-2 pr-3">
                      <code className="font-mono break-all">{exclusion.rule}</code>
                    </td>
                    <td className="py-2 pr-3">{valueText(exclusion.value)}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {periodText(exclusion, t("overrides.always"))}
                    </td>
                    <td className="py-2 pr-3">{teamNames(exclusion)}</td>
                    <td className="py-2">{exclusion.description ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    );
  }
  return (
    <PageFrame width="wide" data-screen="overrides">
      <PageHeader title={t("overrides.title")} description={t("overrides.hint")} />
      <FormField label={t("overrides.campaign")} className="w-72 max-w-full">
        {(control) => (
          <Dropdown
            {...control}
            size="md"
            searchable
            options={options}
            value={campaign ?? ""}
            placeholder={t("overrides.campaignPlaceholder")}
            onValueChange={(next) => {
              void navigate(`/overrides/${encodeURIComponent(String(next))}`);
            }}
            fullWidth
          />
        )}
      </FormField>
      {body}
    </PageFrame>
  );
}
