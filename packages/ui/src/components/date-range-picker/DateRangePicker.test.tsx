import { dateRange, namedRange } from "@canvass/sdk/dates";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { DateRangePicker, type DateRangePickerProps } from "./DateRangePicker";

const NOW = new Date("2026-03-11T15:30:00Z");
const ZONE = "America/Los_Angeles";
const CONTEXT = { now: NOW, timeZone: ZONE };

function renderPicker(props: Partial<DateRangePickerProps> = {}, kindName = "Range") {
  const onValueChange = vi.fn();
  const view = render(<DateRangePicker onValueChange={onValueChange} {...props} />);
  const group = screen.getByRole("group", { name: props["aria-label"] ?? "Date range" });
  const kind = within(group).getByRole("combobox", { name: kindName });
  return { ...view, group, kind, onValueChange };
}

const summary = (group: HTMLElement) =>
  group.querySelector('[data-slot="date-range-summary"]')?.textContent ?? null;

describe("DateRangePicker", () => {
  it("starts on the first preset and lists the SDK's presets, named ranges and custom", async () => {
    const { kind } = renderPicker();
    expect(kind.textContent).toBe("Today");
    await userEvent.click(kind);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Today",
      "Yesterday",
      "This week",
      "Last week",
      "This month",
      "Last month",
      "This year",
      "Last year",
      "Last day",
      "Custom range",
    ]);
  });

  it("picks a preset with the keyboard and emits it with the range it stands for", async () => {
    const { kind, group, onValueChange } = renderPicker({ ...CONTEXT, locale: "en-CA" });
    expect(summary(group)).toBe("Mar 11, 2026");
    kind.focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(await axeViolations()).toEqual([]);
    await userEvent.keyboard("{Enter}");
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(
      { kind: "lastWeek" },
      dateRange("lastWeek", CONTEXT),
    );
    expect(kind.textContent).toBe("Last week");
    expect(summary(group)).toBe("Mar 1, 2026 – Mar 7, 2026");
  });

  it("shows the span of each choice in the list, weeks starting on the given day", async () => {
    const { kind } = renderPicker({ ...CONTEXT, firstDayOfWeek: 1, locale: "en-CA" });
    await userEvent.click(kind);
    expect(screen.getByRole("option", { name: /This week/ }).textContent).toBe(
      "This weekMar 9, 2026 – Mar 15, 2026",
    );
    expect(screen.getByRole("option", { name: /Last day/ }).textContent).toBe(
      "Last dayMar 10, 2026 – Mar 11, 2026",
    );
  });

  it("emits a named range", async () => {
    const { kind, onValueChange } = renderPicker(CONTEXT);
    await userEvent.click(kind);
    await userEvent.click(screen.getByRole("option", { name: /Last day/ }));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(
      { kind: "named", name: "last day" },
      namedRange("last day", CONTEXT),
    );
  });

  it("builds a custom range of N days or hours before or after now", async () => {
    const { kind, group, onValueChange } = renderPicker({
      ...CONTEXT,
      defaultCustomRange: { amount: 7, unit: "days", direction: "before" },
    });
    kind.focus();
    await userEvent.keyboard("{End}{Enter}");
    const custom = { amount: 7, unit: "days", direction: "before" } as const;
    expect(onValueChange).toHaveBeenLastCalledWith(
      { kind: "custom", range: custom },
      dateRange("custom", { ...CONTEXT, ...custom }),
    );

    const amount = within(group).getByRole("spinbutton", { name: "Number of days or hours" });
    await userEvent.tripleClick(amount);
    await userEvent.keyboard("12");
    expect(onValueChange).toHaveBeenLastCalledWith(
      { kind: "custom", range: { ...custom, amount: 12 } },
      expect.objectContaining({ timezone: ZONE }),
    );

    const unit = within(group).getByRole("combobox", { name: "Unit" });
    unit.focus();
    await userEvent.keyboard("{ArrowDown}{End}{Enter}");
    const direction = within(group).getByRole("combobox", { name: "Direction" });
    direction.focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    const hoursAfter = { amount: 12, unit: "hours", direction: "after" } as const;
    expect(onValueChange).toHaveBeenLastCalledWith(
      { kind: "custom", range: hoursAfter },
      dateRange("custom", { ...CONTEXT, ...hoursAfter }),
    );
    expect(unit.textContent).toBe("hours");
    expect(direction.textContent).toBe("after now");
    expect(await axeViolations()).toEqual([]);
  });

  it("does not emit an amount that is not a whole number and restores it on leaving", async () => {
    const range = { amount: 3, unit: "days", direction: "before" } as const;
    const { group, onValueChange } = renderPicker({ value: { kind: "custom", range } });
    const amount = within(group).getByRole("spinbutton", { name: "Number of days or hours" });
    await userEvent.clear(amount);
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(amount).toHaveProperty("value", "3");
    expect(amount.getAttribute("aria-invalid")).toBeNull();
  });

  it("switches back to the last custom range after trying a preset", async () => {
    const { kind, group } = renderPicker({
      defaultValue: { kind: "custom", range: { amount: 5, unit: "hours", direction: "after" } },
    });
    await userEvent.click(kind);
    await userEvent.click(screen.getByRole("option", { name: "Today" }));
    expect(within(group).queryByRole("spinbutton")).toBeNull();
    await userEvent.click(kind);
    await userEvent.click(screen.getByRole("option", { name: "Custom range" }));
    expect(within(group).getByRole("spinbutton")).toHaveProperty("value", "5");
  });

  it("emits no range without a clock reading, and shows no spans", async () => {
    const { kind, group, onValueChange } = renderPicker({ timeZone: ZONE });
    expect(summary(group)).toBeNull();
    kind.focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith({ kind: "yesterday" }, null);
  });

  it("offers only the given choices and takes translated labels", async () => {
    const { kind } = renderPicker(
      {
        "aria-label": "Reçu",
        presets: ["today", "yesterday"],
        namedRanges: [],
        allowCustom: false,
        labels: { kind: "Période", presets: { today: "Aujourd’hui" } },
      },
      "Période",
    );
    await userEvent.click(kind);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Aujourd’hui",
      "Yesterday",
    ]);
  });
});
