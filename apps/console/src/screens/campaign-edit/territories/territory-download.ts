/** Saves a territory as a `.geojson` file through the browser's download. */
import type { TerritoryDocument } from "@canvass/sdk/campaign-settings";

export function downloadGeoJson(document: TerritoryDocument, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(document, null, 2)}\n`], {
    type: "application/geo+json",
  });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
