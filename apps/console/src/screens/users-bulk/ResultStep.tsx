import type { BulkReport } from "@canvass/machines";
import { BULK_FIELDS, fileLineOf, pointerField, type PlayerBulkRow } from "@canvass/sdk/bulk";
import { Button, DataTable, buttonClassName, type ColumnDef } from "@canvass/ui";
import { Download } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { useT, type Translate } from "../../i18n/use-t";
import { downloadText } from "../../patterns";
import { useTableLabels } from "../../patterns/list/table-labels";
import { fieldLabel } from "./bulk-words";
import { useProblemText } from "./problem-text";
import { reportCsv, type ReportWords } from "./report-csv";
import { StepFrame } from "./StepFrame";

interface CreatedRow {
  readonly id: string;
  readonly line: number;
  readonly row: PlayerBulkRow;
}

interface RefusedRow {
  readonly line: number;
  readonly row: PlayerBulkRow;
  readonly reasons: string;
}

function useReportWords(): ReportWords {
  const t = useT();
  const problem = useProblemText();
  return useMemo(
    () => ({
      headers: {
        line: t("bulk.preview.line"),
        username: t("bulk.field.username"),
        email: t("bulk.field.email"),
        firstname: t("bulk.field.firstname"),
        lastname: t("bulk.field.lastname"),
        outcome: t("bulk.result.outcome"),
        id: t("bulk.result.id"),
        problems: t("bulk.result.reasons"),
      },
      created: t("bulk.result.created"),
      refused: t("bulk.result.refused"),
      notCreated: t("bulk.result.notCreated"),
      problem,
      field: (field: string) =>
        fieldLabel(t, BULK_FIELDS.find((name) => name === field) ?? "username"),
    }),
    [t, problem],
  );
}

/** The row's line in the file, first in both tables. */
function lineColumn<T extends { readonly line: number }>(t: Translate): ColumnDef<T> {
  return {
    id: "line",
    header: t("bulk.preview.line"),
    size: 72,
    meta: { align: "end" },
    cell: ({ row }) => row.original.line,
  };
}

/**
 * Step 4: what was created (with links to the new users), what was refused and why, the whole
 * report as CSV, and "Create more" to start again with an empty screen.
 */
export function ResultStep({
  rows,
  report,
  focusOnShow,
  onRestart,
}: {
  readonly rows: readonly PlayerBulkRow[];
  readonly report: BulkReport;
  readonly focusOnShow: boolean;
  readonly onRestart: () => void;
}) {
  const t = useT();
  const labels = useTableLabels();
  const words = useReportWords();

  const created = useMemo<CreatedRow[]>(
    () =>
      report.created.map((entry) => ({
        id: entry.id,
        line: fileLineOf(entry.row),
        row: rows[entry.row] ?? {},
      })),
    [report.created, rows],
  );
  const refused = useMemo<RefusedRow[]>(
    () =>
      report.rejected.map((entry) => ({
        line: fileLineOf(entry.row),
        row: rows[entry.row] ?? {},
        reasons: entry.errors
          .map((error) => {
            const field = BULK_FIELDS.find((name) => name === pointerField(error.field));
            const text = words.problem(error);
            return field === undefined ? text : `${fieldLabel(t, field)}: ${text}`;
          })
          .join("; "),
      })),
    [report.rejected, rows, t, words],
  );

  const createdColumns = useMemo<ColumnDef<CreatedRow>[]>(
    () => [
      lineColumn(t),
      {
        id: "username",
        header: t("bulk.field.username"),
        size: 200,
        cell: ({ row }) => (
          <Link
            className="text-primary-text underline-offset-4 hover:underline"
            to={`/user/${row.original.id}`}
          >
            {row.original.row.username}
          </Link>
        ),
      },
      {
        id: "email",
        header: t("bulk.field.email"),
        size: 260,
        cell: ({ row }) => row.original.row.email,
      },
      {
        id: "name",
        header: t("bulk.result.name"),
        cell: ({ row }) =>
          `${row.original.row.firstname ?? ""} ${row.original.row.lastname ?? ""}`.trim(),
      },
    ],
    [t],
  );
  const refusedColumns = useMemo<ColumnDef<RefusedRow>[]>(
    () => [
      lineColumn(t),
      {
        id: "username",
        header: t("bulk.field.username"),
        size: 200,
        cell: ({ row }) => row.original.row.username ?? "",
      },
      {
        id: "reasons",
        header: t("bulk.result.reasons"),
        cell: ({ row }) => (
          <span className="block truncate text-danger-text" title={row.original.reasons}>
            {row.original.reasons}
          </span>
        ),
      },
    ],
    [t],
  );

  return (
    <StepFrame
      title={t("bulk.result.title")}
      focusOnShow={focusOnShow}
      actions={
        <>
          <Button onClick={onRestart}>{t("bulk.result.more")}</Button>
          <Button
            variant="secondary"
            icon={<Download size={16} />}
            onClick={() => {
              downloadText(reportCsv(rows, report, words), t("bulk.result.reportFile"));
            }}
          >
            {t("bulk.result.download")}
          </Button>
          <Link className={buttonClassName("ghost")} to="/users">
            {t("bulk.result.toUsers")}
          </Link>
        </>
      }
    >
      <p role="status" data-slot="bulk-result-summary" className="text-base font-medium text-fg">
        {t("bulk.result.summary", {
          created: report.created.length,
          refused: report.rejected.length,
        })}
      </p>
      {refused.length === 0 ? null : (
        <section aria-labelledby="bulk-refused-title" className="flex flex-col gap-2">
          <h3 id="bulk-refused-title" className="text-sm font-semibold text-fg">
            {t("bulk.result.refusedTitle", { count: refused.length })}
          </h3>
          <DataTable
            label={t("bulk.result.refusedTitle", { count: refused.length })}
            data={refused}
            columns={refusedColumns}
            getRowId={(row) => String(row.line)}
            columnMenu={false}
            maxHeight={280}
            labels={labels}
          />
        </section>
      )}
      {created.length === 0 ? null : (
        <section aria-labelledby="bulk-created-title" className="flex flex-col gap-2">
          <h3 id="bulk-created-title" className="text-sm font-semibold text-fg">
            {t("bulk.result.createdTitle", { count: created.length })}
          </h3>
          <DataTable
            label={t("bulk.result.createdTitle", { count: created.length })}
            data={created}
            columns={createdColumns}
            getRowId={(row) => row.id}
            columnMenu={false}
            maxHeight={400}
            labels={labels}
          />
        </section>
      )}
    </StepFrame>
  );
}
