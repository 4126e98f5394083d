/**
 * `/blocks` (ManageEmailBlocks): the reusable pieces of e-mail content (header, footer,
 * signature, legal text) per locale, with the template versions that insert each; create, edit
 * and delete. Deleting or renaming a block that versions insert is refused (409): the list shows
 * where it is used.
 */
import type { Schema } from "@canvass/sdk/contract";
import { isHttpError } from "@canvass/sdk/client";
import { BLOCK_NAME_PATTERN, blockTag } from "@canvass/sdk/email-templates";
import { Button, ConfirmModal, TextField, Textarea, type ColumnDef } from "@canvass/ui";
import { useMemo, useState } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { ListPage, SEARCH_ONLY_LIST, useListCall } from "../../patterns";
import { statusProblemText } from "../../patterns/form/problem-words";

type Block = Schema<"EmailBlock">;
type BlockKind = Block["kind"];

const KINDS: readonly BlockKind[] = ["header", "footer", "signature", "legal", "other"];

interface Draft {
  readonly name: string;
  readonly kind: BlockKind;
  readonly locale: string;
  readonly content: string;
}

function BlockForm({
  block,
  onDone,
}: {
  readonly block: Block | undefined;
  readonly onDone: (saved: boolean) => void;
}) {
  const t = useT();
  const { client } = useRuntime().services;
  const [draft, setDraft] = useState<Draft>(
    block === undefined
      ? { name: "", kind: "footer", locale: "en", content: "" }
      : { name: block.name, kind: block.kind, locale: block.locale, content: block.content },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameProblem =
    draft.name !== "" && !BLOCK_NAME_PATTERN.test(draft.name)
      ? t("emailTemplates.blocks.nameRule")
      : undefined;
  const save = async () => {
    if (nameProblem !== undefined) return;
    setBusy(true);
    setFailure(null);
    const result =
      block === undefined
        ? await client.call("createEmailBlock", { body: draft })
        : await client.call("updateEmailBlock", {
            params: { path: { id: block.id } },
            body: draft,
          });
    setBusy(false);
    if (!result.ok) {
      const error = result.error;
      const code = isHttpError(error) ? error.problem?.errors?.[0]?.code : undefined;
      setFailure(
        !isHttpError(error)
          ? t("form.failed")
          : code === "inUse"
            ? t("emailTemplates.blocks.inUse")
            : code === "duplicate"
              ? t("emailTemplates.blocks.nameTaken")
              : statusProblemText(t, error.status),
      );
      return;
    }
    onDone(true);
  };
  return (
    <section
      aria-label={
        block === undefined
          ? t("emailTemplates.blocks.create")
          : t("emailTemplates.blocks.editOf", { name: block.name })
      }
      className="flex flex-col gap-4 rounded-md border border-line bg-surface p-4"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t("emailTemplates.blocks.field.name")}
          value={draft.name}
          required
          hint={t("emailTemplates.blocks.nameRule")}
          error={nameProblem}
          onValueChange={(name) => {
            setDraft({ ...draft, name });
          }}
        />
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("emailTemplates.blocks.field.kind")}
          <select
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            value={draft.kind}
            onChange={(event) => {
              setDraft({ ...draft, kind: event.target.value as BlockKind });
            }}
          >
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`emailTemplates.blocks.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={t("emailTemplates.field.locale")}
          value={draft.locale}
          required
          onValueChange={(locale) => {
            setDraft({ ...draft, locale });
          }}
        />
      </div>
      <Textarea
        label={t("emailTemplates.blocks.field.content")}
        value={draft.content}
        rows={6}
        className="font-mono"
        onValueChange={(content) => {
          setDraft({ ...draft, content });
        }}
      />
      {failure === null ? null : (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
      <div className="flex gap-2">
        <Button loading={busy} onClick={() => void save()}>
          {t("emailTemplates.save")}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            onDone(false);
          }}
        >
          {t("emailTemplates.blocks.cancel")}
        </Button>
      </div>
    </section>
  );
}

export function BlocksPage() {
  const t = useT();
  const { client } = useRuntime().services;
  const { list, page } = useListCall(SEARCH_ONLY_LIST, {
    key: "emailblocks",
    load: (query, signal) => client.call("listEmailBlocks", { params: { query }, signal }),
  });
  const [editing, setEditing] = useState<Block | "new" | undefined>();
  const [deleting, setDeleting] = useState<Block | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { reload } = list;
  const remove = async () => {
    if (deleting === undefined) return;
    setBusy(true);
    setFailure(null);
    const result = await client.call("deleteEmailBlock", { params: { path: { id: deleting.id } } });
    setBusy(false);
    if (!result.ok) {
      const error = result.error;
      setFailure(
        isHttpError(error)
          ? error.status === 409
            ? t("emailTemplates.blocks.inUse")
            : statusProblemText(t, error.status)
          : t("form.failed"),
      );
      return;
    }
    setDeleting(undefined);
    reload();
  };
  const columns = useMemo<ColumnDef<Block>[]>(
    () => [
      {
        id: "name",
        header: t("emailTemplates.blocks.field.name"),
        enableSorting: false,
        cell: ({ row }) => (
          <span>
            {row.original.name}{" "}
            <code className="font-mono text-xs">{blockTag(row.original.name)}</code>
          </span>
        ),
        meta: { label: t("emailTemplates.blocks.field.name") },
      },
      {
        id: "kind",
        header: t("emailTemplates.blocks.field.kind"),
        enableSorting: false,
        cell: ({ row }) => t(`emailTemplates.blocks.kind.${row.original.kind}`),
        meta: { label: t("emailTemplates.blocks.field.kind") },
      },
      {
        id: "locale",
        accessorKey: "locale",
        header: t("emailTemplates.field.locale"),
        enableSorting: false,
        meta: { label: t("emailTemplates.field.locale") },
      },
      {
        id: "usedBy",
        header: t("emailTemplates.blocks.usedBy"),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.usedBy.length === 0
            ? t("emailTemplates.blocks.unused")
            : row.original.usedBy
                .map((use) => `${use.name} (${t("emailTemplates.versionNumber", { v: use.v })})`)
                .join(", "),
        meta: { label: t("emailTemplates.blocks.usedBy") },
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
              aria-label={t("emailTemplates.blocks.editOf", { name: row.original.name })}
              onClick={() => {
                setEditing(row.original);
              }}
            >
              {t("emailTemplates.blocks.edit")}
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
    [t],
  );
  return (
    <div className="flex flex-col gap-4">
      {editing === undefined ? null : (
        <BlockForm
          key={editing === "new" ? "new" : editing.id}
          block={editing === "new" ? undefined : editing}
          onDone={(saved) => {
            setEditing(undefined);
            if (saved) reload();
          }}
        />
      )}
      <ListPage
        {...page}
        title={t("emailTemplates.blocks.title")}
        columns={columns}
        searchPlaceholder={t("emailTemplates.search")}
        getRowId={(row) => row.id}
        getRowLabel={(row) => `${row.name} (${row.locale})`}
        create={{
          label: t("emailTemplates.blocks.create"),
          onClick: () => {
            setEditing("new");
          },
        }}
      />
      <ConfirmModal
        open={deleting !== undefined}
        title={t("emailTemplates.deleteTitle", { name: deleting?.name ?? "" })}
        description={t("emailTemplates.blocks.deleteBody")}
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
    </div>
  );
}
