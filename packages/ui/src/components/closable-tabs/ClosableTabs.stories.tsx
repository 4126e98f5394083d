import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ClosableTabs, type ClosableTabItem } from "./ClosableTabs";

const ITEMS: readonly ClosableTabItem[] = [
  { value: "3fa9c1d2", label: "3fa9c1d2" },
  { value: "0b1c2d", label: "0b1c2d", status: "loading" },
  { value: "abcdef", label: "abcdef", status: "missing" },
  { value: "9e8d7c6b", label: "9e8d7c6b", status: "failed" },
];

/** Keeps the list and the active tab, as the console's lookup machine does. */
function Stateful(props: { readonly onClose: (value: string) => void }) {
  const [items, setItems] = useState(ITEMS);
  const [value, setValue] = useState<string | null>("3fa9c1d2");
  return (
    <ClosableTabs
      aria-label="Submissions"
      items={items}
      value={value}
      onValueChange={setValue}
      onClose={(closed) => {
        props.onClose(closed);
        const index = items.findIndex((item) => item.value === closed);
        const next = items.filter((item) => item.value !== closed);
        setItems(next);
        if (closed === value) setValue((next[index] ?? next[index - 1])?.value ?? null);
      }}
    >
      <div className="rounded-lg border border-line bg-surface p-4 text-sm text-fg-muted">
        Submission {value}
      </div>
    </ClosableTabs>
  );
}

const meta = {
  title: "Navigation/ClosableTabs",
  component: ClosableTabs,
  tags: ["autodocs"],
  args: {
    "aria-label": "Submissions",
    items: ITEMS,
    value: "3fa9c1d2",
    onValueChange: fn(),
    onClose: fn(),
    children: (
      <div className="rounded-lg border border-line bg-surface p-4 text-sm text-fg-muted">
        Details of 3fa9c1d2
      </div>
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ClosableTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready, loading, unknown (struck through) and failed tabs, each with its close button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tablist", { name: "Submissions" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Close abcdef" }));
    await expect(args.onClose).toHaveBeenCalledWith("abcdef");
  },
};

/** Arrows select, Delete closes the focused tab and focus moves to its neighbour. */
export const KeyboardAndClose: Story = {
  tags: ["no-visual"],
  render: (args) => <Stateful onClose={args.onClose} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "3fa9c1d2" }));
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "abcdef" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.keyboard("{Delete}");
    await expect(args.onClose).toHaveBeenCalledWith("abcdef");
    await expect(canvas.queryByRole("tab", { name: "abcdef" })).toBeNull();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Submission 9e8d7c6b");
  },
};
