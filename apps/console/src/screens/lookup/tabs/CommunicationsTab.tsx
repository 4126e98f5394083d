import type { Schema } from "@canvass/sdk/contract";
import { Badge, Card, EmptyState, Spinner } from "@canvass/ui";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { EntityState, useApiQuery } from "../../../patterns";

const MESSAGES_PAGE = 100;

type Message = Schema<"EmailMessage">;

/** The messages log's rows for the submission: when, subject, recipient, status. */
function MessageLog({ id, messages }: { readonly id: string; readonly messages: Message[] }) {
  const t = useT();
  const intl = useIntl();
  return (
    <Card title={t("emailDelivery.messages.title")} headingLevel={3}>
      <ul aria-label={t("emailDelivery.messages.title")} className="flex flex-col gap-2 text-sm">
        {messages.map((message) => (
          <li
            key={message.id}
            data-status={message.status}
            className="flex flex-wrap items-baseline gap-x-3 gap-y-1"
          >
            <time dateTime={message.Sent} className="text-fg-muted">
              {intl.formatDate(new Date(message.Sent), { dateStyle: "medium", timeStyle: "short" })}
            </time>
            <span className="font-medium">{message.subject}</span>
            <span className="text-fg-muted">{message.to}</span>
            <Badge
              tone={
                message.status === "bounced" || message.status === "failed" ? "danger" : "neutral"
              }
            >
              {t(`emailDelivery.messageStatus.${message.status}`)}
            </Badge>
          </li>
        ))}
      </ul>
      <Link
        to={`/messages?account=${encodeURIComponent(id)}`}
        className="mt-3 inline-block text-sm text-link underline"
      >
        {t("emailDelivery.messages.openAll")}
      </Link>
    </Card>
  );
}

/**
 * The e-mails sent for the submission (messageTracking): the messages log (`listEmailMessages`
 * with `Account`, newest first, each with its status — queued, sent, delivered, opened,
 * bounced…; the link opens `/messages` narrowed to the submission, where a message is read),
 * and the provider's tracking events kept with the submission's assets (`tracking/emails.json`,
 * mail sent before the log existed or by another system).
 */
export function CommunicationsTab({ id }: { readonly id: string }) {
  const t = useT();
  const intl = useIntl();
  const { client } = useRuntime().services;
  const log = useApiQuery(`email-messages:account:${id}`, (signal) =>
    client.call("listEmailMessages", {
      params: { query: { Account: id, PageSize: MESSAGES_PAGE } },
      signal,
    }),
  );
  const tracking = useApiQuery(`email-tracking:${id}`, (signal) =>
    client.call("getAccountEmailTrackingAsset", { params: { path: { id } }, signal }),
  );
  if ((log.loading && log.data === undefined) || (tracking.loading && tracking.data === undefined))
    return <Spinner label={t("lookup.loading")} />;
  if (log.data === undefined) return <EntityState error={log.error} onRetry={log.reload} />;
  const messages = log.data.Result;
  const events = tracking.data ?? [];
  if (messages.length === 0 && events.length === 0)
    return <EmptyState title={t("lookup.communications.none")} />;
  return (
    <div className="flex flex-col gap-4">
      {messages.length === 0 ? null : <MessageLog id={id} messages={messages} />}
      {events.length === 0 ? null : (
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
      )}
    </div>
  );
}
