import { canOnResource } from "@canvass/sdk/permissions";
import { HISTORY_PAGE_SIZE } from "@canvass/sdk/settings";
import { Card, HistoryList } from "@canvass/ui";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { teamName } from "../data/team-names";
import { useApiQuery } from "../data/use-api-query";
import { useTeamsIndex } from "../data/use-teams-index";
import { historyEntryView } from "./history-view";

export interface HistoryCardProps {
  /** Whose history: changes made to this entity (`Target`) or by this user (`AuthorID`). */
  readonly filter: { readonly Target: string } | { readonly AuthorID: string };
  readonly title: string;
  /** Changes the key when the entity was saved, so the history shows the new entry. */
  readonly version?: string | undefined;
}

/**
 * The last 50 changes (the spec's history size) of an entity or by a user, newest first. Nothing
 * at all for an operator whose role may not read the history (`history:get`, the rule the server
 * enforces): a refusal is not an error to show.
 */
export function HistoryCard(props: HistoryCardProps) {
  const permissions = usePermissions();
  if (permissions === null || !canOnResource(permissions, "history", "get")) return null;
  return <ReadableHistoryCard {...props} />;
}

function ReadableHistoryCard({ filter, title, version }: HistoryCardProps) {
  const t = useT();
  const intl = useIntl();
  const { services } = useRuntime();
  const teams = useTeamsIndex();
  const key = `history:${JSON.stringify(filter)}:${version ?? ""}`;
  const history = useApiQuery(key, (signal) =>
    services.client.call("listHistory", {
      params: { query: { ...filter, PageSize: HISTORY_PAGE_SIZE } },
      signal,
    }),
  );
  const entries = useMemo(
    () =>
      (history.data?.Result ?? []).map((entry) =>
        historyEntryView(
          entry,
          t,
          (date) => intl.formatDate(date, { dateStyle: "medium", timeStyle: "short" }),
          { team: (id) => teamName(teams, id, t).title },
        ),
      ),
    [history.data, t, intl, teams],
  );
  return (
    <Card title={title}>
      <HistoryList
        entries={entries}
        loading={history.loading}
        error={history.error !== undefined && history.data === undefined}
        onRetry={history.reload}
        labels={{
          empty: t("history.empty"),
          loading: t("history.loading"),
          error: t("history.error"),
          retry: t("history.retry"),
          changedTo: t("history.changedTo"),
        }}
      />
    </Card>
  );
}
