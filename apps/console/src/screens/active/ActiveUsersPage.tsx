/**
 * `/active`: the users active now (their latest activity within 15 minutes), in a table and, for
 * operators who may see where users are, on a map that works offline. Refreshes every minute
 * while the tab is visible and on demand; the last list stays on screen while the next loads,
 * and a failed refresh says so beside it.
 */
import { can } from "@canvass/sdk/permissions";
import { Button, PageHeader } from "@canvass/ui";
import { RefreshCw } from "lucide-react";
import { useIntl } from "react-intl";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { PageFrame, useApiQuery } from "../../patterns";
import { ActiveUsersMapPanel } from "./ActiveUsersMapPanel";
import { ActiveUsersTable } from "./ActiveUsersTable";
import { ACTIVE_WINDOW_MS, REFRESH_INTERVAL_MS } from "./active-window";
import { loadActiveUsers } from "./load-active-users";
import { useAutoRefresh } from "./use-auto-refresh";

const CLOCK = { hour: "numeric", minute: "2-digit", second: "2-digit" } as const;
const NOTE = "rounded-md border border-warning bg-warning-soft px-3 py-2 text-warning-text";

export function ActiveUsersPage() {
  const t = useT();
  const intl = useIntl();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const query = useApiQuery("active:users", (signal) =>
    loadActiveUsers(client, new Date(), signal),
  );
  useAutoRefresh(query.reload, REFRESH_INTERVAL_MS);
  const located = permissions !== null && can(permissions, "ViewUserLocation");
  const snapshot = query.data;
  const users = snapshot?.users ?? [];
  const updated = snapshot === undefined ? undefined : intl.formatTime(snapshot.at, CLOCK);

  return (
    <PageFrame>
      <PageHeader
        title={t("route.active")}
        description={t("active.description", { minutes: ACTIVE_WINDOW_MS / 60_000 })}
        meta={
          snapshot === undefined ? undefined : (
            <span data-testid="active-count" className="text-sm text-fg-muted">
              {t("active.count", { count: users.length })}
            </span>
          )
        }
        actions={
          <div className="flex items-center gap-3">
            {updated === undefined ? null : (
              <span className="text-sm text-fg-muted">
                {t("active.updated", { time: updated })}
              </span>
            )}
            <Button
              variant="secondary"
              icon={<RefreshCw size={16} />}
              loading={query.loading && snapshot !== undefined}
              onClick={query.reload}
            >
              {t("active.refresh")}
            </Button>
          </div>
        }
      />
      {snapshot === undefined ? null : query.error !== undefined ? (
        <p role="alert" className={NOTE}>
          {t("active.refreshFailed", { time: updated ?? "" })}
        </p>
      ) : query.stale ? (
        <p role="alert" className={NOTE}>
          {t("active.stale")}
        </p>
      ) : null}
      {located ? <ActiveUsersMapPanel users={users} /> : null}
      <ActiveUsersTable
        users={users}
        loading={query.loading && snapshot === undefined}
        failed={snapshot === undefined && query.error !== undefined}
        onRetry={query.reload}
        located={located}
      />
    </PageFrame>
  );
}
