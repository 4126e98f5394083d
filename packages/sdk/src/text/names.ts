export interface NameParts {
  readonly firstname?: string | null | undefined;
  readonly lastname?: string | null | undefined;
}

/** A user's full name: first and last name trimmed and joined by one space, blanks skipped. */
export function fullName({ firstname, lastname }: NameParts): string {
  return [firstname, lastname]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(" ");
}

export interface LocationParts {
  readonly city?: string | null | undefined;
  readonly region?: string | null | undefined;
  readonly country_iso2?: string | null | undefined;
}

/** Title Case: each word (after a space or hyphen) capitalised, the rest lower case. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_match, boundary: string, letter: string) => boundary + letter.toUpperCase(),
    );
}

/**
 * An activity's location label (spec §3): city in Title Case, region and country code in upper
 * case, joined with ", ", empty parts skipped.
 */
export function locationLabel({ city, region, country_iso2 }: LocationParts): string {
  return [
    titleCase(city?.trim() ?? ""),
    region?.trim().toUpperCase() ?? "",
    country_iso2?.trim().toUpperCase() ?? "",
  ]
    .filter((part) => part !== "")
    .join(", ");
}

/** The single-input popup trims its text on save (spec §2). */
export function trimSingleInput(text: string): string {
  return text.trim();
}
