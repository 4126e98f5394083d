import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SearchBox } from "./SearchBox";

const meta = {
  title: "Forms/SearchBox",
  component: SearchBox,
  args: { onValueChange: fn(), onSearch: fn(), onClear: fn() },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    theme: { control: "inline-radio", options: [undefined, "light", "dark"] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: "Anna Schmidt" } };

export const Loading: Story = {
  args: { defaultValue: "Spring", loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("searchbox")).toHaveAttribute("aria-busy", "true");
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const KeyboardUse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("searchbox", { name: "Search" });
    await userEvent.type(box, "north team{Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("north team");
    await userEvent.keyboard("{Escape}");
    await expect(box).toHaveValue("");
    await expect(args.onClear).toHaveBeenCalledOnce();
    await userEvent.type(box, "winter");
    await userEvent.click(canvas.getByRole("button", { name: "Clear search" }));
    await expect(box).toHaveValue("");
    await expect(box).toHaveFocus();
    await userEvent.type(box, "Winter Shelter");
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <SearchBox {...args} size="sm" labels={{ label: "Search, small" }} />
      <SearchBox {...args} size="md" labels={{ label: "Search, medium" }} />
      <SearchBox {...args} size="lg" labels={{ label: "Search, large" }} />
    </div>
  ),
};

/** The dark input theme on a branded bar, as in the top bar of a light page. */
export const DarkInputTheme: Story = {
  args: { theme: "dark", defaultValue: "Clean Water", labels: { label: "Search accounts" } },
  render: (args) => (
    <div className="rounded-lg bg-primary p-3 shadow-card">
      <SearchBox {...args} />
    </div>
  ),
};

export const Translated: Story = {
  args: {
    labels: { label: "Suche", placeholder: "Konten, Teams, Kampagnen…", clear: "Suche leeren" },
  },
};
