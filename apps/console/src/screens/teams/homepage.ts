/**
 * A team's home page in its metadata (`homepage`); whether it is usable is the SDK's
 * `homepageProblem`, the rule the server enforces.
 */

/** The metadata to save: the new home page (or none), every other key kept as it was. */
export function metadataWithHomepage(
  metadata: Readonly<Record<string, unknown>> | undefined,
  homepage: string,
): Record<string, unknown> {
  const rest = Object.fromEntries(
    Object.entries(metadata ?? {}).filter(([key]) => key !== "homepage"),
  );
  const value = homepage.trim();
  return value === "" ? rest : { ...rest, homepage: value };
}

/** The stored home page as text ("" when none or not text). */
export function homepageOf(metadata: Readonly<Record<string, unknown>> | undefined): string {
  const value = metadata?.homepage;
  return typeof value === "string" ? value : "";
}
