/**
 * One chat opened read-only (`GET /chats/{id}/messages/`, designed): its participants, the
 * submission it is about, and its messages oldest first, each with who wrote it and when.
 */
import type { CallData } from "@canvass/sdk/client";
import type { Locale } from "@canvass/sdk/locale";
import { Dialog, Spinner } from "@canvass/ui";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns";
import { readFailureText } from "../../patterns/form/problem-words";
import { SubmissionLink, timeText } from "./field-cells";

type Chat = CallData<"queryChats">["Result"][number];

export function ChatConversation({
  chat,
  onClose,
  locale,
  timeZone,
  mayLookUp,
}: {
  readonly chat: Chat;
  readonly onClose: () => void;
  readonly locale: Locale;
  readonly timeZone: string;
  readonly mayLookUp: boolean;
}) {
  const t = useT();
  const { client } = useRuntime().services;
  const conversation = useApiQuery(`chat:${chat.ID}`, (signal) =>
    client.call("listChatMessages", { params: { path: { id: chat.ID } }, signal }),
  );
  const player = chat.PlayerName ?? t("fieldOps.chats.fundraiser");
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("fieldOps.chats.conversationTitle", { player })}
      description={
        <span className="flex flex-wrap gap-2">
          <span>{t(`fieldOps.chats.channel.${chat.Channel}`)}</span>
          {chat.AccountID == null ? null : (
            <span>
              {t("fieldOps.column.submission")}{" "}
              <SubmissionLink id={chat.AccountID} mayLookUp={mayLookUp} />
            </span>
          )}
        </span>
      }
      size="lg"
      closeLabel={t("fieldOps.close")}
    >
      {conversation.loading && conversation.data === undefined ? (
        <Spinner label={t("fieldOps.loading")} />
      ) : conversation.error !== undefined ? (
        <p role="alert" className="text-sm text-danger-text">
          {readFailureText(t, conversation.error)}
        </p>
      ) : (
        <ol
          aria-label={t("fieldOps.chats.messages")}
          data-slot="chat-messages"
          className="flex max-h-[60vh] flex-col gap-2 overflow-y-auto"
        >
          {(conversation.data?.Messages ?? []).map((message) => (
            <li
              key={message.ID}
              data-author={message.Author}
              className={
                message.Author === "player"
                  ? "self-end rounded-lg bg-primary-soft px-3 py-2"
                  : "self-start rounded-lg bg-surface-muted px-3 py-2"
              }
            >
              <p className="text-xs text-fg-muted">
                {message.Author === "player" ? player : t("fieldOps.chats.donor")} ·{" "}
                {timeText(message.Sent, locale, timeZone)}
              </p>
              <p className="text-sm">{message.Body}</p>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
