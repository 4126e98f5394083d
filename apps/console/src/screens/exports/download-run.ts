/** Saves a finished run's file: `downloadExport` with the run's `url`, as a blob, then a link click. */
import type { CanvassClient, ClientError } from "@canvass/sdk/client";

export async function downloadRun(
  client: Pick<CanvassClient, "call">,
  url: string,
  fileName: string,
): Promise<ClientError | undefined> {
  const result = await client.call("downloadExport", {
    body: { url, as: "file" },
    parseAs: "blob",
  });
  if (!result.ok) return result.error;
  const data = result.data as unknown;
  const blob = data instanceof Blob ? data : new Blob([JSON.stringify(data)]);
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(href);
  }, 1000);
  return undefined;
}
