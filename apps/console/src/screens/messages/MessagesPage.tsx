/**
 * `/messages` (ViewCommunications): every message the server sent, newest first, with its
 * status; searched by recipient or subject and narrowed by campaign, template, submission
 * (`?campaign=`, `?template=`, `?account=`) and date (`?after=`, `?before=`, days). A subject
 * opens the message below the list.
 */
import type { Schema } from "@canvass/sdk/contract";
import { Button, type ColumnDef } from "@canvass/ui";
import { useMemo, useState } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { ListPage, useApiQuery, useListState, type ListStateSpec } from "../../patterns";
import { MessageFilters } from "./MessageFilters";
import { MessageView } from "./MessageView";

type MessageRow = Schema<"EmailMessage">;
type MessageFilter = "campaign" | "template" | "account" | "after" | "before";

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isId = (value: string) => /^[0-9A-Za-z_-]{1,64}$/.test(value);

const MESSAGES_LIST: ListStateSpec<MessageFilter> = {
  filters: ["campaign", "template", "account", "after", "before"],
  filterValues: { campaign: isId, template: isId, account: isId, after: isDay, before: isDay },
  sortable: [],
};

export function MessagesPage() {
  const t = useT();
  const { client } = useRuntime().services;
  const [state, update] = useListState(MESSAGES_LIST);
  const [open, setOpen] = useState<string | undefined>(undefined);
  const { campaign, template, account, after, before } = state.filters;
  const query = {
    Page: state.page,
    PageSize: state.pageSize,
    ...(state.q === "" ? {} : { q: state.q }),
    ...(campaign === undefined ? {} : { Campaign: campaign }),
    ...(template === undefined ? {} : { Template: template }),
    ...(account === undefined ? {} : { Account: account }),
    ...(after === undefined ? {} : { After: `${after}T00:00:00.000Z` }),
    ...(before === undefined ? {} : { Before: `${before}T00:00:00.000Z` }),
  };
  const list = useApiQuery(`email-messages:${JSON.stringify(query)}`, (signal) =>
    client.call("listEmailMessages", { params: { query }, signal }),
  );
  const columns = useMemo<ColumnDef<MessageRow>[]>(
    () => [
      {
        id: "subject",
        header: t("emailDelivery.messages.column.subject"),
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            variant="ghost"
            onClick={() => {
              setOpen(row.original.id);
            }}
          >
            {row.original.subject}
          </Button>
        ),
        meta: { label: t("emailDelivery.messages.column.subject") },
      },
      {
        id: "to",
        accessorKey: "to",
        header: t("emailDelivery.messages.column.to"),
        enableSorting: false,
        meta: { label: t("emailDelivery.messages.column.to") },
      },
      {
        id: "status",
        header: t("emailDelivery.messages.column.status"),
        enableSorting: false,
        cell: ({ row }) => t(`emailDelivery.messageStatus.${row.original.status}`),
        meta: { label: t("emailDelivery.messages.column.status") },
      },
      {
        id: "sent",
        header: t("emailDelivery.messages.column.sent"),
        enableSorting: false,
        cell: ({ row }) => new Date(row.original.Sent).toLocaleString(),
        meta: { label: t("emailDelivery.messages.column.sent") },
      },
    ],
    [t],
  );
  return (
    <div className="flex flex-col gap-6">
      <ListPage
        title={t("emailDelivery.messages.title")}
        state={state}
        onChange={update}
        columns={columns}
        rows={list.data?.Result}
        count={list.data?.Count}
        loading={list.loading}
        error={list.error}
        stale={list.stale}
        onRetry={list.reload}
        tableLabel={t("emailDelivery.messages.title")}
        searchPlaceholder={t("emailDelivery.messages.search")}
        filters={
          <MessageFilters
            values={state.filters}
            onChange={(filters) => {
              update({ filters });
            }}
          />
        }
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.subject}
      />
      {open === undefined ? null : <MessageView id={open} />}
    </div>
  );
}
