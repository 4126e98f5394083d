/** The instances of a saved export, with their last and next runs, and "New instance". */
import { buttonClassName, Card } from "@canvass/ui";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns";
import { lastRunOf, nextRunOf } from "./run-times";

export function InstancesCard({
  exportId,
  mayCreate,
}: {
  readonly exportId: string;
  readonly mayCreate: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const { client } = useRuntime().services;
  const list = useApiQuery(`export-options:${exportId}`, (signal) =>
    client.call("listExportOptions", {
      params: { query: { ExportID: exportId, PageSize: 500 } },
      signal,
    }),
  );
  const when = (date: Date | undefined) =>
    date === undefined
      ? t("exports.never")
      : intl.formatDate(date, { dateStyle: "medium", timeStyle: "short" });
  const now = new Date();
  const rows = list.data?.Result ?? [];
  return (
    <Card
      title={t("exports.instances.title")}
      actions={
        mayCreate ? (
          <Link
            to={`/instance/${encodeURIComponent(exportId)}/new`}
            className={buttonClassName("secondary", "sm")}
          >
            {t("exports.instances.new")}
          </Link>
        ) : undefined
      }
    >
      {list.data === undefined ? null : rows.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("exports.instances.empty")}</p>
      ) : (
        <table className="w-full text-left text-sm" aria-label={t("exports.instances.title")}>
          <thead>
            <tr>
              <th scope="col" className="border-b border-border px-2 py-1">
                {t("exports.column.description")}
              </th>
              <th scope="col" className="border-b border-border px-2 py-1">
                {t("exports.column.lastRun")}
              </th>
              <th scope="col" className="border-b border-border px-2 py-1">
                {t("exports.column.nextRun")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.ID}>
                <td className="border-b border-border px-2 py-1">
                  <Link
                    to={`/export/${encodeURIComponent(exportId)}/instance/${encodeURIComponent(row.ID)}`}
                    className="text-primary-text underline-offset-2 hover:underline"
                  >
                    {row.Description}
                  </Link>
                </td>
                <td className="border-b border-border px-2 py-1">{when(lastRunOf([row]))}</td>
                <td className="border-b border-border px-2 py-1">
                  {row.Schedule === undefined ? t("exports.none") : when(nextRunOf([row], now))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
