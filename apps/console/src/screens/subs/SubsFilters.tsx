/**
 * The filters of /subs, each written to the address through `change`: free text, submission
 * ids, campaigns (several: `CampaignFilter`), team, player (a search-as-you-type picker, `PlayerFilter`), payment status, frequency, the date option (Received or
 * Processed: the order follows it), a date range with the spec's presets and the zone it is
 * read in. A filter the address holds several values for shows "n chosen" until changed.
 */
import { DATE_RANGE_PRESETS, type CustomRange } from "@canvass/sdk/dates";
import {
  FREQUENCIES,
  PAYMENT_STATUSES,
  SUBS_TEXT_MIN,
  type SubsView,
  type SubsViewChange,
} from "@canvass/sdk/queries";
import {
  Button,
  DateRangePicker,
  Dropdown,
  FormField,
  IconButton,
  SearchBox,
  type DateRangeValue,
  type DropdownOption,
} from "@canvass/ui";
import { CalendarRange, X } from "lucide-react";
import { useState } from "react";
import { useLocale } from "../../i18n/use-locale";
import { useT, type Translate } from "../../i18n/use-t";
import { useDebouncedSearch } from "../../patterns/list/use-debounced-search";
import { CampaignFilter } from "./CampaignFilter";
import { PlayerFilter } from "./PlayerFilter";
import { frequencyWord, paymentStatusWord } from "./subs-cells";

export interface SubsFilterChoices {
  readonly campaigns: readonly DropdownOption[];
  readonly teams: readonly DropdownOption[];
}

export interface SubsFiltersProps {
  readonly view: SubsView;
  readonly choices: SubsFilterChoices;
  /** Whether the user filter may search the players (ViewUserList). */
  readonly mayListPlayers: boolean;
  readonly timeZones: readonly string[];
  /** The clock reading the range is computed at (the picker shows its span). */
  readonly now: Date;
  readonly change: (change: SubsViewChange) => void;
}

const SEVERAL = "\u0000several";
const DEFAULT_CUSTOM: CustomRange = { amount: 7, unit: "days", direction: "before" };

/** One filter of ids: "Any", the options, and "n chosen" when the address holds several. */
function IdFilter({
  label,
  values,
  options,
  onChange,
  searchable = true,
}: {
  readonly label: string;
  readonly values: readonly string[];
  readonly options: readonly DropdownOption[];
  readonly onChange: (values: string[]) => void;
  readonly searchable?: boolean;
}) {
  const t = useT();
  const several = values.length > 1;
  const all: DropdownOption[] = [
    { value: "", display: t("list.any") },
    ...(several
      ? [{ value: SEVERAL, display: t("subs.filter.several", { count: values.length }) }]
      : []),
    ...options,
  ];
  return (
    <FormField label={label} className="w-44">
      {(control) => (
        <Dropdown
          {...control}
          size="md"
          options={all}
          value={several ? SEVERAL : (values[0] ?? "")}
          onValueChange={(value) => {
            if (value === SEVERAL) return;
            onChange(value === "" ? [] : [String(value)]);
          }}
          searchable={searchable}
          fullWidth
        />
      )}
    </FormField>
  );
}

function rangeValueOf(view: SubsView): DateRangeValue | undefined {
  if (view.range === undefined) return undefined;
  return view.range.kind === "custom" ? { kind: "custom", range: view.range.range } : view.range;
}

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

export function SubsFilters({
  view,
  choices,
  timeZones,
  now,
  change,
  mayListPlayers,
}: SubsFiltersProps) {
  const t = useT();
  const locale = useLocale();
  const [text, setText] = useDebouncedSearch(view.q, (q) => {
    if (q === "" || q.length >= SUBS_TEXT_MIN) change({ q });
  });
  const [idText, setIdText] = useState(view.ids.join(", "));
  const [seenIds, setSeenIds] = useState(view.ids);
  if (seenIds !== view.ids && seenIds.join() !== view.ids.join()) {
    setSeenIds(view.ids);
    setIdText(view.ids.join(", "));
  }
  const applyIds = (raw: string) => {
    const ids = raw
      .split(/[\s,;]+/)
      .map((id) => id.trim().toLowerCase())
      .filter((id) => id !== "");
    change({ ids });
  };
  const range = rangeValueOf(view);

  return (
    <div data-slot="subs-filters" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          value={text}
          onValueChange={setText}
          onSearch={(term) => {
            const q = term.trim();
            if (q === "" || q.length >= SUBS_TEXT_MIN) change({ q });
          }}
          onClear={() => {
            change({ q: "" });
          }}
          labels={{ label: t("subs.filter.text"), placeholder: t("subs.filter.textPlaceholder") }}
          className="w-64 max-w-full"
        />
        <SearchBox
          value={idText}
          onValueChange={setIdText}
          onSearch={applyIds}
          onClear={() => {
            change({ ids: [] });
          }}
          labels={{ label: t("subs.filter.ids"), placeholder: t("subs.filter.idsPlaceholder") }}
          className="w-56 max-w-full"
        />
        <CampaignFilter
          values={view.campaigns}
          options={choices.campaigns}
          onChange={(campaigns) => {
            change({ campaigns });
          }}
        />
        <IdFilter
          label={t("subs.filter.team")}
          values={view.teams}
          options={choices.teams}
          onChange={(teams) => {
            change({ teams });
          }}
        />
        <PlayerFilter
          values={view.players}
          enabled={mayListPlayers}
          onChange={(players) => {
            change({ players });
          }}
        />
        <IdFilter
          label={t("subs.filter.paymentStatus")}
          values={view.paymentStatuses}
          options={PAYMENT_STATUSES.map((status) => ({
            value: status,
            display: paymentStatusWord(t, status),
          }))}
          searchable={false}
          onChange={(values) => {
            change({
              paymentStatuses: PAYMENT_STATUSES.filter((status) => values.includes(status)),
            });
          }}
        />
        <IdFilter
          label={t("subs.filter.frequency")}
          values={view.frequencies}
          options={FREQUENCIES.map((frequency) => ({
            value: frequency,
            display: frequencyWord(t, frequency),
          }))}
          searchable={false}
          onChange={(values) => {
            change({ frequencies: FREQUENCIES.filter((frequency) => values.includes(frequency)) });
          }}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <FormField label={t("subs.filter.dateOption")} className="w-40">
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
        {range === undefined ? (
          <Button
            variant="secondary"
            icon={<CalendarRange size={16} />}
            onClick={() => {
              change({ range: { kind: "today" } });
            }}
          >
            {t("subs.filter.addRange")}
          </Button>
        ) : (
          <div className="flex items-end gap-1">
            <DateRangePicker
              value={range}
              onValueChange={(value) => {
                if (value.kind === "named") {
                  change({
                    range: {
                      kind: "custom",
                      range: { amount: 1, unit: "days", direction: "before" },
                    },
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
            <IconButton
              variant="ghost"
              label={t("subs.filter.clearRange")}
              icon={<X size={16} />}
              onClick={() => {
                change({ range: undefined });
              }}
            />
          </div>
        )}
        <FormField label={t("subs.filter.timeZone")} className="w-52">
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
      </div>
    </div>
  );
}
