/**
 * "CSV of the current view": every matching row (not one page), streamed by the server's
 * `GET /query/accounts/csv/` with the list's filters, order and columns, through the SDK client,
 * then saved by the browser under the server's name for it.
 */
import type { CanvassClient, ClientError } from "@canvass/sdk/client";
import type { SubsFilterQuery } from "./subs-selection";

/** The server's name for the file (`submissions-<UTC date>.csv`; the client's result has no headers). */
export function subsCsvFileName(now: Date): string {
  return `submissions-${now.toISOString().slice(0, 10)}.csv`;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

/** Downloads the view as CSV; `undefined` when saved, else the call's error. */
export async function downloadSubsCsv(
  client: Pick<CanvassClient, "call">,
  query: SubsFilterQuery & { readonly Fields?: string },
  now: Date,
): Promise<ClientError | undefined> {
  const result = await client.call("exportAccountsCsv", {
    params: { query },
    parseAs: "blob",
  });
  if (!result.ok) return result.error;
  const data = result.data as unknown;
  const blob = data instanceof Blob ? data : new Blob([String(data)], { type: "text/csv" });
  saveBlob(blob, subsCsvFileName(now));
  return undefined;
}
