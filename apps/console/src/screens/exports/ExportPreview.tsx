/**
 * The live preview: the first 20 submissions the export covers, read through the `/subs` list
 * call with only the fields the columns use, written by the SDK's `previewExport` — the same
 * compiled columns the server's run uses — so the table shows the file's rows as they will be.
 */
import { columnFields, previewExport, type ExportColumn } from "@canvass/sdk/exports";
import { Card } from "@canvass/ui";
import { useEffect, useState } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns";

const PREVIEW_ROWS = 20;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, ms);
    return () => {
      clearTimeout(timer);
    };
  }, [value, ms]);
  return settled;
}

function cellText(value: unknown): string {
  if (value == null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

export function ExportPreview({
  columns,
  campaigns,
  valid,
}: {
  readonly columns: readonly ExportColumn[];
  readonly campaigns: readonly string[];
  readonly valid: boolean;
}) {
  const t = useT();
  const { client } = useRuntime().services;
  const settled = useDebounced(columns, 300);
  const fields = ["ID", ...columnFields(settled).filter((name) => name !== "ID")].join(",");
  const query = {
    PageSize: PREVIEW_ROWS,
    Fields: fields,
    ...(campaigns.length === 0 ? {} : { Campaign: campaigns.join(",") }),
  };
  const rows = useApiQuery(
    `export-preview:${JSON.stringify(query)}`,
    (signal) => client.call("queryAccounts", { params: { query }, signal }),
    valid,
  );
  let body;
  if (!valid) {
    body = <p className="text-sm text-fg-muted">{t("exports.preview.invalid")}</p>;
  } else if (rows.error !== undefined && rows.data === undefined) {
    body = <p className="text-sm text-danger-text">{t("exports.preview.failed")}</p>;
  } else if (rows.data?.Accounts.length === 0) {
    body = <p className="text-sm text-fg-muted">{t("exports.preview.empty")}</p>;
  } else {
    const preview = previewExport(settled, rows.data?.Accounts ?? [], PREVIEW_ROWS);
    body = (
      <div className="max-w-full overflow-x-auto">
        <table className="min-w-full text-left text-sm" aria-label={t("exports.preview.title")}>
          <thead>
            <tr>
              {preview.headers.map((header, index) => (
                <th
                  key={index}
                  scope="col"
                  className="border-b border-border px-2 py-1 font-medium"
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((value, index) => (
                  <td key={index} className="border-b border-border px-2 py-1 whitespace-nowrap">
                    {cellText(value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <Card title={t("exports.preview.title")} description={t("exports.preview.description")}>
      <div aria-busy={rows.loading} data-slot="export-preview">
        {body}
      </div>
    </Card>
  );
}
