/**
 * The filters every field list shares, each written to the address: the date range with the
 * spec's presets (the last day when none is chosen), the zone it is cut in, campaign, team and
 * player; `extra` adds a list's own (cancellation type, geofence).
 */
import { DATE_RANGE_PRESETS, type CustomRange } from "@canvass/sdk/dates";
import { fieldListRangeOf, fieldListRangeText } from "@canvass/sdk/field-ops";
import {
  DateRangePicker,
  Dropdown,
  FormField,
  type DateRangeValue,
  type DropdownOption,
} from "@canvass/ui";
import type { ReactNode } from "react";
import { useLocale } from "../../i18n/use-locale";
import { useT, type Translate } from "../../i18n/use-t";
import type { FieldList } from "./use-field-list";

const DEFAULT_CUSTOM: CustomRange = { amount: 7, unit: "days", direction: "before" };

function pickerLabels(t: Translate) {
  return {
    group: t("fieldOps.filter.range"),
    kind: t("fieldOps.filter.rangeKind"),
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

/** One filter of a single value: "Any" and the options. */
export function ChoiceFilter({
  label,
  value,
  options,
  onChange,
  searchable = true,
}: {
  readonly label: string;
  readonly value: string | undefined;
  readonly options: readonly DropdownOption[];
  readonly onChange: (value: string | undefined) => void;
  readonly searchable?: boolean;
}) {
  const t = useT();
  return (
    <FormField label={label} className="w-44">
      {(control) => (
        <Dropdown
          {...control}
          size="md"
          options={[{ value: "", display: t("list.any") }, ...options]}
          value={value ?? ""}
          onValueChange={(next) => {
            onChange(next === "" ? undefined : String(next));
          }}
          searchable={searchable}
          fullWidth
        />
      )}
    </FormField>
  );
}

export function FieldListFilters({
  list,
  extra,
}: {
  readonly list: FieldList;
  readonly extra?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const { change, view, now, choices } = list;
  const range = fieldListRangeOf(view);
  const value: DateRangeValue =
    range.kind === "custom" ? { kind: "custom", range: range.range } : { kind: range.kind };
  const setFilter = (name: "campaign" | "team" | "player" | "zone", next: string | undefined) => {
    change({ filters: { [name]: next } });
  };
  return (
    <div data-slot="field-list-filters" className="flex flex-wrap items-end gap-3">
      <DateRangePicker
        value={value}
        onValueChange={(next) => {
          const chosen =
            next.kind === "named"
              ? {
                  kind: "custom" as const,
                  range: { amount: 1, unit: "days", direction: "before" } as const,
                }
              : next.kind === "custom"
                ? { kind: "custom" as const, range: next.range }
                : { kind: next.kind };
          const text = fieldListRangeText(chosen);
          change({ filters: { range: text === "1d-before" ? undefined : text } });
        }}
        now={now}
        timeZone={view.timeZone}
        locale={locale}
        namedRanges={[]}
        defaultCustomRange={DEFAULT_CUSTOM}
        labels={pickerLabels(t)}
      />
      <FormField label={t("fieldOps.filter.zone")} className="w-52">
        {(control) => (
          <Dropdown
            {...control}
            size="md"
            options={choices.timeZones.map((zone) => ({ value: zone, display: zone }))}
            value={view.timeZone}
            onValueChange={(next) => {
              setFilter("zone", String(next));
            }}
            searchable
            fullWidth
          />
        )}
      </FormField>
      <ChoiceFilter
        label={t("fieldOps.filter.campaign")}
        value={view.campaign}
        options={choices.campaigns}
        onChange={(next) => {
          setFilter("campaign", next);
        }}
      />
      <ChoiceFilter
        label={t("fieldOps.filter.team")}
        value={view.team}
        options={choices.teams}
        onChange={(next) => {
          setFilter("team", next);
        }}
      />
      <ChoiceFilter
        label={t("fieldOps.filter.player")}
        value={view.player}
        options={choices.players}
        onChange={(next) => {
          setFilter("player", next);
        }}
      />
      {extra}
    </div>
  );
}
