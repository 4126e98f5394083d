/**
 * `/campaign/{id}`: the campaign's picture (`campaign.png`, the "layers" icon without one),
 * title and type; its key settings at a glance; its teams (add and remove with `EditCampaign`);
 * its players; its tasks; its submissions of the last 7 days with a link into `/subs`; and the
 * last 50 changes. "Edit" only with `EditCampaign`.
 */
import { can } from "@canvass/sdk/permissions";
import { Badge, Card, FactList, PageHeader, buttonClassName } from "@canvass/ui";
import { Link } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { EntityAvatar, EntityState, HistoryCard, PageFrame, useApiQuery } from "../../patterns";
import { useTeamsIndex } from "../../patterns/data/use-teams-index";
import { CampaignRecentSubmissions } from "./CampaignRecentSubmissions";
import { CampaignTeamsCard } from "./CampaignTeamsCard";
import { campaignTypeLabel, yesNo } from "./campaign-words";
import { useCampaign } from "./use-campaign";

/** How many of the campaign's players the profile names (the count says how many there are). */
const PLAYERS_SHOWN = 25;

export function CampaignProfilePage() {
  const t = useT();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const query = useCampaign();
  const teams = useTeamsIndex();
  const campaign = query.data;
  const players = useApiQuery(
    `campaign-players:${query.id}:${campaign?.Updated ?? ""}:${campaign?.teams.join(",") ?? ""}`,
    (signal) =>
      client.call("listCampaignPlayers", {
        params: { path: { id: query.id }, query: { PageSize: PLAYERS_SHOWN } },
        signal,
      }),
    campaign !== undefined,
  );
  if (campaign === undefined) return <EntityState error={query.error} onRetry={query.reload} />;

  const may = (permission: Parameters<typeof can>[1]) =>
    permissions !== null && can(permissions, permission);
  const mayEdit = may("EditCampaign");
  const tasks = campaign.raw_processes ?? [];
  const playerRows = players.data?.Result ?? [];

  return (
    <PageFrame width="profile">
      <PageHeader
        title={campaign.title}
        avatar={<EntityAvatar kind="campaign" id={campaign.id} name={campaign.title} size="xl" />}
        meta={<Badge tone="primary">{campaignTypeLabel(t, campaign.type)}</Badge>}
        actions={
          mayEdit ? (
            <Link
              to={`/campaign/${encodeURIComponent(campaign.id)}/edit/general`}
              className={buttonClassName("primary")}
            >
              {t("profile.edit")}
            </Link>
          ) : null
        }
      />
      <Card title={t("campaigns.settings.title")}>
        <FactList
          layout="grid"
          emptyText={t("profile.notSet")}
          facts={[
            {
              id: "type",
              label: t("campaigns.field.type"),
              value: campaignTypeLabel(t, campaign.type),
            },
            { id: "attempts", label: t("campaigns.field.attempts"), value: campaign.attempts },
            { id: "timeout", label: t("campaigns.field.timeout"), value: campaign.timeout },
            {
              id: "submitMode",
              label: t("campaigns.field.submitMode"),
              value: campaign.submitMode,
            },
            {
              id: "blockScreenshot",
              label: t("campaigns.field.blockScreenshot"),
              value: yesNo(t, campaign.blockScreenshot),
            },
            {
              id: "checkin",
              label: t("campaigns.column.checkin"),
              value: t("campaigns.checkinValue", {
                length: campaign.checkinLength,
                range: campaign.range,
              }),
            },
            {
              id: "picture",
              label: t("campaigns.field.picture"),
              value: yesNo(t, campaign.picture),
            },
          ]}
        />
      </Card>
      <CampaignTeamsCard
        campaign={campaign}
        teams={teams}
        mayEdit={mayEdit}
        teamLinks={may("ViewTeamProfile")}
        onChanged={query.reload}
      />
      <Card title={t("campaigns.players.title")}>
        {players.data === undefined ? (
          <p className="text-sm text-fg-muted">
            {players.error === undefined ? t("campaigns.loading") : t("campaigns.players.failed")}
          </p>
        ) : (
          <>
            <p className="text-sm">{t("campaigns.players.count", { count: players.data.Count })}</p>
            {playerRows.length === 0 ? null : (
              <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                {playerRows.map((player) => (
                  <li key={player.id}>
                    {may("ViewUserProfile") ? (
                      <Link
                        to={`/user/${encodeURIComponent(player.id)}`}
                        className="text-primary-text hover:underline"
                      >
                        {player.full_name}
                      </Link>
                    ) : (
                      player.full_name
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Card>
      <Card title={t("campaigns.tasks.title")}>
        {tasks.length === 0 ? (
          <p className="text-sm text-fg-muted">{t("campaigns.tasks.none")}</p>
        ) : (
          <ol className="list-decimal pl-5 text-sm" aria-label={t("campaigns.tasks.title")}>
            {tasks.map((task) => (
              <li key={task.type}>
                <span className="font-medium">{task.type}</span>{" "}
                <span className="text-fg-muted">{task.settings}</span>
              </li>
            ))}
          </ol>
        )}
      </Card>
      {may("ViewSubList") ? <CampaignRecentSubmissions campaignId={campaign.id} /> : null}
      <HistoryCard
        title={t("campaigns.history")}
        filter={{ Target: campaign.id }}
        version={campaign.Updated}
      />
    </PageFrame>
  );
}
