/**
 * Which campaigns, team and user an instance's runs read (decision 0057): the /subs filter's
 * own pickers, reused as they are — several campaigns (`CampaignFilter`), a team of the
 * operator's teams index (`TeamFilterField`) and a user found by typing (`PlayerFilter`, only
 * with ViewUserList). Nothing picked means any. The export's own campaigns still narrow the run
 * on the server (a campaign outside them matches nothing).
 */
import { can } from "@canvass/sdk/permissions";
import { FETCH_ALL_PAGE_SIZE } from "@canvass/sdk/settings";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { TeamFilterField } from "../../patterns/data/TeamFilterField";
import { useApiQuery } from "../../patterns/data/use-api-query";
import { useTeamsIndex } from "../../patterns/data/use-teams-index";
import { CampaignFilter } from "../subs/CampaignFilter";
import { PlayerFilter } from "../subs/PlayerFilter";
import type { InstanceDraft } from "./instance-values";

export function InstancePickers({
  draft,
  onChange,
}: {
  readonly draft: InstanceDraft;
  readonly onChange: (change: Partial<InstanceDraft>) => void;
}) {
  const t = useT();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const mayListPlayers = permissions !== null && can(permissions, "ViewUserList");
  const teams = useTeamsIndex();
  const campaigns = useApiQuery("campaigns:index", (signal) =>
    client.call("listCampaigns", {
      params: { query: { PageSize: FETCH_ALL_PAGE_SIZE, Sort: "title" } },
      signal,
    }),
  );
  const campaignOptions = (campaigns.data?.Result ?? []).map((campaign) => ({
    value: campaign.id,
    display: campaign.title,
  }));
  return (
    <div className="flex flex-wrap gap-4" data-slot="instance-pickers">
      <CampaignFilter
        values={draft.campaigns}
        options={campaignOptions}
        onChange={(values) => {
          onChange({ campaigns: values });
        }}
      />
      <TeamFilterField
        label={t("exports.instance.filters.team")}
        teams={teams}
        value={draft.teams[0] ?? ""}
        onChange={(team) => {
          onChange({ teams: team === "" ? [] : [team] });
        }}
      />
      <PlayerFilter
        values={draft.players}
        enabled={mayListPlayers}
        labels={{
          label: t("exports.instance.filters.player"),
          any: t("exports.instance.filters.playerAny"),
        }}
        onChange={(values) => {
          onChange({ players: values });
        }}
      />
    </div>
  );
}
