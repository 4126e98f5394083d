import type { Meta, StoryObj } from "@storybook/react-vite";
import { clsx } from "clsx";
import { expect, within } from "storybook/test";
import { INPUT_BORDER, INPUT_FOCUS_RING, INPUT_SURFACE } from "../../theme/input.styles";
import { FormField, type FormFieldControlProps } from "./FormField";

/** A bare native input, to show that any control can sit in the layout. */
function DemoInput(control: FormFieldControlProps & { readonly defaultValue?: string }) {
  return (
    <input
      {...control}
      className={clsx(
        "h-9 w-full px-3 text-sm",
        INPUT_SURFACE,
        INPUT_FOCUS_RING,
        control["aria-invalid"] ? INPUT_BORDER.invalid : INPUT_BORDER.normal,
      )}
    />
  );
}

const meta = {
  title: "Forms/FormField",
  component: FormField,
  args: {
    label: "Campaign name",
    children: (control) => <DemoInput {...control} />,
  },
  argTypes: {
    layout: { control: "inline-radio", options: ["vertical", "horizontal"] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Campaign name" });
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

export const Horizontal: Story = { args: { layout: "horizontal" } };

export const WithHint: Story = {
  args: { hint: "Shown to reps in the app and on receipts." },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Campaign name" });
    await expect(input).toHaveAccessibleDescription("Shown to reps in the app and on receipts.");
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Campaign name" });
    await expect(input).toHaveAttribute("aria-required", "true");
  },
};

export const WithError: Story = {
  args: {
    required: true,
    hint: "Between 3 and 60 characters.",
    error: "A campaign with this name already exists.",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Campaign name" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      "Between 3 and 60 characters. A campaign with this name already exists.",
    );
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "A campaign with this name already exists.",
    );
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, hint: "The label is read by screen readers only." },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("textbox", { name: "Campaign name" }),
    ).toBeInTheDocument();
  },
};

export const WithTrailing: Story = {
  args: {
    label: "Goal",
    layout: "horizontal",
    trailing: <span className="text-sm text-fg-muted">donors</span>,
  },
};

export const Disabled: Story = {
  args: { disabled: true, hint: "Locked while the campaign is live." },
};

/** Every state at once: the visual snapshot of the layout. */
export const Catalog: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <FormField label="Name" hint="As shown to donors.">
        {(control) => <DemoInput {...control} />}
      </FormField>
      <FormField label="Email" required error="Enter a valid email address.">
        {(control) => <DemoInput {...control} />}
      </FormField>
      <FormField label="City" layout="horizontal" hint="Used for the map.">
        {(control) => <DemoInput {...control} />}
      </FormField>
      <FormField
        label="Monthly goal"
        layout="horizontal"
        required
        error="Must be above 0."
        trailing={<span className="text-sm text-fg-muted">EUR</span>}
      >
        {(control) => <DemoInput {...control} />}
      </FormField>
    </div>
  ),
};
