/**
 * The client's users (role client): each links to its profile, with its username and status.
 * `GET /clients/{id}/players/` (a designed call, decision 0044), 50 at a time.
 */
import { Card } from "@canvass/ui";
import { Link } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { EntityState, useApiQuery } from "../../patterns";

const USERS_SHOWN = 50;

export function ClientUsersCard({ clientId }: { readonly clientId: string }) {
  const t = useT();
  const { client } = useRuntime().services;
  const users = useApiQuery(`clients:${clientId}:players`, (signal) =>
    client.call("listClientPlayers", {
      params: { path: { id: clientId }, query: { PageSize: USERS_SHOWN } },
      signal,
    }),
  );
  const rows = users.data?.Result ?? [];
  return (
    <Card
      title={t("clients.users.title")}
      description={t("clients.users.hint", { count: users.data?.Count ?? 0 })}
    >
      {users.data === undefined ? (
        <EntityState error={users.error} onRetry={users.reload} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("clients.users.none")}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label={t("clients.users.title")}>
          {rows.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                to={`/user/${encodeURIComponent(user.id)}`}
                className="text-primary underline-offset-2 hover:underline"
              >
                {user.full_name}
              </Link>
              <span className="text-sm text-fg-muted">
                {user.username} · {user.status === 1 ? t("status.active") : t("status.inactive")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
