import type { ImportHistoryEntry } from "@canvass/machines";
import { Button } from "@canvass/ui";
import { useId } from "react";
import { useIntl } from "react-intl";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns";
import { StepFrame } from "../users-bulk/StepFrame";
import { CallAlert } from "./CallAlert";
import type { ImportWizard } from "./use-import-wizard";

/** The earlier uploads (`listImports`), newest first, each re-usable with its saved mapping. */
function PreviousUploads({ onReuse }: { readonly onReuse: (entry: ImportHistoryEntry) => void }) {
  const t = useT();
  const intl = useIntl();
  const { client } = useRuntime().services;
  const query = useApiQuery("imports:all", (signal) => client.call("listImports", { signal }));
  const entries = query.data ?? [];
  if (query.loading && query.data === undefined) {
    return <p className="text-sm text-fg-muted">{t("imports.previous.loading")}</p>;
  }
  if (entries.length === 0) {
    return <p className="text-sm text-fg-muted">{t("imports.previous.none")}</p>;
  }
  return (
    <div className="relative overflow-x-auto rounded-md border border-line">
      <table className="w-full text-sm" data-slot="import-previous">
        <caption className="px-3 py-2 text-start font-medium text-fg">
          {t("imports.previous.caption")}
        </caption>
        <thead>
          <tr className="border-y border-line bg-surface-muted text-start">
            <th scope="col" className="px-3 py-1.5 text-start font-medium">
              {t("imports.previous.file")}
            </th>
            <th scope="col" className="px-3 py-1.5 text-start font-medium">
              {t("imports.previous.uploaded")}
            </th>
            <th scope="col" className="px-3 py-1.5 text-start font-medium">
              <span className="sr-only">{t("imports.previous.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id ?? entry.file} className="border-b border-line last:border-b-0">
              <td className="max-w-64 truncate px-3 py-1.5">{entry.file}</td>
              <td className="px-3 py-1.5 whitespace-nowrap">
                {intl.formatDate(entry.uploaded, { dateStyle: "medium", timeStyle: "short" })}
              </td>
              <td className="px-3 py-1.5 text-end">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t("imports.previous.reuseFile", { file: entry.file })}
                  onClick={() => {
                    onReuse(entry);
                  }}
                >
                  {t("imports.previous.reuse")}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Step 1: a CSV or XLSX file chosen now, or an earlier upload re-used. */
export function SourceStep({ wizard }: { readonly wizard: ImportWizard }) {
  const t = useT();
  const inputId = useId();
  const { state, context, send } = wizard;
  return (
    <StepFrame
      title={t("imports.source.title")}
      description={t("imports.source.description")}
      focusOnShow={false}
    >
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-fg">
          {t("imports.source.file")}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={state === "reading"}
          className="text-sm"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file !== undefined) send({ type: "import.file", name: file.name, file });
          }}
        />
        {state === "reading" ? (
          <p role="status" className="text-sm text-fg-muted">
            {t("imports.source.reading", { file: context.source?.name ?? "" })}
          </p>
        ) : null}
        <CallAlert error={context.error} />
      </div>
      <PreviousUploads
        onReuse={(entry) => {
          send({ type: "import.reuse", entry });
        }}
      />
    </StepFrame>
  );
}
