/**
 * The mapping saved for a campaign (decision 0037: the last map used with it), offered when it
 * fits the file now read — every column it names is in the header — and differs from the map
 * shown. The events turn the shown map into the saved one through the machine's `import.map`.
 */
import type { ImportHistoryEntry, ImportWizardEvent } from "@canvass/machines";
import type { ImportColumnMapping } from "@canvass/sdk/imports";

export interface SavedMapping {
  readonly file: string;
  readonly map: readonly ImportColumnMapping[];
}

const same = (a: readonly ImportColumnMapping[], b: readonly ImportColumnMapping[]): boolean =>
  a.length === b.length &&
  a.every((entry) =>
    b.some(
      (other) =>
        other.importedKey === entry.importedKey &&
        other.supportedKey === entry.supportedKey &&
        other.acceptedFormat === entry.acceptedFormat,
    ),
  );

/** The newest upload's map used with one of the campaigns that fits the header, if any. */
export function savedMappingFor(
  entries: readonly ImportHistoryEntry[],
  campaigns: readonly string[],
  header: readonly string[],
  shown: readonly ImportColumnMapping[],
): SavedMapping | undefined {
  const columns = new Set(header);
  for (const entry of entries) {
    const map = entry.columnMap ?? [];
    if (map.length === 0) continue;
    if (!(entry.campaigns ?? []).some((id) => campaigns.includes(id))) continue;
    if (!map.every((mapping) => columns.has(mapping.importedKey))) continue;
    return same(map, shown) ? undefined : { file: entry.file, map };
  }
  return undefined;
}

/** The machine's events that replace the shown map by the saved one. */
export function applyMappingEvents(
  shown: readonly ImportColumnMapping[],
  saved: readonly ImportColumnMapping[],
): ImportWizardEvent[] {
  const cleared = shown
    .filter((entry) => !saved.some((other) => other.supportedKey === entry.supportedKey))
    .map((entry): ImportWizardEvent => ({
      type: "import.map",
      key: entry.supportedKey,
      column: undefined,
    }));
  const set = saved.map((entry): ImportWizardEvent => ({
    type: "import.map",
    key: entry.supportedKey,
    column: entry.importedKey,
    ...(entry.acceptedFormat === undefined ? {} : { format: entry.acceptedFormat }),
  }));
  return [...cleared, ...set];
}
