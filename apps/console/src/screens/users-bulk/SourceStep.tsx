import type { BulkReadProblem } from "@canvass/machines";
import { BULK_FIELDS, bulkTemplateCsv, type BulkTable } from "@canvass/sdk/bulk";
import { Button, FileDropZone } from "@canvass/ui";
import { Download } from "lucide-react";
import { useT, type Translate } from "../../i18n/use-t";
import { downloadText } from "../../patterns";
import { fieldLabel } from "./bulk-words";
import { BULK_MAX_ROWS } from "./read-source";
import { StepFrame, type WizardStepProps } from "./StepFrame";
import { useDropZoneLabels } from "./use-bulk-labels";

/** How many of the file's first rows the source step shows. */
const FIRST_ROWS = 5;

function problemText(t: Translate, problem: BulkReadProblem): string {
  switch (problem.kind) {
    case "unreadable":
      return t("bulk.source.unreadable");
    case "empty":
      return t("bulk.source.empty");
    case "tooMany":
      return t("bulk.source.tooMany", { rows: problem.rows, max: BULK_MAX_ROWS });
  }
}

/** The template: the field names of the operator's language as headers, one example row. */
function templateCsv(t: Translate): string {
  return bulkTemplateCsv(
    Object.fromEntries(BULK_FIELDS.map((field) => [field, fieldLabel(t, field)])),
  );
}

function FirstRows({ table }: { readonly table: BulkTable }) {
  const t = useT();
  return (
    <div className="overflow-x-auto rounded-md border border-line">
      <table className="w-full text-sm" data-slot="bulk-first-rows">
        <caption className="px-3 py-2 text-start text-fg-muted">
          {t("bulk.source.firstRows", { count: Math.min(FIRST_ROWS, table.rows.length) })}
        </caption>
        <thead>
          <tr className="border-y border-line bg-surface-muted">
            {table.header.map((name, index) => (
              <th key={index} scope="col" className="px-3 py-1.5 text-start font-medium">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.slice(0, FIRST_ROWS).map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-line last:border-b-0">
              {row.map((cell, index) => (
                <td key={index} className="max-w-48 truncate px-3 py-1.5">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Step 1: a file (dropped or chosen) or pasted text, read into a table and previewed. */
export function SourceStep({ wizard, focusOnShow }: WizardStepProps) {
  const t = useT();
  const labels = useDropZoneLabels();
  const { context, view, send } = wizard;
  const { table } = context;

  return (
    <StepFrame
      title={t("bulk.source.title")}
      description={t("bulk.source.description")}
      focusOnShow={focusOnShow}
      actions={
        <>
          <Button
            disabled={!view.openable.includes("map")}
            onClick={() => {
              send({ type: "bulk.open", step: "map" });
            }}
          >
            {t("bulk.source.next")}
          </Button>
          <Button
            variant="ghost"
            icon={<Download size={16} />}
            onClick={() => {
              downloadText(templateCsv(t), t("bulk.source.templateFile"));
            }}
          >
            {t("bulk.source.template")}
          </Button>
        </>
      }
    >
      <FileDropZone
        labels={labels}
        mode={context.inputMode}
        onModeChange={(mode) => {
          send({ type: "bulk.inputMode", mode });
        }}
        pasteText={context.pasteText}
        onPasteTextChange={(text) => {
          send({ type: "bulk.pasteText", text });
        }}
        onFile={(file) => {
          send({ type: "bulk.read", source: { kind: "file", name: file.name, file } });
        }}
        onPaste={(text) => {
          send({ type: "bulk.read", source: { kind: "text", text } });
        }}
        fileName={context.fileName}
        busy={view.reading}
        error={context.readProblem === undefined ? undefined : problemText(t, context.readProblem)}
      />
      {table === undefined ? null : (
        <>
          <p role="status" className="text-sm font-medium text-fg" data-slot="bulk-read-count">
            {context.fileName === undefined
              ? t("bulk.source.readPasted", { count: table.rows.length })
              : t("bulk.source.readFile", { count: table.rows.length, fileName: context.fileName })}
          </p>
          <FirstRows table={table} />
        </>
      )}
    </StepFrame>
  );
}
