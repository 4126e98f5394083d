/** Joins element ids for `aria-describedby`/`aria-labelledby`; undefined when there are none. */
export function joinIds(
  ...ids: readonly (string | false | null | undefined)[]
): string | undefined {
  const joined = ids
    .filter((id): id is string => typeof id === "string" && id.trim() !== "")
    .join(" ");
  return joined === "" ? undefined : joined;
}
