import { Card, EmptyState, Spinner } from "@canvass/ui";
import { useIntl } from "react-intl";
import { useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { useApiQuery } from "../../../patterns";

/** The e-mails sent for the submission and what became of them (messageTracking). */
export function CommunicationsTab({ id }: { readonly id: string }) {
  const t = useT();
  const intl = useIntl();
  const { client } = useRuntime().services;
  const log = useApiQuery(`email-tracking:${id}`, (signal) =>
    client.call("getAccountEmailTrackingAsset", { params: { path: { id } }, signal }),
  );
  if (log.loading && log.data === undefined) return <Spinner label={t("lookup.loading")} />;
  const events = log.data ?? [];
  if (events.length === 0) return <EmptyState title={t("lookup.communications.none")} />;
  return (
    <Card title={t("lookup.tab.communications")} headingLevel={3}>
      <ul className="flex flex-col gap-1 text-sm">
        {events.map((event, index) => (
          <li key={`${event.messageId}:${String(index)}`}>
            <time dateTime={event.at}>
              {intl.formatDate(new Date(event.at), { dateStyle: "medium", timeStyle: "short" })}
            </time>{" "}
            — {t(`lookup.communications.${event.event}`)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
