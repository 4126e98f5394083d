import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { FlagToggles, type FlagTogglesProps } from "./FlagToggles";
import { FLAG_GROUPS, FLAG_ITEMS } from "./flag-toggles.fixtures";

/** A bordered panel, standing in for the form's card. */
const panel: Decorator = (Story) => (
  <div className="max-w-3xl rounded-lg border border-line bg-surface p-4">
    <Story />
  </div>
);

/** The toggles with their two lists in state, as a form holds them. */
function Editable(props: FlagTogglesProps) {
  const [lists, setLists] = useState({ restricted: props.restricted, exempt: props.exempt });
  return <FlagToggles {...props} {...lists} onChange={setLists} />;
}

const meta = {
  title: "People/FlagToggles",
  component: FlagToggles,
  tags: ["autodocs"],
  decorators: [panel],
  args: {
    groups: FLAG_GROUPS,
    flags: FLAG_ITEMS,
    restricted: ["nosublocation"],
    exempt: [],
  },
  argTypes: {
    groups: { control: false },
    flags: { control: false },
  },
} satisfies Meta<typeof FlagToggles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin editing another team: every switch moves; exempting lifts a restriction. */
export const Default: Story = {
  render: (args) => <Editable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const restrict = canvas.getByRole("switch", { name: "Restricted: nocreateteams" });
    await userEvent.click(restrict);
    await expect(restrict).toHaveAttribute("aria-checked", "true");
    await userEvent.click(canvas.getByRole("switch", { name: "Exempt: nocreateteams" }));
    await expect(restrict).toHaveAttribute("aria-checked", "false");
  },
};

/** A manager, or an admin on their own team: the same rows, locked, saying why. */
export const ReadOnly: Story = {
  args: {
    restricted: ["nocreateteams", "nosublocation"],
    exempt: ["nosubpay"],
    readOnly: true,
    readOnlyReason: "Only admins can change restriction flags.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("switch", { name: "Restricted: nocreateteams" })).toBeDisabled();
    await expect(canvas.getByText("Only admins can change restriction flags.")).toBeVisible();
  },
};

/** A profile's summary: only the flags that are set, exempt or on by default. */
export const Summary: Story = {
  args: { restricted: ["nocreateteams"], exempt: ["nosubpay"], readOnly: true, onlyActive: true },
};

export const NothingSet: Story = {
  args: {
    flags: FLAG_ITEMS.filter((flag) => flag.defaultOn !== true),
    restricted: [],
    exempt: [],
    readOnly: true,
    onlyActive: true,
  },
};

/** Every row state side by side: restricted, exempt, by default, off, not for this role. */
export const Catalog: Story = {
  args: { restricted: ["nocreateteams", "norunexports"], exempt: ["nocreateplayers"] },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <FlagToggles {...args} onChange={() => undefined} />
      <FlagToggles {...args} readOnly readOnlyReason="You cannot change your own team's flags." />
    </div>
  ),
};
