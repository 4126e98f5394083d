import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Dropdown } from "./Dropdown";
import type { DropdownOption } from "./dropdown.options";

const CAMPAIGNS: readonly DropdownOption[] = [
  { value: 101, display: "Spring Appeal 2026", subtext: "North Team" },
  { value: 102, display: "Clean Water Door-to-Door", subtext: "South Team" },
  { value: 103, display: "Winter Shelter Drive", subtext: "Street Team East" },
  { value: 104, display: "Monthly Givers Retention", subtext: "Call Centre" },
  { value: 105, display: "School Meals Programme" },
  { value: 106, display: "Summer Festival Outreach", subtext: "Events" },
];

const meta = {
  title: "Forms/Dropdown",
  component: Dropdown,
  args: {
    "aria-label": "Campaign",
    options: CAMPAIGNS,
    placeholder: "Select a campaign",
    fullWidth: true,
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    theme: { control: "inline-radio", options: ["light", "dark"] },
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("combobox", { name: "Campaign" });

export const Closed: Story = {
  args: { defaultValue: 103 },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAttribute("aria-expanded", "false");
    await expect(trigger(canvasElement)).toHaveTextContent("Winter Shelter Drive");
  },
};

export const Placeholder: Story = {};

export const Open: Story = {
  args: { defaultValue: 102, defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await screen.findByRole("listbox", { name: "Campaign" })).toBeVisible();
    await expect(screen.getByRole("option", { selected: true })).toHaveTextContent(
      "Clean Water Door-to-Door",
    );
    await expect(trigger(canvasElement)).toHaveAttribute("aria-expanded", "true");
  },
};

export const KeyboardPick: Story = {
  play: async ({ canvasElement, args }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith(103, CAMPAIGNS[2]);
    await expect(trigger(canvasElement)).toHaveFocus();
    await expect(trigger(canvasElement)).toHaveTextContent("Winter Shelter Drive");
  },
};

export const Searching: Story = {
  args: { searchable: true, defaultValue: 101 },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const search = await screen.findByRole("combobox", { name: "Search options" });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, "team");
    await expect(screen.getAllByRole("option")).toHaveLength(3);
  },
};

export const NoResults: Story = {
  args: { searchable: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const search = await screen.findByRole("combobox", { name: "Search options" });
    await userEvent.type(search, "zzz");
    await expect(screen.getByRole("status")).toHaveTextContent("No results");
    await expect(screen.queryAllByRole("option")).toHaveLength(0);
  },
};

/** Options from the API carry text values; a numeric model keeps the pick numeric. */
export const Numeric: Story = {
  args: {
    "aria-label": "Attempts",
    placeholder: "Attempts",
    defaultValue: 3,
    options: [
      { value: "1", display: "1 attempt" },
      { value: "3", display: "3 attempts" },
      { value: "5", display: "5 attempts" },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const combobox = within(canvasElement).getByRole("combobox", { name: "Attempts" });
    await userEvent.click(combobox);
    await userEvent.click(await screen.findByRole("option", { name: "5 attempts" }));
    await expect(args.onValueChange).toHaveBeenCalledWith(5, { value: "5", display: "5 attempts" });
    await expect(combobox).toHaveTextContent("5 attempts");
  },
};

export const Disabled: Story = { args: { defaultValue: 104, disabled: true } };

export const ErrorState: Story = {
  name: "Error",
  args: {
    id: "campaign",
    "aria-label": undefined,
    error: true,
    "aria-describedby": "campaign-error",
  },
  render: (args) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="campaign" className="text-sm font-medium text-fg">
        Campaign
      </label>
      <Dropdown {...args} />
      <p id="campaign-error" className="text-sm text-danger-text">
        Choose the campaign this team works on.
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole("combobox", { name: "Campaign" });
    await expect(combobox).toHaveAttribute("aria-invalid", "true");
    await expect(combobox).toHaveAccessibleDescription("Choose the campaign this team works on.");
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAttribute("aria-busy", "true");
    await userEvent.click(trigger(canvasElement));
    await expect(await screen.findByRole("status")).toHaveTextContent("Loading…");
  },
};

/** The input theme is independent of the page theme: light and dark inputs side by side. */
export const InputThemes: Story = {
  args: { defaultValue: 101 },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Dropdown {...args} aria-label="Campaign (light input)" theme="light" />
      <Dropdown {...args} aria-label="Campaign (dark input)" theme="dark" />
    </div>
  ),
};

export const DarkInputTheme: Story = {
  args: { theme: "dark", defaultValue: 105, searchable: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAttribute("data-input-theme", "dark");
    await userEvent.click(trigger(canvasElement));
    await expect(await screen.findByRole("listbox", { name: "Campaign" })).toBeVisible();
  },
};

export const Sizes: Story = {
  args: { defaultValue: 101 },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Dropdown {...args} aria-label="Small" size="sm" />
      <Dropdown {...args} aria-label="Medium" size="md" />
      <Dropdown {...args} aria-label="Large" size="lg" />
    </div>
  ),
};
