/**
 * The teams working on a campaign, on its profile. With the SDK's `EditCampaign` (admin, not
 * restricted by `noupdatecampaigns`) a team can be added (any team not yet on it) or removed,
 * each one change through `POST /campaigns/{id}/teams/` (`to_add` / `to_remove`); a failure says
 * so and changes nothing. Everyone else reads the list.
 */
import { sortByTitle } from "@canvass/sdk/text";
import { Button, Card, Dropdown, FormField } from "@canvass/ui";
import { useState } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import type { TeamsIndex } from "../../patterns/data/use-teams-index";
import { useNotify } from "../../shell/use-notify";
import { TeamLink } from "../teams/team-links";
import { dropdownLabels } from "../teams/team-words";
import type { CampaignRow } from "./campaign-words";

export function CampaignTeamsCard({
  campaign,
  teams,
  mayEdit,
  teamLinks,
  onChanged,
}: {
  readonly campaign: CampaignRow;
  readonly teams: TeamsIndex;
  readonly mayEdit: boolean;
  readonly teamLinks: boolean;
  readonly onChanged: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const [busy, setBusy] = useState(false);
  const members = sortByTitle(
    campaign.teams.map((id) => ({
      id,
      title:
        campaign.teams_detail?.find((team) => team.id === id)?.title ??
        teams.byId.get(id)?.title ??
        id,
    })),
    locale,
  );
  const current = new Set(campaign.teams);
  const addable = teams.teams.filter((team) => !current.has(team.id));

  const change = async (body: { to_add?: string[]; to_remove?: string[] }, title: string) => {
    setBusy(true);
    const result = await client.call("updateCampaignTeams", {
      params: { path: { id: campaign.id } },
      body,
    });
    setBusy(false);
    if (!result.ok) {
      notify({ title: t("campaigns.teams.failed"), severity: "error" });
      return;
    }
    notify({
      title:
        body.to_add === undefined
          ? t("campaigns.teams.removed", { title })
          : t("campaigns.teams.added", { title }),
      severity: "success",
    });
    onChanged();
  };

  return (
    <Card title={t("campaigns.teams.title")}>
      {members.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("campaigns.teams.none")}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t("campaigns.teams.title")}>
          {members.map((team) => (
            <li key={team.id} className="flex items-center justify-between gap-3">
              <TeamLink id={team.id} title={team.title} linked={teamLinks} />
              {mayEdit ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  aria-label={t("campaigns.teams.removeNamed", { title: team.title })}
                  onClick={() => void change({ to_remove: [team.id] }, team.title)}
                >
                  {t("campaigns.teams.remove")}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {mayEdit ? (
        <div className="mt-4 max-w-sm">
          <FormField label={t("campaigns.teams.add")}>
            {(control) => (
              <Dropdown
                {...control}
                size="md"
                options={addable.map((team) => ({ value: team.id, display: team.title }))}
                value=""
                placeholder={t("campaigns.teams.pick")}
                onValueChange={(value) => {
                  const id = String(value);
                  const team = teams.byId.get(id);
                  if (team !== undefined) void change({ to_add: [id] }, team.title);
                }}
                searchable
                disabled={busy}
                loading={teams.loading}
                labels={dropdownLabels(t)}
                fullWidth
              />
            )}
          </FormField>
        </div>
      ) : null}
    </Card>
  );
}
