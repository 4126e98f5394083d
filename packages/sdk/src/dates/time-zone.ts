let supportedZones: ReadonlySet<string> | undefined;

/** Canonical IANA names the platform lists, read once on first use (never at import time). */
function platformZones(): ReadonlySet<string> {
  if (supportedZones === undefined) {
    const intl = Intl as { supportedValuesOf?: (key: "timeZone") => string[] };
    supportedZones = new Set(intl.supportedValuesOf?.("timeZone") ?? []);
  }
  return supportedZones;
}

/** Names checked with `Intl.DateTimeFormat`, and the answer (a construction costs 0.1–1 ms). */
const checkedNames = new Map<string, boolean>();
/** The most names kept: addresses can carry any text, the memory stays bounded. */
const MAX_CHECKED_NAMES = 512;

function platformTakes(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/**
 * Whether the platform knows `name` as a time zone (spec §5: "Time zone names are checked
 * against the platform"). A name `Intl.supportedValuesOf("timeZone")` lists is accepted at once;
 * as that list holds only canonical names (not links such as `US/Alaska` or `UTC`), anything else
 * is accepted when `Intl.DateTimeFormat` takes it without a `RangeError`. Names are matched the
 * way the platform matches them, so `america/los_angeles` is valid. UTC offsets such as `+01:00`
 * are not zone names and are refused even where the platform would take them. The answer for a
 * name outside the list is kept: the default choices hold such links, and every address parsed
 * checks them (80 ms of a cold dashboard load before, decision 0088).
 */
export function isValidTimeZone(name: string): boolean {
  // Every IANA name starts with a letter; this also refuses "", " UTC" and offsets like "+01:00".
  if (!/^[A-Za-z]/.test(name)) return false;
  if (platformZones().has(name)) return true;
  let known = checkedNames.get(name);
  if (known === undefined) {
    known = platformTakes(name);
    if (checkedNames.size >= MAX_CHECKED_NAMES) checkedNames.clear();
    checkedNames.set(name, known);
  }
  return known;
}

/** Throws a `RangeError` naming `name` unless it is a valid time zone. */
export function assertTimeZone(name: string): void {
  if (!isValidTimeZone(name)) throw new RangeError(`Unknown time zone: ${JSON.stringify(name)}`);
}
