import { can } from "@canvass/sdk/permissions";
import { DataTable, type ColumnDef } from "@canvass/ui";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { usePermissions } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useTeamsIndex } from "../../patterns/data/use-teams-index";
import { useTableLabels } from "../../patterns/list/table-labels";
import type { ActiveUser } from "./active-users";
import { ACTIVE_WINDOW_MS } from "./active-window";

export interface ActiveUsersTableProps {
  readonly users: readonly ActiveUser[];
  /** No list yet (the first load). */
  readonly loading: boolean;
  /** The first load failed: the table shows the error and a retry. */
  readonly failed: boolean;
  readonly onRetry: () => void;
  /** Whether the operator may see where users are (the location column). */
  readonly located: boolean;
}

const linkClass = "font-medium text-primary-text underline-offset-2 hover:underline";

/** The users active now, newest activity first: every user the map shows, for every reader. */
export function ActiveUsersTable({
  users,
  loading,
  failed,
  onRetry,
  located,
}: ActiveUsersTableProps) {
  const t = useT();
  const intl = useIntl();
  const permissions = usePermissions();
  const teams = useTeamsIndex();
  const tableLabels = useTableLabels();

  const columns = useMemo<ColumnDef<ActiveUser>[]>(() => {
    const name: ColumnDef<ActiveUser> = {
      id: "name",
      accessorKey: "name",
      header: t("active.column.name"),
      meta: { label: t("active.column.name") },
      cell: ({ row }) => {
        const user = row.original;
        const mayOpen =
          permissions !== null &&
          can(permissions, "ViewUserProfile", { id: user.id, role: user.role });
        return mayOpen ? (
          <Link className={linkClass} to={`/user/${user.id}`}>
            {user.name}
          </Link>
        ) : (
          user.name
        );
      },
    };
    const team: ColumnDef<ActiveUser> = {
      id: "team",
      accessorFn: (user) => teams.byId.get(user.team)?.title ?? "",
      header: t("active.column.team"),
      meta: { label: t("active.column.team") },
      cell: ({ getValue }) => {
        const title = getValue<string>();
        return title === "" ? t("active.unknownTeam") : title;
      },
    };
    const lastActivity: ColumnDef<ActiveUser> = {
      id: "lastActivity",
      accessorKey: "lastActivity",
      header: t("active.column.lastActivity"),
      meta: { label: t("active.column.lastActivity") },
      cell: ({ row }) => (
        <time dateTime={row.original.lastActivity}>
          {intl.formatTime(row.original.lastActivity, { format: "time" })}
        </time>
      ),
    };
    const location: ColumnDef<ActiveUser> = {
      id: "location",
      accessorKey: "location",
      header: t("active.column.location"),
      meta: { label: t("active.column.location") },
      cell: ({ row }) => row.original.location || t("active.noLocation"),
    };
    return located ? [name, team, lastActivity, location] : [name, team, lastActivity];
  }, [t, intl, permissions, teams.byId, located]);

  return (
    <DataTable
      data={users}
      columns={columns}
      getRowId={(user) => user.id}
      label={t("active.tableLabel")}
      defaultSorting={[{ id: "lastActivity", desc: true }]}
      loading={loading}
      error={failed}
      onRetry={onRetry}
      labels={{
        ...tableLabels,
        emptyTitle: t("active.emptyTitle"),
        emptyDescription: t("active.emptyDescription", { minutes: ACTIVE_WINDOW_MS / 60_000 }),
        errorTitle: t("active.errorTitle"),
      }}
    />
  );
}
