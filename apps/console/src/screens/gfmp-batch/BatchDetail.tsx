/**
 * One batch of `/gfmp-batch`: its counts, what each row the provider sent became and the
 * problems of failed rows (field and reason), with "Run again" when the SDK's `canRerunBatch`
 * allows it and "Complete batch task" for a finished batch.
 */
import type { CallData } from "@canvass/sdk/client";
import { canRerunBatch } from "@canvass/sdk/integrations";
import { Button, StatusPill } from "@canvass/ui";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns";
import { useNotify } from "../../shell/use-notify";
import { statusTone } from "./gfmp-list-spec";

type Batch = CallData<"getIntegrationBatch">;

export function BatchDetail({
  id,
  onChanged,
}: {
  readonly id: string;
  readonly onChanged: () => void;
}) {
  const t = useT();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const query = useApiQuery(`gfmp-batch:${id}`, (signal) =>
    client.call("getIntegrationBatch", { params: { path: { id } }, signal }),
  );
  const batch: Batch | undefined = query.data;
  if (query.error !== undefined) {
    return (
      <p role="alert" className="text-danger-text">
        {t("integrations.batch.loadFailed")}
      </p>
    );
  }
  if (batch === undefined) return <p aria-busy="true">{t("integrations.batch.loading")}</p>;
  const rerun = async () => {
    const answer = await client.call("runExternalService", {
      params: { path: { provider: batch.provider }, query: { Campaign: batch.campaign } },
      body: { batch: batch.id },
    });
    notify(
      answer.ok
        ? { title: t("integrations.batch.rerunStarted"), severity: "success" }
        : { title: t("integrations.batch.rerunFailed"), severity: "error" },
    );
    query.reload();
    onChanged();
  };
  const complete = async () => {
    const answer = await client.call("completeBatchTask", {
      params: { query: { Campaign: batch.campaign } },
      body: { id: batch.id },
    });
    notify(
      answer.ok
        ? { title: t("integrations.batch.completed"), severity: "success" }
        : { title: t("integrations.batch.completeFailed"), severity: "error" },
    );
    query.reload();
    onChanged();
  };
  return (
    <section aria-labelledby="gfmp-batch-detail" className="flex flex-col gap-3">
      <h2 id="gfmp-batch-detail" className="text-lg font-semibold">
        {t("integrations.batch.title", { id: batch.id })}
      </h2>
      <p>
        {t("integrations.batch.summary", {
          received: batch.received,
          created: batch.created,
          existing: batch.existing,
          failed: batch.failed,
        })}
      </p>
      {batch.error === null ? null : (
        <p role="alert" className="text-danger-text">
          {t("integrations.batch.error", { error: batch.error })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {canRerunBatch(batch) ? (
          <Button variant="primary" onClick={() => void rerun()}>
            {t("integrations.batch.rerun")}
          </Button>
        ) : null}
        {batch.status === "done" && batch.completed === null ? (
          <Button variant="secondary" onClick={() => void complete()}>
            {t("integrations.batch.complete")}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={query.reload}>
          {t("integrations.batch.refresh")}
        </Button>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label={t("integrations.rows.label")}>
          <thead>
            <tr>
              <th scope="col">{t("integrations.rows.row")}</th>
              <th scope="col">{t("integrations.rows.donation")}</th>
              <th scope="col">{t("integrations.rows.status")}</th>
              <th scope="col">{t("integrations.rows.submission")}</th>
              <th scope="col">{t("integrations.rows.problems")}</th>
            </tr>
          </thead>
          <tbody>
            {batch.rows.map((row) => (
              <tr key={row.row} className="border-t border-line align-top">
                <td>{row.row}</td>
                <td>{row.externalId ?? ""}</td>
                <td>
                  <StatusPill tone={statusTone(row.status)}>
                    {t(`integrations.rowResult.${row.status}`)}
                  </StatusPill>
                </td>
                <td>{row.account ?? ""}</td>
                <td>
                  {row.problems.length === 0 ? null : (
                    <ul>
                      {row.problems.map((problem) => (
                        <li key={problem.field}>
                          <strong>{problem.field.replace(/^\//, "")}</strong>: {problem.message}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
