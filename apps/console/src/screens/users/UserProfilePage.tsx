/**
 * `/user/{id}`: who the user is (avatar with the online dot, name, status), their team, role,
 * campaigns (their team's), metadata (with the `user.metadata` feature), last known location
 * (unless `user.hide_location`), the changes made to them and by them (50 each), and the actions
 * the operator may take.
 */
import type { CallData } from "@canvass/sdk/client";
import { can, canActOnUser, canEditUser, featureToggle } from "@canvass/sdk/permissions";
import { locationLabel } from "@canvass/sdk/text";
import { Button, Card, FactList, PageHeader, StatusPill, buttonClassName } from "@canvass/ui";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
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
import { useTeamsIndex } from "../../patterns/data/use-teams-index";
import { MoveUserDialog } from "./MoveUserDialog";
import { roleLabel, statusLabel, type PlayerRow } from "./user-words";
import { useUserActions } from "./use-user-actions";

type Campaigns = CallData<"listTeamCampaigns">;

function metadataText(metadata: Readonly<Record<string, unknown>> | undefined): string | undefined {
  if (metadata === undefined || Object.keys(metadata).length === 0) return undefined;
  return Object.entries(metadata)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" · ");
}

export function UserProfilePage() {
  const t = useT();
  const { id = "" } = useParams();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const player = useApiQuery(`player:${id}`, (signal) =>
    client.call("getPlayer", { params: { path: { id } }, signal }),
  );
  const user = player.data;
  const teams = useTeamsIndex();
  const campaigns = useApiQuery<Campaigns>(
    `team-campaigns:${user?.team ?? ""}`,
    (signal) =>
      client.call("listTeamCampaigns", { params: { path: { id: user?.team ?? "" } }, signal }),
    user !== undefined,
  );
  const showLocation = permissions !== null && can(permissions, "ViewUserLocation");
  const activity = useApiQuery(
    `activity:${id}`,
    (signal) =>
      client.call("listActivities", {
        params: { query: { player: id, PageSize: 1 } },
        signal,
      }),
    showLocation,
  );
  const actions = useUserActions(player.reload);
  const optional = useOptionalFacts("user", user?.metadata);
  const [moving, setMoving] = useState<PlayerRow | undefined>(undefined);

  if (user === undefined) return <EntityState error={player.error} onRetry={player.reload} />;
  const team = teams.byId.get(user.team);
  const showMetadata = permissions !== null && featureToggle(permissions.features, "user.metadata");
  const location = activity.data?.Result[0]?.Fields;
  const mayEdit = permissions !== null && canEditUser(permissions, user.id, user.role);
  const mayEditState =
    permissions !== null && canActOnUser(permissions, user, "setStatus") === undefined;
  const mayMove = permissions !== null && canActOnUser(permissions, user, "move") === undefined;
  const campaignList = campaigns.data?.Result ?? [];

  return (
    <PageFrame width="profile">
      <PageHeader
        title={user.full_name}
        description={user.username}
        avatar={
          <EntityAvatar
            kind="user"
            id={user.id}
            name={user.full_name}
            hasPicture={user.has_picture}
            size="xl"
            presence={user.online === true ? "online" : "offline"}
            labels={{ online: t("users.online"), offline: t("users.offline") }}
          />
        }
        meta={
          <StatusPill tone={user.status === 1 ? "success" : "neutral"}>
            {statusLabel(t, user.status)}
          </StatusPill>
        }
        actions={
          <>
            {mayEditState ? (
              <Button
                variant="secondary"
                onClick={() => {
                  actions.setActive(user, user.status !== 1);
                }}
              >
                {user.status === 1 ? t("users.deactivate") : t("users.activate")}
              </Button>
            ) : null}
            {mayMove ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setMoving(user);
                }}
              >
                {t("users.move")}
              </Button>
            ) : null}
            {mayEdit ? (
              <Link to={`/user/${user.id}/edit/general`} className={buttonClassName("primary")}>
                {t("profile.edit")}
              </Link>
            ) : null}
          </>
        }
      />
      <Card title={t("profile.details")}>
        <FactList
          layout="grid"
          emptyText={t("profile.notSet")}
          facts={[
            {
              id: "team",
              label: t("users.field.team"),
              value:
                team === undefined ? (
                  user.team
                ) : permissions !== null && can(permissions, "ViewTeamProfile") ? (
                  <Link to={`/team/${team.id}`} className="text-primary-text hover:underline">
                    {team.title}
                  </Link>
                ) : (
                  team.title
                ),
            },
            { id: "role", label: t("users.field.role"), value: roleLabel(t, user.role) },
            { id: "email", label: t("users.field.email"), value: user.email },
            {
              id: "campaigns",
              label: t("users.field.campaigns"),
              value: campaignList.map((campaign) => campaign.title).join(", "),
            },
            ...(showLocation
              ? [
                  {
                    id: "location",
                    label: t("users.field.location"),
                    value: location === undefined ? undefined : locationLabel(location),
                  },
                ]
              : []),
            ...(showMetadata
              ? [
                  ...optional.facts,
                  {
                    id: "metadata",
                    label: t("users.field.metadata"),
                    value: metadataText(optional.rest),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <HistoryCard
        title={t("users.historyOf")}
        filter={{ Target: user.id }}
        version={user.Updated}
      />
      <HistoryCard
        title={t("users.historyBy", { name: user.full_name })}
        filter={{ AuthorID: user.id }}
      />
      <MoveUserDialog
        user={moving}
        teams={teams.teams}
        onMove={actions.move}
        onClose={() => {
          setMoving(undefined);
        }}
      />
    </PageFrame>
  );
}
