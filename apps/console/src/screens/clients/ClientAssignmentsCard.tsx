/**
 * A client's campaign assignments: the campaigns its users see. Assigning adds through
 * `PUT /clients/{id}/` (`campaigns` adds, keeping the current ones); removing is
 * `DELETE /clients/{id}/assignments/?campaign_ids=`. Each change reloads the list and says so.
 */
import { AssignmentPicker, Card, type AssignmentItem } from "@canvass/ui";
import { useState } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { EntityState, useApiQuery } from "../../patterns";
import { useNotify } from "../../shell/use-notify";
import { useCampaignChoices } from "./use-campaign-choices";

export function ClientAssignmentsCard({
  clientId,
  editable,
  onChanged,
}: {
  readonly clientId: string;
  readonly editable: boolean;
  readonly onChanged: () => void;
}) {
  const t = useT();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const [busy, setBusy] = useState(false);
  const campaigns = useCampaignChoices();
  const assignments = useApiQuery(`clients:${clientId}:assignments`, (signal) =>
    client.call("listClientAssignments", { params: { path: { id: clientId } }, signal }),
  );
  const titles = new Map(campaigns.items.map((item) => [item.id, item.label]));
  const assigned: AssignmentItem[] = (assignments.data?.Result ?? []).map((row) => ({
    id: row.campaign,
    label: row.title ?? titles.get(row.campaign) ?? row.campaign,
  }));
  const change = async (run: () => Promise<{ ok: boolean }>, done: string) => {
    setBusy(true);
    try {
      const answer = await run();
      notify(
        answer.ok
          ? { title: done, severity: "success" }
          : { title: t("clients.assignments.failed"), severity: "error" },
      );
    } finally {
      setBusy(false);
      assignments.reload();
      onChanged();
    }
  };
  return (
    <Card title={t("clients.assignments.title")} description={t("clients.assignments.hint")}>
      {assignments.data === undefined ? (
        <EntityState error={assignments.error} onRetry={assignments.reload} />
      ) : (
        <AssignmentPicker
          assigned={assigned}
          options={campaigns.items}
          busy={busy || assignments.loading}
          readOnly={!editable}
          onAssign={(ids) =>
            change(
              () =>
                client.call("updateClient", {
                  params: { path: { id: clientId } },
                  body: { campaigns: ids },
                }),
              t("clients.assignments.added", { count: ids.length }),
            )
          }
          onRemove={(id) =>
            change(
              () =>
                client.call("deleteClientAssignments", {
                  params: { path: { id: clientId }, query: { campaign_ids: id } },
                }),
              t("clients.assignments.removed", { title: titles.get(id) ?? id }),
            )
          }
          labels={{
            assigned: t("clients.assignments.assigned"),
            available: t("clients.assignments.available"),
            search: t("clients.assignments.search"),
            searchPlaceholder: t("clients.assignments.searchPlaceholder"),
            clearSearch: t("clients.assignments.clearSearch"),
            assign: (count) => t("clients.assignments.assign", { count }),
            removeShort: t("clients.assignments.removeShort"),
            remove: (label) => t("clients.assignments.remove", { title: label }),
            noneAssigned: t("clients.assignments.noneAssigned"),
            noneAvailable: t("clients.assignments.noneAvailable"),
            noMatch: t("clients.assignments.noMatch"),
          }}
        />
      )}
    </Card>
  );
}
