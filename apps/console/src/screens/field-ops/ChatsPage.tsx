/**
 * `/chats` (ViewChatsList; not clients): conversations with donors whose latest message is in
 * the range (the last day by default), with their participants (the fundraiser and the donor of
 * the linked submission), the submission's lookup link, the last message and its time; a row
 * opens the conversation read-only.
 */
import type { CallData } from "@canvass/sdk/client";
import { can } from "@canvass/sdk/permissions";
import { Button, type ColumnDef } from "@canvass/ui";
import { useMemo, useState } from "react";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns";
import { ChatConversation } from "./ChatConversation";
import { SubmissionLink, timeText } from "./field-cells";
import { CHATS_LIST } from "./field-list-spec";
import { FieldListFilters } from "./FieldListFilters";
import { FieldListFrame } from "./FieldListFrame";
import { useFieldList } from "./use-field-list";

type ChatRow = CallData<"queryChats">["Result"][number];

export function ChatsPage() {
  const t = useT();
  const locale = useLocale();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const mayLookUp = permissions !== null && can(permissions, "ViewSubLookup");
  const list = useFieldList(CHATS_LIST);
  const { query: chatQuery, view } = list;
  const chats = useApiQuery(`chats:${JSON.stringify(chatQuery)}`, (signal) =>
    client.call("queryChats", { params: { query: chatQuery }, signal }),
  );
  const [open, setOpen] = useState<ChatRow | undefined>(undefined);
  const columns = useMemo<ColumnDef<ChatRow>[]>(
    () => [
      {
        id: "PlayerName",
        header: t("fieldOps.chats.column.participants"),
        enableSorting: true,
        cell: ({ row }) =>
          t("fieldOps.chats.participants", {
            player: row.original.PlayerName ?? t("fieldOps.chats.fundraiser"),
          }),
      },
      {
        id: "AccountID",
        header: t("fieldOps.column.submission"),
        enableSorting: false,
        cell: ({ row }) => <SubmissionLink id={row.original.AccountID} mayLookUp={mayLookUp} />,
      },
      {
        id: "LastMessage",
        header: t("fieldOps.chats.column.lastMessage"),
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            variant="link"
            size="sm"
            className="max-w-96 truncate"
            onClick={() => {
              setOpen(row.original);
            }}
          >
            {row.original.LastMessage ?? t("fieldOps.chats.open")}
          </Button>
        ),
      },
      {
        id: "Channel",
        header: t("fieldOps.chats.column.channel"),
        enableSorting: true,
        cell: ({ row }) => t(`fieldOps.chats.channel.${row.original.Channel}`),
      },
      {
        id: "Messages",
        header: t("fieldOps.chats.column.messages"),
        enableSorting: false,
        meta: { label: t("fieldOps.chats.column.messages"), align: "end" as const },
        cell: ({ row }) => row.original.Messages ?? "",
      },
      {
        id: "CampaignName",
        header: t("fieldOps.column.campaign"),
        enableSorting: true,
        cell: ({ row }) => row.original.CampaignName ?? "",
      },
      {
        id: "Updated",
        header: t("fieldOps.chats.column.time"),
        enableSorting: true,
        cell: ({ row }) => timeText(row.original.Updated, locale, view.timeZone),
      },
    ],
    [t, locale, view.timeZone, mayLookUp],
  );
  return (
    <>
      <FieldListFrame<ChatRow>
        title={t("fieldOps.chats.title")}
        tableLabel={t("fieldOps.chats.tableLabel")}
        list={list}
        filters={<FieldListFilters list={list} />}
        columns={columns}
        rows={chats.data?.Result}
        count={chats.data?.Count}
        loading={chats.loading}
        error={chats.error}
        onRetry={chats.reload}
        getRowId={(row) => row.ID}
        csv={{
          filename: "chats.csv",
          columns: [
            { id: "PlayerName", header: t("fieldOps.column.player"), value: (r) => r.PlayerName },
            { id: "AccountID", header: t("fieldOps.column.submission"), value: (r) => r.AccountID },
            {
              id: "LastMessage",
              header: t("fieldOps.chats.column.lastMessage"),
              value: (r) => r.LastMessage,
            },
            { id: "Channel", header: t("fieldOps.chats.column.channel"), value: (r) => r.Channel },
            {
              id: "Messages",
              header: t("fieldOps.chats.column.messages"),
              value: (r) => r.Messages,
            },
            {
              id: "CampaignName",
              header: t("fieldOps.column.campaign"),
              value: (r) => r.CampaignName,
            },
            { id: "Updated", header: t("fieldOps.chats.column.time"), value: (r) => r.Updated },
          ],
        }}
      />
      {open === undefined ? null : (
        <ChatConversation
          chat={open}
          onClose={() => {
            setOpen(undefined);
          }}
          locale={locale}
          timeZone={view.timeZone}
          mayLookUp={mayLookUp}
        />
      )}
    </>
  );
}
