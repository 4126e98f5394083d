/**
 * `/templates` (ManageEmailTemplates): the e-mail templates, searched by name, with their active
 * version; create, rename, clone and delete. Deleting a template a campaign task sends is
 * refused by the server (409), and the dialog says so.
 */
import type { Schema } from "@canvass/sdk/contract";
import { isHttpError } from "@canvass/sdk/client";
import { Button, ConfirmModal, SingleInputPopup, type ColumnDef } from "@canvass/ui";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { ListPage, SEARCH_ONLY_LIST, useListCall } from "../../patterns";
import { statusProblemText } from "../../patterns/form/problem-words";
import { templateHome, versionPath } from "./template-paths";

type Template = Schema<"EmailTemplate">;

/** What a name dialog is doing. */
type NameTask =
  | { readonly kind: "create" }
  | { readonly kind: "rename"; readonly template: Template }
  | { readonly kind: "clone"; readonly template: Template };

export function TemplatesPage() {
  const t = useT();
  const navigate = useNavigate();
  const { client } = useRuntime().services;
  const { list, page } = useListCall(SEARCH_ONLY_LIST, {
    key: "emailtemplates",
    load: (query, signal) => client.call("listEmailTemplates", { params: { query }, signal }),
  });
  const [naming, setNaming] = useState<NameTask | undefined>();
  const [deleting, setDeleting] = useState<Template | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { reload } = list;

  const refusal = (status: number, code: string | undefined): string => {
    if (status === 409 && code === "inUse") return t("emailTemplates.inUse");
    if (status === 409 && code === "duplicate") return t("emailTemplates.nameTaken");
    return statusProblemText(t, status);
  };

  const saveName = async (name: string) => {
    if (naming === undefined) return;
    setBusy(true);
    setFailure(null);
    const body = { name };
    const result =
      naming.kind === "create"
        ? await client.call("createEmailTemplate", { body: { name, subject: name } })
        : naming.kind === "rename"
          ? await client.call("renameEmailTemplate", {
              params: { path: { id: naming.template.id } },
              body,
            })
          : await client.call("cloneEmailTemplate", {
              params: { path: { id: naming.template.id } },
              body,
            });
    setBusy(false);
    if (!result.ok) {
      const error = result.error;
      setFailure(
        isHttpError(error)
          ? refusal(error.status, error.problem?.errors?.[0]?.code)
          : t("form.failed"),
      );
      return;
    }
    setNaming(undefined);
    if (naming.kind === "create") void navigate(versionPath(result.data.id, "new"));
    else reload();
  };

  const remove = async () => {
    if (deleting === undefined) return;
    setBusy(true);
    setFailure(null);
    const result = await client.call("deleteEmailTemplate", {
      params: { path: { id: deleting.id } },
    });
    setBusy(false);
    if (!result.ok) {
      const error = result.error;
      setFailure(
        isHttpError(error)
          ? refusal(error.status, error.problem?.errors?.[0]?.code)
          : t("form.failed"),
      );
      return;
    }
    setDeleting(undefined);
    reload();
  };

  const columns = useMemo<ColumnDef<Template>[]>(
    () => [
      {
        id: "name",
        header: t("emailTemplates.column.name"),
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            variant="link"
            size="sm"
            onClick={() => void navigate(templateHome(row.original))}
          >
            {row.original.name}
          </Button>
        ),
        meta: { label: t("emailTemplates.column.name") },
      },
      {
        id: "subject",
        accessorKey: "subject",
        header: t("emailTemplates.column.subject"),
        enableSorting: false,
        meta: { label: t("emailTemplates.column.subject") },
      },
      {
        id: "active",
        header: t("emailTemplates.column.active"),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.activeVersion === null
            ? t("emailTemplates.noActive")
            : t("emailTemplates.versionNumber", { v: row.original.activeVersion }),
        meta: { label: t("emailTemplates.column.active") },
      },
      {
        id: "actions",
        header: t("emailTemplates.column.actions"),
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex gap-1">
            <Button
              size="sm"
              variant="secondary"
              aria-label={t("emailTemplates.renameOf", { name: row.original.name })}
              onClick={() => {
                setFailure(null);
                setNaming({ kind: "rename", template: row.original });
              }}
            >
              {t("emailTemplates.rename")}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t("emailTemplates.cloneOf", { name: row.original.name })}
              onClick={() => {
                setFailure(null);
                setNaming({ kind: "clone", template: row.original });
              }}
            >
              {t("emailTemplates.clone")}
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={t("emailTemplates.deleteOf", { name: row.original.name })}
              onClick={() => {
                setFailure(null);
                setDeleting(row.original);
              }}
            >
              {t("emailTemplates.delete")}
            </Button>
          </div>
        ),
        meta: { label: t("emailTemplates.column.actions") },
      },
    ],
    [t, navigate],
  );

  const nameTitle =
    naming === undefined
      ? ""
      : naming.kind === "create"
        ? t("emailTemplates.createTitle")
        : naming.kind === "rename"
          ? t("emailTemplates.renameTitle", { name: naming.template.name })
          : t("emailTemplates.cloneTitle", { name: naming.template.name });

  return (
    <>
      <ListPage
        {...page}
        title={t("emailTemplates.title")}
        columns={columns}
        searchPlaceholder={t("emailTemplates.search")}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        create={{
          label: t("emailTemplates.create"),
          onClick: () => {
            setFailure(null);
            setNaming({ kind: "create" });
          },
        }}
      />
      <SingleInputPopup
        key={
          naming === undefined
            ? "closed"
            : `${naming.kind}-${"template" in naming ? naming.template.id : ""}`
        }
        open={naming !== undefined}
        onOpenChange={(open) => {
          if (!open) setNaming(undefined);
        }}
        title={nameTitle}
        label={t("emailTemplates.field.name")}
        defaultValue={naming?.kind === "rename" ? naming.template.name : ""}
        maxLength={128}
        saving={busy}
        error={failure}
        onSave={(name) => void saveName(name)}
      />
      <ConfirmModal
        open={deleting !== undefined}
        title={t("emailTemplates.deleteTitle", { name: deleting?.name ?? "" })}
        description={t("emailTemplates.deleteBody")}
        severity="warning"
        continueText={t("emailTemplates.delete")}
        saving={busy}
        error={failure}
        onContinue={() => void remove()}
        onCancel={() => {
          setDeleting(undefined);
          setFailure(null);
        }}
      />
    </>
  );
}
