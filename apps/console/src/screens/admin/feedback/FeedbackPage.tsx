/**
 * `/feedback` (ViewFeedback): the feedback staff sent from the top bar — author, page, date and
 * text — newest first, searched (text, author, page) and narrowed to days, with the state in the
 * address. Delete (with a confirmation) only for those whose role may delete feedback.
 */
import type { CallData } from "@canvass/sdk/client";
import { canOnResource } from "@canvass/sdk/permissions";
import { Button, type ColumnDef } from "@canvass/ui";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { usePermissions, useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { ListPage, useListCall } from "../../../patterns";
import { useConfirm, useNotify } from "../../../shell/use-notify";
import { DayFilter } from "./DayFilter";
import { FEEDBACK_LIST, dayEnd, dayStart } from "./feedback-list-spec";

type FeedbackRow = CallData<"listFeedback">["Result"][number];

export function FeedbackPage() {
  const t = useT();
  const intl = useIntl();
  const notify = useNotify();
  const confirm = useConfirm();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const { state, update, list, page } = useListCall(FEEDBACK_LIST, {
    key: "feedback",
    params: ({ filters }) => ({
      After: filters.from === undefined ? undefined : dayStart(filters.from),
      Before: filters.to === undefined ? undefined : dayEnd(filters.to),
    }),
    load: (query, signal) => client.call("listFeedback", { params: { query }, signal }),
  });
  const { from, to } = state.filters;
  const mayDelete = permissions !== null && canOnResource(permissions, "feedback", "delete");
  const { reload } = list;
  const when = (row: FeedbackRow) =>
    intl.formatDate(row.Created, { dateStyle: "medium", timeStyle: "short" });

  const columns = useMemo<ColumnDef<FeedbackRow>[]>(() => {
    const remove = (row: FeedbackRow) => {
      confirm({
        title: t("admin.feedback.deleteTitle"),
        description: t("admin.feedback.deleteText", { author: row.AuthorName }),
        severity: "warning",
        cancellable: true,
        continueText: t("admin.feedback.delete"),
        onContinue: async () => {
          const answer = await client.call("deleteFeedback", { params: { path: { id: row.id } } });
          if (answer.ok) {
            notify({ title: t("admin.feedback.deleted"), severity: "success" });
            reload();
          } else {
            notify({ title: t("admin.feedback.deleteFailed"), severity: "error" });
          }
        },
      });
    };
    return [
      {
        id: "Created",
        accessorKey: "Created",
        header: t("admin.feedback.column.date"),
        cell: ({ row }) => when(row.original),
        meta: { label: t("admin.feedback.column.date") },
      },
      {
        id: "AuthorName",
        accessorKey: "AuthorName",
        header: t("admin.feedback.column.author"),
        meta: { label: t("admin.feedback.column.author") },
      },
      {
        id: "url",
        header: t("admin.feedback.column.page"),
        enableSorting: false,
        cell: ({ row }) => row.original.url ?? "",
        meta: { label: t("admin.feedback.column.page") },
      },
      {
        id: "text",
        header: t("admin.feedback.column.text"),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-pre-wrap">{row.original.text}</span>,
        meta: { label: t("admin.feedback.column.text") },
      },
      ...(mayDelete
        ? [
            {
              id: "actions",
              header: t("admin.feedback.column.actions"),
              enableSorting: false,
              cell: ({ row }: { row: { original: FeedbackRow } }) => (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t("admin.feedback.deleteOne", { author: row.original.AuthorName })}
                  onClick={() => {
                    remove(row.original);
                  }}
                >
                  {t("admin.feedback.delete")}
                </Button>
              ),
              meta: { label: t("admin.feedback.column.actions") },
            } satisfies ColumnDef<FeedbackRow>,
          ]
        : []),
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `when` only reads intl
  }, [t, intl, mayDelete, confirm, notify, client, reload]);

  return (
    <ListPage
      {...page}
      title={t("admin.feedback.title")}
      columns={columns}
      searchPlaceholder={t("admin.feedback.search")}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.text.slice(0, 60)}
      filters={
        <>
          <DayFilter
            label={t("admin.feedback.from")}
            value={from}
            onChange={(day) => {
              update({ filters: { from: day } });
            }}
          />
          <DayFilter
            label={t("admin.feedback.to")}
            value={to}
            onChange={(day) => {
              update({ filters: { to: day } });
            }}
          />
        </>
      }
      csv={{
        filename: "feedback.csv",
        columns: [
          { id: "Created", header: t("admin.feedback.column.date"), value: when },
          {
            id: "AuthorName",
            header: t("admin.feedback.column.author"),
            value: (r) => r.AuthorName,
          },
          { id: "url", header: t("admin.feedback.column.page"), value: (r) => r.url ?? "" },
          { id: "text", header: t("admin.feedback.column.text"), value: (r) => r.text },
        ],
      }}
    />
  );
}
