/**
 * Which submissions a report covers: the whole `/subs` filter model (decision 0058) with the
 * `/subs` filter controls themselves (`SubsFilters`): text, ids, campaigns, team, user, payment
 * status, frequency, the date option, a range relative to each run and its zone. The SDK's
 * `reportFilterView`/`reportFilterOfView` map the saved filter to the view the controls show and
 * back. Read-only (a manager) disables every control. A problem of the filter shows under it.
 */
import {
  reportFilterOfView,
  reportFilterView,
  type ReportSubmissions as Submissions,
} from "@canvass/sdk/reports";
import { changeSubsView, type SubsViewChange } from "@canvass/sdk/queries";
import { useMemo, useState } from "react";
import { useT } from "../../i18n/use-t";
import { SubsFilters, type SubsFilterChoices } from "../subs/SubsFilters";
import { subsAddressOptions } from "../subs/use-subs-view";
import { problemWord } from "./report-words";

export interface ReportSubmissionsProps {
  readonly value: Submissions | undefined;
  readonly readOnly: boolean;
  readonly choices: SubsFilterChoices;
  readonly mayListPlayers: boolean;
  /** Problems by JSON pointer; those under `/Query/submissions` show here. */
  readonly problems: Readonly<Record<string, string>>;
  readonly onChange: (value: Submissions | undefined) => void;
}

const AT = "/Query/submissions";

export function ReportSubmissions({
  value,
  readOnly,
  choices,
  mayListPlayers,
  problems,
  onChange,
}: ReportSubmissionsProps) {
  const t = useT();
  const options = useMemo(() => subsAddressOptions(), []);
  const [now] = useState(() => new Date());
  const view = useMemo(() => reportFilterView(value, options), [value, options]);
  const change = (next: SubsViewChange) => {
    onChange(reportFilterOfView(changeSubsView(view, next), value));
  };
  const own = Object.entries(problems).filter(([field]) => field.startsWith(AT));
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      data-slot="report-submissions"
      disabled={readOnly}
      aria-describedby={own.length === 0 ? undefined : "report-submissions-problem"}
    >
      <legend className="mb-2 text-sm font-medium">{t("reports.submissions.title")}</legend>
      <p className="text-xs text-fg-muted">{t("reports.submissions.hint")}</p>
      <SubsFilters
        view={view}
        choices={choices}
        mayListPlayers={mayListPlayers}
        timeZones={options.timeZones ?? []}
        now={now}
        change={change}
      />
      {own.length === 0 ? null : (
        <div id="report-submissions-problem">
          {own.map(([field, code]) => (
            <p key={field} className="text-xs text-danger-text" data-slot="report-problem">
              {problemWord(t, code)}
            </p>
          ))}
        </div>
      )}
    </fieldset>
  );
}
