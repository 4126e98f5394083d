/**
 * One message of the log as sent (`getEmailMessage`): when it was delivered and first opened (if
 * a delivery report or the tracking pixel said so, decision 0061), the HTML part in a sandboxed
 * frame without scripts, the text part, the error of the last attempt.
 */
import { useIntl } from "react-intl";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { EntityState, useApiQuery } from "../../patterns";

export function MessageView({ id }: { readonly id: string }) {
  const t = useT();
  const intl = useIntl();
  const { client } = useRuntime().services;
  const read = useApiQuery(`email-message:${id}`, (signal) =>
    client.call("getEmailMessage", { params: { path: { id } }, signal }),
  );
  const detail = read.data;
  if (detail === undefined) return <EntityState error={read.error} onRetry={read.reload} />;
  const when = (at: string) =>
    intl.formatDate(new Date(at), { dateStyle: "medium", timeStyle: "short" });
  const { Delivered: delivered, Opened: opened } = detail.message;
  return (
    <section
      aria-label={t("emailDelivery.message.title", { subject: detail.message.subject })}
      className="flex flex-col gap-3 rounded-md border p-4"
    >
      <h2 className="text-lg font-semibold">{detail.message.subject}</h2>
      <p className="text-sm">
        {t("emailDelivery.message.summary", {
          from: detail.message.from ?? "",
          to: detail.message.to,
          status: t(`emailDelivery.messageStatus.${detail.message.status}`),
        })}
      </p>
      {delivered === undefined && opened === undefined ? null : (
        <ul className="flex flex-col gap-1 text-sm text-fg-muted">
          {delivered === undefined ? null : (
            <li>
              <time dateTime={delivered}>
                {t("emailDelivery.message.delivered", { when: when(delivered) })}
              </time>
            </li>
          )}
          {opened === undefined ? null : (
            <li>
              <time dateTime={opened}>
                {t("emailDelivery.message.opened", { when: when(opened) })}
              </time>
            </li>
          )}
        </ul>
      )}
      {detail.error === undefined ? null : (
        <p className="text-sm text-destructive">{detail.error}</p>
      )}
      {detail.html === undefined ? null : (
        <iframe
          title={t("emailDelivery.message.html")}
          sandbox=""
          srcDoc={detail.html}
          className="h-80 w-full rounded border bg-white"
        />
      )}
      <pre className="whitespace-pre-wrap rounded bg-muted p-3 text-sm">{detail.text}</pre>
    </section>
  );
}
