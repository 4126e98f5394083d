let supportedZones: ReadonlySet<string> | undefined;

/** Canonical IANA names the platform lists, read once on first use (never at import time). */
function platformZones(): ReadonlySet<string> {
  if (supportedZones === undefined) {
    const intl = Intl as { supportedValuesOf?: (key: "timeZone") => string[] };
    supportedZones = new Set(intl.supportedValuesOf?.("timeZone") ?? []);
  }
  return supportedZones;
}

/**
 * Whether the platform knows `name` as a time zone (spec §5: "Time zone names are checked
 * against the platform"). A name `Intl.supportedValuesOf("timeZone")` lists is accepted at once;
 * as that list holds only canonical names (not links such as `US/Alaska` or `UTC`), anything else
 * is accepted when `Intl.DateTimeFormat` takes it without a `RangeError`. Names are matched the
 * way the platform matches them, so `america/los_angeles` is valid. UTC offsets such as `+01:00`
 * are not zone names and are refused even where the platform would take them.
 */
export function isValidTimeZone(name: string): boolean {
  // Every IANA name starts with a letter; this also refuses "", " UTC" and offsets like "+01:00".
  if (!/^[A-Za-z]/.test(name)) return false;
  if (platformZones().has(name)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** Throws a `RangeError` naming `name` unless it is a valid time zone. */
export function assertTimeZone(name: string): void {
  if (!isValidTimeZone(name)) throw new RangeError(`Unknown time zone: ${JSON.stringify(name)}`);
}
