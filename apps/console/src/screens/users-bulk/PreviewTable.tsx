import { BULK_FIELDS, type BulkField, type BulkFieldProblem } from "@canvass/sdk/bulk";
import { DataTable, StatusPill, type ColumnDef } from "@canvass/ui";
import { useMemo } from "react";
import { useT } from "../../i18n/use-t";
import { useTableLabels } from "../../patterns/list/table-labels";
import { fieldLabel } from "./bulk-words";
import type { PreviewRow } from "./preview-rows";
import { useProblemText } from "./problem-text";

/** Tall enough for a value and its problem under it. */
const ROW_HEIGHT = 60;

function FieldCell({
  field,
  row,
  text,
}: {
  readonly field: BulkField;
  readonly row: PreviewRow;
  readonly text: (problem: BulkFieldProblem) => string;
}) {
  const t = useT();
  const value = row.values[field] ?? "";
  const problems = row.problems.get(field) ?? [];
  // A password is never shown: only whether one is set.
  const shown = field === "password" ? (value === "" ? "" : t("bulk.preview.passwordSet")) : value;
  return (
    <div
      data-slot="bulk-cell"
      data-field={field}
      data-invalid={problems.length > 0 || undefined}
      className="flex min-w-0 flex-col"
    >
      <span className="truncate" title={shown}>
        {shown === "" ? <span className="text-fg-subtle">—</span> : shown}
      </span>
      {problems.length === 0 ? null : (
        <span data-slot="bulk-problem" className="truncate text-xs text-danger-text">
          {problems.map(text).join(" ")}
        </span>
      )}
    </div>
  );
}

/** The rows to create, each field with its problem under it, and a status per row. */
export function PreviewTable({ rows }: { readonly rows: readonly PreviewRow[] }) {
  const t = useT();
  const labels = useTableLabels();
  const text = useProblemText();
  const columns = useMemo<ColumnDef<PreviewRow>[]>(
    () => [
      {
        id: "line",
        header: t("bulk.preview.line"),
        size: 72,
        meta: { align: "end" },
        cell: ({ row }) => <span data-slot="bulk-line">{row.original.line}</span>,
      },
      {
        id: "status",
        header: t("bulk.preview.status"),
        size: 150,
        cell: ({ row }) => {
          const problems = [...row.original.problems.values()].flat();
          return row.original.valid ? (
            <StatusPill tone="success">{t("bulk.preview.valid")}</StatusPill>
          ) : (
            <div className="flex min-w-0 flex-col items-start">
              <StatusPill tone="danger">
                {t("bulk.preview.problems", { count: problems.length })}
              </StatusPill>
              {row.original.problems.has("") ? (
                <span className="truncate text-xs text-danger-text">
                  {(row.original.problems.get("") ?? []).map(text).join(" ")}
                </span>
              ) : null}
            </div>
          );
        },
      },
      ...BULK_FIELDS.map((field): ColumnDef<PreviewRow> => ({
        id: field,
        header: fieldLabel(t, field),
        size: field === "email" ? 240 : 160,
        cell: ({ row }) => <FieldCell field={field} row={row.original} text={text} />,
      })),
    ],
    [t, text],
  );
  return (
    <DataTable
      label={t("bulk.preview.tableLabel")}
      data={rows}
      columns={columns}
      getRowId={(row) => String(row.index)}
      rowHeight={ROW_HEIGHT}
      maxHeight={520}
      columnMenu={false}
      labels={{
        ...labels,
        emptyTitle: t("bulk.preview.emptyTitle"),
        emptyDescription: t("bulk.preview.emptyDescription"),
      }}
    />
  );
}
