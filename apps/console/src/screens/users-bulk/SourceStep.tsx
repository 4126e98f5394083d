import { BULK_FIELDS, bulkTemplateCsv, type BulkTable } from "@canvass/sdk/bulk";
import { Button, FileDropZone } from "@canvass/ui";
import { Download } from "lucide-react";
import { useT, type Translate } from "../../i18n/use-t";
import { downloadText } from "../../patterns";
import { fieldLabel } from "./bulk-words";
import { readFileTable, readPastedTable, BULK_MAX_ROWS, type ReadProblem } from "./read-source";
import { StepFrame, type WizardStepProps } from "./StepFrame";
import { useDropZoneLabels } from "./use-bulk-labels";

/** How many of the file's first rows the source step shows. */
const FIRST_ROWS = 5;

function problemText(t: Translate, problem: ReadProblem): string {
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
export function SourceStep({ state, dispatch, focusOnShow }: WizardStepProps) {
  const t = useT();
  const labels = useDropZoneLabels();
  const { table } = state;

  const readFile = async (file: File) => {
    dispatch({ type: "read.start", fileName: file.name });
    const outcome = await readFileTable(file);
    dispatch(
      outcome.ok
        ? { type: "read.done", table: outcome.table, fileName: file.name }
        : { type: "read.fail", problem: outcome.problem },
    );
  };
  const readText = (text: string) => {
    const outcome = readPastedTable(text);
    dispatch(
      outcome.ok
        ? { type: "read.done", table: outcome.table, fileName: undefined }
        : { type: "read.fail", problem: outcome.problem },
    );
  };

  return (
    <StepFrame
      title={t("bulk.source.title")}
      description={t("bulk.source.description")}
      focusOnShow={focusOnShow}
      actions={
        <>
          <Button
            disabled={table === undefined}
            onClick={() => {
              dispatch({ type: "open", step: "map" });
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
        mode={state.inputMode}
        onModeChange={(mode) => {
          dispatch({ type: "inputMode", mode });
        }}
        pasteText={state.pasteText}
        onPasteTextChange={(text) => {
          dispatch({ type: "pasteText", text });
        }}
        onFile={(file) => {
          void readFile(file);
        }}
        onPaste={readText}
        fileName={state.fileName}
        busy={state.reading}
        error={state.readProblem === undefined ? undefined : problemText(t, state.readProblem)}
      />
      {table === undefined ? null : (
        <>
          <p role="status" className="text-sm font-medium text-fg" data-slot="bulk-read-count">
            {state.fileName === undefined
              ? t("bulk.source.readPasted", { count: table.rows.length })
              : t("bulk.source.readFile", { count: table.rows.length, fileName: state.fileName })}
          </p>
          <FirstRows table={table} />
        </>
      )}
    </StepFrame>
  );
}
