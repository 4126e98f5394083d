import { DATE_RANGE_PRESETS, dateRange } from "@canvass/sdk/dates";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { DEFAULT_DATE_RANGE_PICKER_LABELS } from "./date-range-picker.labels";
import type { DateRangeValue } from "./date-range-value";
import { DateRangePicker } from "./DateRangePicker";

/** A fixed clock reading (Wednesday 11 March 2026, 08:30 in Los Angeles): stories never read the clock. */
const NOW = new Date("2026-03-11T15:30:00Z");
const ZONE = "America/Los_Angeles";

const meta = {
  title: "Forms/DateRangePicker",
  component: DateRangePicker,
  args: {
    now: NOW,
    timeZone: ZONE,
    locale: "en-CA",
    defaultValue: { kind: "thisWeek" },
    onValueChange: fn(),
  },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    firstDayOfWeek: { control: { type: "number", min: 0, max: 6 } },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const rangeDropdown = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("combobox", { name: "Range" });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(rangeDropdown(canvasElement)).toHaveTextContent("This week");
    await expect(canvasElement).toHaveTextContent("Mar 8, 2026 – Mar 14, 2026");
  },
};

/** The list shows the span each choice covers at `now`. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(rangeDropdown(canvasElement));
    await expect(await screen.findByRole("option", { name: /Last month/ })).toHaveTextContent(
      "Feb 1, 2026 – Feb 28, 2026",
    );
  },
};

const PRESET_VALUES: readonly DateRangeValue[] = [
  ...DATE_RANGE_PRESETS.map((kind) => ({ kind })),
  { kind: "named", name: "last day" },
];

/** Every preset and named range of the SDK, each with the span it covers. */
export const Presets: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      {PRESET_VALUES.map((value) => {
        const label =
          value.kind === "named"
            ? DEFAULT_DATE_RANGE_PICKER_LABELS.named[value.name]
            : value.kind === "custom"
              ? DEFAULT_DATE_RANGE_PICKER_LABELS.custom
              : DEFAULT_DATE_RANGE_PICKER_LABELS.presets[value.kind];
        return (
          <DateRangePicker
            key={label}
            {...args}
            aria-label={`Date range: ${label}`}
            defaultValue={value}
          />
        );
      })}
    </div>
  ),
};

export const CustomDaysBefore: Story = {
  args: {
    defaultValue: { kind: "custom", range: { amount: 14, unit: "days", direction: "before" } },
  },
};

export const CustomHoursAfter: Story = {
  args: {
    defaultValue: { kind: "custom", range: { amount: 6, unit: "hours", direction: "after" } },
  },
};

/** Choosing a custom range and typing its amount, all from the keyboard. */
export const KeyboardCustom: Story = {
  play: async ({ canvasElement, args }) => {
    rangeDropdown(canvasElement).focus();
    await userEvent.keyboard("{End}{Enter}");
    const amount = within(canvasElement).getByRole("spinbutton", {
      name: "Number of days or hours",
    });
    await userEvent.tripleClick(amount);
    await userEvent.keyboard("3");
    const range = { amount: 3, unit: "days", direction: "before" } as const;
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      { kind: "custom", range },
      dateRange("custom", { now: NOW, timeZone: ZONE, ...range }),
    );
    await expect(canvasElement).toHaveTextContent("Mar 8, 2026 – Mar 11, 2026");
  },
};

export const WeekStartsMonday: Story = { args: { firstDayOfWeek: 1 } };

/** Without `now` the picker still emits the choice, but shows and computes no spans. */
export const WithoutClock: Story = {
  args: { now: undefined, defaultValue: { kind: "lastMonth" } },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    defaultValue: { kind: "custom", range: { amount: 1, unit: "days", direction: "before" } },
  },
};

export const Translated: Story = {
  args: {
    locale: "fr-CA",
    "aria-label": "Période de réception",
    defaultValue: { kind: "custom", range: { amount: 2, unit: "days", direction: "before" } },
    labels: {
      kind: "Période",
      custom: "Période personnalisée",
      amount: "Nombre de jours ou d’heures",
      unit: "Unité",
      units: { days: "jours", hours: "heures" },
      direction: "Sens",
      directions: { before: "avant maintenant", after: "après maintenant" },
      span: (start, end) => `du ${start} au ${end}`,
    },
  },
};
