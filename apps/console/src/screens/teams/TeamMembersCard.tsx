/**
 * A team's own members (not those of its sub-teams) that the operator may see: a small server-
 * paged table of name, username and role, each name linking to the user's profile.
 */
import type { CallData } from "@canvass/sdk/client";
import { can } from "@canvass/sdk/permissions";
import { Card, DataTable, Pagination, StatusPill, type ColumnDef } from "@canvass/ui";
import { GROW_WITH_ROWS } from "../../patterns";
import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns";
import { usePaginationLabels, useTableLabels } from "../../patterns/list/table-labels";
import { roleLabel } from "./team-words";
import { readFailureText } from "../../patterns/form/problem-words";

type Member = CallData<"listTeamPlayers">["Result"][number];

const MEMBERS_PAGE_SIZE = 10;

export function TeamMembersCard({ teamId }: { readonly teamId: string }) {
  const t = useT();
  const locale = useLocale();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const tableLabels = useTableLabels();
  const paginationLabels = usePaginationLabels();
  const [page, setPage] = useState(1);
  const members = useApiQuery(`team-players:${teamId}:${String(page)}`, (signal) =>
    client.call("listTeamPlayers", {
      params: { path: { id: teamId }, query: { Page: page, PageSize: MEMBERS_PAGE_SIZE } },
      signal,
    }),
  );
  const linked = permissions !== null && can(permissions, "ViewUserProfile");
  const columns = useMemo<ColumnDef<Member>[]>(
    () => [
      {
        id: "name",
        header: t("teams.member.name"),
        enableSorting: false,
        cell: ({ row }) =>
          linked ? (
            <Link
              to={`/user/${encodeURIComponent(row.original.id)}`}
              className="font-medium text-primary-text hover:underline"
            >
              {row.original.full_name}
            </Link>
          ) : (
            row.original.full_name
          ),
      },
      {
        id: "username",
        header: t("teams.member.username"),
        enableSorting: false,
        accessorKey: "username",
      },
      {
        id: "role",
        header: t("teams.member.role"),
        enableSorting: false,
        cell: ({ row }) => roleLabel(t, row.original.role),
      },
      {
        id: "status",
        header: t("teams.member.status"),
        enableSorting: false,
        cell: ({ row }) => (
          <StatusPill tone={row.original.status === 1 ? "success" : "neutral"} size="sm">
            {row.original.status === 1 ? t("teams.member.active") : t("teams.member.inactive")}
          </StatusPill>
        ),
      },
    ],
    [t, linked],
  );
  const rows = members.data?.Result ?? [];
  return (
    <Card title={t("teams.members")} flush>
      <DataTable<Member>
        label={t("teams.members")}
        data={rows}
        columns={columns}
        getRowId={(member) => member.id}
        columnMenu={false}
        maxHeight={GROW_WITH_ROWS}
        loading={members.loading}
        error={members.error === undefined ? false : readFailureText(t, members.error)}
        onRetry={members.reload}
        labels={{
          ...tableLabels,
          emptyTitle: t("teams.noMembers"),
          emptyDescription: t("teams.noMembersHint"),
        }}
        footer={
          <Pagination
            page={page}
            pageSize={MEMBERS_PAGE_SIZE}
            {...(members.data === undefined ? {} : { totalCount: members.data.Count })}
            pageItemCount={rows.length}
            onPageChange={setPage}
            locale={locale}
            labels={paginationLabels}
          />
        }
      />
    </Card>
  );
}
