/**
 * `/team/{id}`: the team's picture (the shield when it has none), title and role; its parent,
 * campaigns and home page (with the `team.metadata` feature); its own members; the restriction
 * flags that are set, exempt or on by default, each with its meaning; and the last 50 changes.
 * "Edit" only with `EditTeam`; "Delete" (confirmed) only where the SDK's `mayDeleteTeam` holds.
 */
import { can, featureToggle } from "@canvass/sdk/permissions";
import { mayDeleteTeam } from "@canvass/sdk/teams";
import {
  Badge,
  Button,
  Card,
  FactList,
  FlagToggles,
  PageHeader,
  buttonClassName,
} from "@canvass/ui";
import { Link } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import {
  EntityAvatar,
  EntityState,
  HistoryCard,
  PageFrame,
  useApiQuery,
  useOptionalFacts,
} from "../../patterns";
import { teamName } from "../../patterns/data/team-names";
import { useTeamsIndex } from "../../patterns/data/use-teams-index";
import { homepageOf } from "./homepage";
import { flagGroups, flagItems, flagLabels } from "./team-flags";
import { TeamLink } from "./team-links";
import { TeamMembersCard } from "./TeamMembersCard";
import { roleLabel } from "./team-words";
import { useDeleteTeam } from "./use-delete-team";
import { useTeam } from "./use-team";

/** Campaign pages of this size hold every campaign of a team in practice (spec: fetch-all 1000). */
const CAMPAIGNS_PAGE_SIZE = 1000;

export function TeamProfilePage() {
  const t = useT();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const query = useTeam();
  const teams = useTeamsIndex();
  const deleteTeam = useDeleteTeam();
  const campaigns = useApiQuery(
    `team-campaigns:${query.id}:${query.data?.updated ?? ""}`,
    (signal) =>
      client.call("listTeamCampaigns", {
        params: { path: { id: query.id }, query: { PageSize: CAMPAIGNS_PAGE_SIZE } },
        signal,
      }),
    query.data !== undefined,
  );
  const team = query.data;
  const optional = useOptionalFacts("team", team?.metadata);
  if (team === undefined) return <EntityState error={query.error} onRetry={query.reload} />;

  const teamLinks = permissions !== null && can(permissions, "ViewTeamProfile");
  const campaignLinks = permissions !== null && can(permissions, "ViewCampaignProfile");
  const mayEdit = permissions !== null && can(permissions, "EditTeam");
  const mayDelete = permissions !== null && mayDeleteTeam(permissions, team);
  const showMetadata = permissions !== null && featureToggle(permissions.features, "team.metadata");
  const parent = team.parent === null ? undefined : teams.byId.get(team.parent);
  const campaignList = campaigns.data?.Result ?? [];

  return (
    <PageFrame width="profile">
      <PageHeader
        title={team.title}
        avatar={<EntityAvatar kind="team" id={team.id} name={team.title} size="xl" />}
        meta={<Badge tone="primary">{roleLabel(t, team.role)}</Badge>}
        actions={
          mayEdit || mayDelete ? (
            <>
              {mayDelete ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    deleteTeam(team);
                  }}
                >
                  {t("teams.delete")}
                </Button>
              ) : null}
              {mayEdit ? (
                <Link
                  to={`/team/${encodeURIComponent(team.id)}/edit/general`}
                  className={buttonClassName("primary")}
                >
                  {t("profile.edit")}
                </Link>
              ) : null}
            </>
          ) : null
        }
      />
      <Card title={t("profile.details")}>
        <FactList
          layout="grid"
          emptyText={t("profile.notSet")}
          facts={[
            {
              id: "parent",
              label: t("teams.field.parent"),
              value:
                team.parent === null ? (
                  t("teams.noParent")
                ) : parent === undefined ? (
                  teamName(teams, team.parent, t).title
                ) : (
                  <TeamLink id={team.parent} title={parent.title} linked={teamLinks} />
                ),
            },
            { id: "role", label: t("teams.field.role"), value: roleLabel(t, team.role) },
            {
              id: "campaigns",
              label: t("teams.field.campaigns"),
              value:
                campaignList.length === 0 ? undefined : (
                  <ul className="flex flex-wrap gap-x-3 gap-y-1">
                    {campaignList.map((campaign) => (
                      <li key={campaign.id}>
                        {campaignLinks ? (
                          <Link
                            to={`/campaign/${encodeURIComponent(campaign.id)}`}
                            className="text-primary-text hover:underline"
                          >
                            {campaign.title}
                          </Link>
                        ) : (
                          campaign.title
                        )}
                      </li>
                    ))}
                  </ul>
                ),
            },
            ...(showMetadata
              ? [
                  {
                    id: "homepage",
                    label: t("teams.field.homepage"),
                    value: homepageOf(team.metadata) || undefined,
                  },
                  ...optional.facts,
                ]
              : []),
          ]}
        />
      </Card>
      <Card title={t("teams.flags.title")} description={t("teams.flags.summaryHint")}>
        <FlagToggles
          groups={flagGroups(t)}
          flags={flagItems(t, team.role, permissions?.features)}
          restricted={team.restrictions}
          exempt={team.permissions}
          readOnly
          onlyActive
          labels={flagLabels(t)}
        />
      </Card>
      <TeamMembersCard teamId={team.id} />
      <HistoryCard title={t("teams.history")} filter={{ Target: team.id }} version={team.updated} />
    </PageFrame>
  );
}
