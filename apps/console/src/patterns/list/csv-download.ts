import { toCsv } from "@canvass/sdk/csv";

/** A column of a CSV download: its header and how to read a row's value as text. */
export interface CsvDownloadColumn<T> {
  /** The table column it mirrors: left out of the file while that column is hidden. */
  readonly id?: string;
  readonly header: string;
  readonly value: (row: T) => unknown;
}

/** The CSV text of rows under the given columns (the SDK's quoting rule: every value quoted). */
export function csvOf<T>(rows: readonly T[], columns: readonly CsvDownloadColumn<T>[]): string {
  const records = rows.map((row) =>
    Object.fromEntries(columns.map((column, index) => [`c${String(index)}`, column.value(row)])),
  );
  return toCsv(
    records,
    columns.map((column, index) => ({ key: `c${String(index)}`, header: column.header })),
  );
}

/** Saves text as a file through a temporary link (the browser's download, no server round trip). */
export function downloadText(
  text: string,
  filename: string,
  type = "text/csv;charset=utf-8",
): void {
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
