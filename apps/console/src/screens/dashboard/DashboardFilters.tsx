/**
 * The dashboard's shared controls, all in the address: campaign, team, the date option, the
 * range with the spec's presets (the /subs picker and its words), the zone and the interval.
 */
import { DATE_RANGE_PRESETS, type CustomRange } from "@canvass/sdk/dates";
import { DASHBOARD_INTERVALS, type DashboardView } from "@canvass/sdk/dashboard";
import {
  DateRangePicker,
  Dropdown,
  FormField,
  type DateRangeValue,
  type DropdownOption,
} from "@canvass/ui";
import { useLocale } from "../../i18n/use-locale";
import { useT, type Translate } from "../../i18n/use-t";

export interface DashboardFiltersProps {
  readonly view: DashboardView;
  readonly campaigns: readonly DropdownOption[];
  readonly teams: readonly DropdownOption[];
  readonly timeZones: readonly string[];
  readonly now: Date;
  readonly change: (change: Partial<DashboardView>) => void;
}

const SEVERAL = "\u0000several";
const DEFAULT_CUSTOM: CustomRange = { amount: 7, unit: "days", direction: "before" };

function pickerLabels(t: Translate) {
  return {
    group: t("subs.filter.range"),
    kind: t("subs.filter.rangeKind"),
    presets: Object.fromEntries(
      DATE_RANGE_PRESETS.map((preset) => [preset, t(`subs.range.${preset}`)]),
    ),
    named: { "last day": t("subs.range.lastDay") },
    custom: t("subs.range.custom"),
    amount: t("subs.range.amount"),
    unit: t("subs.range.unit"),
    units: { days: t("subs.range.days"), hours: t("subs.range.hours") },
    direction: t("subs.range.direction"),
    directions: { before: t("subs.range.before"), after: t("subs.range.after") },
    span: (start: string, end: string) => t("subs.range.span", { start, end }),
  };
}

function IdFilter({
  label,
  values,
  options,
  onChange,
}: {
  readonly label: string;
  readonly values: readonly string[];
  readonly options: readonly DropdownOption[];
  readonly onChange: (values: string[]) => void;
}) {
  const t = useT();
  const several = values.length > 1;
  return (
    <FormField label={label} className="w-44 max-w-full">
      {(control) => (
        <Dropdown
          {...control}
          size="md"
          options={[
            { value: "", display: t("list.any") },
            ...(several
              ? [{ value: SEVERAL, display: t("subs.filter.several", { count: values.length }) }]
              : []),
            ...options,
          ]}
          value={several ? SEVERAL : (values[0] ?? "")}
          onValueChange={(value) => {
            if (value === SEVERAL) return;
            onChange(value === "" ? [] : [String(value)]);
          }}
          searchable
          fullWidth
        />
      )}
    </FormField>
  );
}

function rangeValueOf(range: DashboardView["range"]): DateRangeValue {
  return range.kind === "custom" ? { kind: "custom", range: range.range } : range;
}

export function DashboardFilters({
  view,
  campaigns,
  teams,
  timeZones,
  now,
  change,
}: DashboardFiltersProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div data-slot="dashboard-filters" className="flex flex-wrap items-end gap-3">
      <IdFilter
        label={t("subs.filter.campaign")}
        values={view.campaigns}
        options={campaigns}
        onChange={(next) => {
          change({ campaigns: next });
        }}
      />
      <IdFilter
        label={t("subs.filter.team")}
        values={view.teams}
        options={teams}
        onChange={(next) => {
          change({ teams: next });
        }}
      />
      <FormField label={t("subs.filter.dateOption")} className="w-36">
        {(control) => (
          <Dropdown
            {...control}
            size="md"
            options={[
              { value: "Received", display: t("subs.date.received") },
              { value: "Processed", display: t("subs.date.processed") },
            ]}
            value={view.dateOption}
            onValueChange={(value) => {
              change({ dateOption: value === "Processed" ? "Processed" : "Received" });
            }}
            fullWidth
          />
        )}
      </FormField>
      <DateRangePicker
        value={rangeValueOf(view.range)}
        onValueChange={(value) => {
          if (value.kind === "named") {
            change({
              range: { kind: "custom", range: { amount: 1, unit: "days", direction: "before" } },
            });
          } else if (value.kind === "custom") {
            change({ range: { kind: "custom", range: value.range } });
          } else {
            change({ range: { kind: value.kind } });
          }
        }}
        now={now}
        timeZone={view.timeZone}
        locale={locale}
        namedRanges={[]}
        defaultCustomRange={DEFAULT_CUSTOM}
        labels={pickerLabels(t)}
      />
      <FormField label={t("subs.filter.timeZone")} className="w-52 max-w-full">
        {(control) => (
          <Dropdown
            {...control}
            size="md"
            options={timeZones.map((zone) => ({ value: zone, display: zone }))}
            value={view.timeZone}
            onValueChange={(value) => {
              change({ timeZone: String(value) });
            }}
            searchable
            fullWidth
          />
        )}
      </FormField>
      <FormField label={t("dashboard.interval")} className="w-32">
        {(control) => (
          <Dropdown
            {...control}
            size="md"
            options={DASHBOARD_INTERVALS.map((interval) => ({
              value: interval,
              display: t(`dashboard.interval.${interval}`),
            }))}
            value={view.interval}
            onValueChange={(value) => {
              const interval = DASHBOARD_INTERVALS.find((item) => item === value);
              if (interval !== undefined) change({ interval });
            }}
            fullWidth
          />
        )}
      </FormField>
    </div>
  );
}
