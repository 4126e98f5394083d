/**
 * `/users`: every user the operator may see, paged and sorted by the server, filtered by team,
 * role, status, campaign and text, with the state in the address. Row actions follow the rules:
 * activate/deactivate (never for rep, callcenter or client operators), move to another team,
 * delete — none on yourself, each only where the SDK's `canActOnUser` says the operator may (the
 * rule the server enforces).
 */
import { can, canActOnUser, rankAtOrBelow, type Role } from "@canvass/sdk/permissions";
import { FETCH_ALL_PAGE_SIZE } from "@canvass/sdk/settings";
import { sortByTitle } from "@canvass/sdk/text";
import { Button, StatusPill, buttonClassName, type ColumnDef } from "@canvass/ui";
import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import { EntityAvatar, ListPage, useApiQuery, useListState } from "../../patterns";
import { teamName } from "../../patterns/data/team-names";
import { useTeamsIndex } from "../../patterns/data/use-teams-index";
import { MoveUserDialog } from "./MoveUserDialog";
import { UserFilters, type FilterChoice } from "./UserFilters";
import { roleLabel, roleOptions, statusLabel, type PlayerRow } from "./user-words";
import { useUserActions } from "./use-user-actions";
import { USERS_LIST } from "./users-list-spec";

export function UsersPage() {
  const t = useT();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const locale = useLocale();
  const [state, update] = useListState(USERS_LIST);
  const teams = useTeamsIndex();
  const campaigns = useApiQuery("campaigns:index", (signal) =>
    client.call("listCampaigns", {
      params: { query: { PageSize: FETCH_ALL_PAGE_SIZE, Sort: "title" } },
      signal,
    }),
  );
  const { team, role, status, campaign } = state.filters;
  const query = {
    Page: state.page,
    PageSize: state.pageSize,
    ...(state.sort === undefined ? {} : { Sort: state.sort }),
    ...(state.q === "" ? {} : { q: state.q }),
    ...(team === undefined ? {} : { Team: team }),
    ...(role === undefined ? {} : { role: role as Role }),
    ...(status === "1" || status === "0" ? { status: Number(status) as 0 | 1 } : {}),
    ...(campaign === undefined ? {} : { Campaign: campaign }),
  };
  const users = useApiQuery(`players:${JSON.stringify(query)}`, (signal) =>
    client.call("listPlayers", { params: { query }, signal }),
  );
  const actions = useUserActions(users.reload);
  const [moving, setMoving] = useState<PlayerRow | undefined>(undefined);
  const canProfile = permissions !== null && can(permissions, "ViewUserProfile");

  const columns = useMemo<ColumnDef<PlayerRow>[]>(() => {
    return [
      {
        id: "lastname",
        accessorKey: "lastname",
        header: t("users.column.name"),
        cell: ({ row }) => (
          <span className="flex items-center gap-2">
            <EntityAvatar
              kind="user"
              id={row.original.id}
              name={row.original.full_name}
              hasPicture={row.original.has_picture}
              size="xs"
              presence={row.original.online === true ? "online" : "offline"}
              labels={{ online: t("users.online"), offline: t("users.offline") }}
            />
            {canProfile ? (
              <Link
                to={`/user/${row.original.id}`}
                className="font-medium text-primary-text hover:underline"
              >
                {row.original.full_name}
              </Link>
            ) : (
              row.original.full_name
            )}
          </span>
        ),
        meta: { label: t("users.column.name") },
      },
      { id: "username", accessorKey: "username", header: t("users.column.username") },
      { id: "email", accessorKey: "email", header: t("users.column.email") },
      {
        id: "team",
        header: t("users.column.team"),
        enableSorting: false,
        cell: ({ row }) => teamName(teams, row.original.team, t).title,
      },
      {
        id: "role",
        accessorKey: "role",
        header: t("users.column.role"),
        cell: ({ row }) => roleLabel(t, row.original.role),
      },
      {
        id: "status",
        accessorKey: "status",
        header: t("users.column.status"),
        cell: ({ row }) => (
          <StatusPill tone={row.original.status === 1 ? "success" : "neutral"} size="sm">
            {statusLabel(t, row.original.status)}
          </StatusPill>
        ),
      },
      {
        id: "actions",
        header: t("users.column.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) => {
          const user = row.original;
          if (permissions === null) return null;
          const may = (action: "setStatus" | "move" | "delete") =>
            canActOnUser(permissions, user, action) === undefined;
          return (
            <span className="flex flex-nowrap gap-1 whitespace-nowrap">
              {may("setStatus") ? (
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => {
                    actions.setActive(user, user.status !== 1);
                  }}
                >
                  {user.status === 1 ? t("users.deactivate") : t("users.activate")}
                </Button>
              ) : null}
              {may("move") ? (
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => {
                    setMoving(user);
                  }}
                >
                  {t("users.move")}
                </Button>
              ) : null}
              {may("delete") ? (
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => {
                    actions.remove(user);
                  }}
                >
                  {t("users.delete")}
                </Button>
              ) : null}
            </span>
          );
        },
      },
    ];
  }, [t, teams, permissions, canProfile, actions]);

  const filterChoices: FilterChoice[] = [
    {
      name: "team",
      label: t("users.field.team"),
      options: teams.teams.map((item) => ({ value: item.id, display: item.title })),
      searchable: true,
    },
    {
      name: "role",
      label: t("users.field.role"),
      options: roleOptions(t, permissions === null ? [] : rankAtOrBelow(permissions.role)),
    },
    {
      name: "status",
      label: t("users.field.status"),
      options: [
        { value: "1", display: statusLabel(t, 1) },
        { value: "0", display: statusLabel(t, 0) },
      ],
    },
    {
      name: "campaign",
      label: t("users.field.campaign"),
      options: sortByTitle(campaigns.data?.Result ?? [], locale).map((item) => ({
        value: item.id,
        display: item.title,
      })),
      searchable: true,
    },
  ];

  const mayCreate = permissions !== null && can(permissions, "CreateUser");
  const mayBulk = permissions !== null && can(permissions, "CreateBulkUsers");
  return (
    <>
      <ListPage
        title={t("users.listTitle")}
        state={state}
        onChange={update}
        columns={columns}
        rows={users.data?.Result}
        count={users.data?.Count}
        loading={users.loading}
        error={users.error}
        stale={users.stale}
        onRetry={users.reload}
        tableLabel={t("users.listTitle")}
        getRowId={(user) => user.id}
        getRowLabel={(user) => user.full_name}
        filters={<UserFilters choices={filterChoices} state={state} onChange={update} />}
        actions={
          <>
            {mayBulk ? (
              <Link to="/users/bulk" className={buttonClassName("secondary")}>
                {t("users.bulkCreate")}
              </Link>
            ) : null}
            {mayCreate ? (
              <Link to="/user/new" className={buttonClassName("primary")}>
                {t("users.create")}
              </Link>
            ) : null}
          </>
        }
        csv={{
          filename: "users.csv",
          columns: [
            { header: t("users.field.firstname"), value: (user) => user.firstname },
            { header: t("users.field.lastname"), value: (user) => user.lastname },
            { id: "username", header: t("users.column.username"), value: (user) => user.username },
            { id: "email", header: t("users.column.email"), value: (user) => user.email },
            {
              id: "team",
              header: t("users.column.team"),
              value: (user) => teamName(teams, user.team, t).title,
            },
            {
              id: "role",
              header: t("users.column.role"),
              value: (user) => roleLabel(t, user.role),
            },
            {
              id: "status",
              header: t("users.column.status"),
              value: (user) => statusLabel(t, user.status),
            },
          ],
        }}
      />
      <MoveUserDialog
        user={moving}
        teams={teams.teams}
        onMove={actions.move}
        onClose={() => {
          setMoving(undefined);
        }}
      />
    </>
  );
}
