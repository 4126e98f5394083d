/**
 * A user's metadata as editable rows: `homepage` first (the spec's per-user home page override),
 * then every other key the record holds. Text values are edited as text; other JSON values are
 * kept as they are unless changed.
 */
export interface MetadataEntry {
  key: string;
  value: string;
}

export function metadataEntries(
  metadata: Readonly<Record<string, unknown>> | undefined,
): MetadataEntry[] {
  const source = metadata ?? {};
  const keys = ["homepage", ...Object.keys(source).filter((key) => key !== "homepage")];
  return keys.map((key) => {
    const value = source[key];
    return {
      key,
      value: value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value),
    };
  });
}

/** Rows back to metadata: empty values are dropped; JSON the row did not change keeps its type. */
export function metadataOf(
  entries: readonly MetadataEntry[],
  before: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const { key, value } of entries) {
    const name = key.trim();
    if (name === "" || value.trim() === "") continue;
    const old = before?.[name];
    result[name] =
      old !== undefined && typeof old !== "string" && JSON.stringify(old) === value
        ? old
        : value.trim();
  }
  return result;
}
