/**
 * `/teams`: the teams the operator may see, paged and sorted by the server, searched by title
 * and narrowed to one parent's sub-teams, with the state in the address (bookmarkable, back
 * button). Columns: title, parent, role, campaigns and flags; CSV of what is shown. "Create team"
 * only with the SDK's `CreateTeam` (admin or manager, not restricted by `nocreateteams`).
 */
import { can } from "@canvass/sdk/permissions";
import { buttonClassName, type ColumnDef } from "@canvass/ui";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { ListPage, useApiQuery, useListState } from "../../patterns";
import { teamName } from "../../patterns/data/team-names";
import { useTeamsIndex } from "../../patterns/data/use-teams-index";
import { TeamLink } from "./team-links";
import { TeamParentFilter } from "./TeamParentFilter";
import { roleLabel, type TeamRow } from "./team-words";
import { TEAMS_LIST } from "./teams-list-spec";

export function TeamsPage() {
  const t = useT();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const [state, update] = useListState(TEAMS_LIST);
  const teams = useTeamsIndex();
  const { parent } = state.filters;
  const query = {
    Page: state.page,
    PageSize: state.pageSize,
    ...(state.sort === undefined ? {} : { Sort: state.sort }),
    ...(state.q === "" ? {} : { q: state.q }),
    ...(parent === undefined ? {} : { parent }),
  };
  const list = useApiQuery(`teams:${JSON.stringify(query)}`, (signal) =>
    client.call("listTeams", { params: { query }, signal }),
  );
  const linked = permissions !== null && can(permissions, "ViewTeamProfile");
  const parentTitle = (team: TeamRow) =>
    team.parent === null ? "" : teamName(teams, team.parent, t).title;

  const columns = useMemo<ColumnDef<TeamRow>[]>(
    () => [
      {
        id: "title",
        accessorKey: "title",
        header: t("teams.column.title"),
        cell: ({ row }) => (
          <TeamLink id={row.original.id} title={row.original.title} linked={linked} />
        ),
        meta: { label: t("teams.column.title") },
      },
      {
        id: "parent",
        accessorKey: "parent",
        header: t("teams.column.parent"),
        cell: ({ row }) => {
          const id = row.original.parent;
          if (id === null) return <span className="text-fg-muted">{t("teams.noParent")}</span>;
          const name = teamName(teams, id, t);
          if (!name.visible) return <span className="text-fg-muted">{name.title}</span>;
          return <TeamLink id={id} title={name.title} linked={linked} />;
        },
        meta: { label: t("teams.column.parent") },
      },
      {
        id: "role",
        accessorKey: "role",
        header: t("teams.column.role"),
        cell: ({ row }) => roleLabel(t, row.original.role),
        meta: { label: t("teams.column.role") },
      },
      {
        id: "campaigns",
        header: t("teams.column.campaigns"),
        enableSorting: false,
        cell: ({ row }) => row.original.campaigns.length,
        meta: { label: t("teams.column.campaigns"), align: "end" },
      },
      {
        id: "flags",
        header: t("teams.column.flags"),
        enableSorting: false,
        cell: ({ row }) =>
          t("teams.flagsCount", {
            restricted: row.original.restrictions.length,
            exempt: row.original.permissions.length,
          }),
        meta: { label: t("teams.column.flags") },
      },
    ],
    [t, teams, linked],
  );

  const mayCreate = permissions !== null && can(permissions, "CreateTeam");
  return (
    <ListPage
      title={t("teams.listTitle")}
      state={state}
      onChange={update}
      columns={columns}
      rows={list.data?.Result}
      count={list.data?.Count}
      loading={list.loading}
      error={list.error}
      stale={list.stale}
      onRetry={list.reload}
      tableLabel={t("teams.listTitle")}
      searchPlaceholder={t("teams.searchPlaceholder")}
      getRowId={(team) => team.id}
      getRowLabel={(team) => team.title}
      filters={<TeamParentFilter teams={teams} state={state} onChange={update} />}
      actions={
        mayCreate ? (
          <Link
            to={
              parent === undefined ? "/team/new" : `/team/new?parent=${encodeURIComponent(parent)}`
            }
            className={buttonClassName("primary")}
          >
            {t("teams.create")}
          </Link>
        ) : null
      }
      csv={{
        filename: "teams.csv",
        columns: [
          { id: "title", header: t("teams.column.title"), value: (team) => team.title },
          { id: "parent", header: t("teams.column.parent"), value: parentTitle },
          { id: "role", header: t("teams.column.role"), value: (team) => roleLabel(t, team.role) },
          {
            id: "campaigns",
            header: t("teams.column.campaigns"),
            value: (team) => team.campaigns.length,
          },
          {
            id: "flags",
            header: t("teams.column.restrictions"),
            value: (team) => team.restrictions.join(" "),
          },
          {
            id: "flags",
            header: t("teams.column.exemptions"),
            value: (team) => team.permissions.join(" "),
          },
        ],
      }}
    />
  );
}
