/** Cells the field lists share: a time in the list's zone, and a submission's lookup link. */
import { formatDate } from "@canvass/sdk/dates";
import type { Locale } from "@canvass/sdk/locale";
import { Link } from "react-router-dom";

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

export function timeText(value: string | undefined, locale: Locale, timeZone: string): string {
  if (value === undefined) return "";
  const time = Date.parse(value);
  return Number.isNaN(time) ? "" : formatDate(time, locale, timeZone, DATE_TIME);
}

/** The submission id, a link to its lookup when the operator may open one. */
export function SubmissionLink({
  id,
  mayLookUp,
}: {
  readonly id: string | null | undefined;
  readonly mayLookUp: boolean;
}) {
  if (id == null) return null;
  return mayLookUp ? (
    <Link to={`/lookup/${encodeURIComponent(id)}`} className="font-mono text-link underline">
      {id}
    </Link>
  ) : (
    <span className="font-mono">{id}</span>
  );
}
