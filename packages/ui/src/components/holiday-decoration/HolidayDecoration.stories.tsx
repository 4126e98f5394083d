import { HOLIDAYS } from "@canvass/sdk/holidays";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { HolidayDecoration } from "./HolidayDecoration";

const meta = {
  title: "Display/HolidayDecoration",
  component: HolidayDecoration,
  args: { holiday: "christmas", size: 96 },
  argTypes: {
    holiday: { control: "select", options: [null, ...HOLIDAYS.map((holiday) => holiday.id)] },
  },
} satisfies Meta<typeof HolidayDecoration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every theme side by side, at the size the top bar uses. */
export const Catalog: Story = {
  render: () => (
    <ul className="grid max-w-4xl grid-cols-3 gap-3 text-sm text-fg-muted">
      {HOLIDAYS.map(({ id }) => (
        <li
          key={id}
          className="flex items-center gap-3 rounded-md bg-surface px-3 py-2 shadow-card"
        >
          <span className="flex w-16 justify-center">
            <HolidayDecoration holiday={id} size={24} />
          </span>
          <span>{id}</span>
        </li>
      ))}
    </ul>
  ),
};

export const Christmas: Story = {
  play: async ({ canvasElement }) => {
    const decoration = canvasElement.querySelector('[data-slot="holiday-decoration"]');
    await expect(decoration).toHaveAttribute("aria-hidden", "true");
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
  },
};
export const NewYear: Story = { args: { holiday: "new-year" } };
export const Halloween: Story = { args: { holiday: "halloween" } };
export const July4: Story = { args: { holiday: "july-4" } };
export const CanadaDay: Story = { args: { holiday: "canada-day" } };
export const StPatrick: Story = { args: { holiday: "st-patrick" } };
export const Valentine: Story = { args: { holiday: "valentine" } };
export const IndiaIndependence: Story = { args: { holiday: "india-independence" } };
export const GandhiBirthday: Story = { args: { holiday: "gandhi-birthday" } };
export const PeruIndependence: Story = { args: { holiday: "peru-independence" } };
export const HispanicDay: Story = { args: { holiday: "hispanic-day" } };
export const ChineseNewYear: Story = { args: { holiday: "chinese-new-year" } };
export const UsThanksgiving: Story = { args: { holiday: "us-thanksgiving" } };
export const CanadianThanksgiving: Story = { args: { holiday: "canadian-thanksgiving" } };
export const Easter: Story = { args: { holiday: "easter" } };
export const Diwali: Story = { args: { holiday: "diwali" } };
export const HolyWeek: Story = { args: { holiday: "holy-week" } };

/** No theme today: nothing is drawn. */
export const NoHoliday: Story = {
  args: { holiday: null },
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="holiday-decoration"]')).toBeNull();
  },
};
