import type { Meta, StoryObj } from "@storybook/react-vite";
import { Euro, Mail, User } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { ComponentType } from "react";
import type { TextFieldCommonProps, TextFieldKind } from "./text-field.types";
import { TextField } from "./TextField";

/**
 * Storybook's types cannot take a union of props (they collapse to `never`), so the stories see
 * every kind's props in one flat shape.
 */
type FlatTextFieldProps = TextFieldCommonProps & {
  readonly kind?: TextFieldKind;
  readonly defaultValue?: string | number | Date | null;
  readonly onValueChange?: (value: never) => void;
  readonly length?: number;
  readonly min?: number;
  readonly max?: number;
};
const FlatTextField = TextField as ComponentType<FlatTextFieldProps>;

const meta = {
  title: "Forms/TextField",
  component: FlatTextField,
  args: { label: "Campaign name", onValueChange: fn() },
  argTypes: {
    kind: {
      control: "select",
      options: ["text", "email", "password", "number", "date-mask", "number-mask"],
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    theme: { control: "inline-radio", options: [undefined, "light", "dark"] },
    layout: { control: "inline-radio", options: ["vertical", "horizontal"] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FlatTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Campaign name" });
    await userEvent.type(input, "Spring");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("Spring");
    await userEvent.clear(input);
  },
};

export const Placeholder: Story = { args: { placeholder: "e.g. Spring Appeal 2026" } };

export const Filled: Story = { args: { defaultValue: "Spring Appeal 2026" } };

export const WithHint: Story = {
  args: { hint: "Shown to reps in the app and on receipts.", required: true },
};

export const Disabled: Story = { args: { defaultValue: "Spring Appeal 2026", disabled: true } };

export const WithError: Story = {
  args: {
    label: "Email",
    kind: "email",
    defaultValue: "anna.schmidt@",
    error: "Enter a valid email address.",
    icon: <Mail size={16} />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Enter a valid email address.");
  },
};

export const Loading: Story = {
  args: { label: "Username", defaultValue: "aschmidt", loading: true, icon: <User size={16} /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Username" });
    await expect(input).toHaveAttribute("aria-busy", "true");
  },
};

export const WithIconAndClear: Story = {
  args: {
    label: "Email",
    kind: "email",
    defaultValue: "anna.schmidt@example.org",
    icon: <Mail size={16} />,
    clearable: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith("");
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveFocus();
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "ops@example.org");
    await userEvent.tab();
  },
};

export const Password: Story = {
  args: { label: "Password", kind: "password", defaultValue: "correct horse" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Show password" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByLabelText("Password")).toHaveAttribute("type", "text");
  },
};

export const NumberInput: Story = {
  args: {
    label: "Donors per shift",
    kind: "number",
    length: 3,
    min: 1,
    max: 500,
    hint: "Between 1 and 500.",
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("spinbutton", { name: "Donors per shift" });
    await expect(input).toHaveAttribute("min", "1");
    await userEvent.type(input, "12");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12);
  },
};

export const NumberWithoutLimits: Story = {
  args: { label: "Adjustment", kind: "number", length: 0, min: 0, max: 0, defaultValue: 0 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("spinbutton", { name: "Adjustment" });
    await expect(input).not.toHaveAttribute("maxlength");
    await expect(input).not.toHaveAttribute("min");
    await expect(input).not.toHaveAttribute("max");
  },
};

export const DateMask: Story = {
  args: { label: "Date of birth", kind: "date-mask", hint: "Day, month and year." },
};

export const DateMaskTyping: Story = {
  args: { label: "Date of birth", kind: "date-mask" },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Date of birth" });
    await userEvent.type(input, "120319");
    await expect(input).toHaveValue("12.03.19");
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const DateMaskFilled: Story = {
  args: {
    label: "Date of birth",
    kind: "date-mask",
    defaultValue: new Date("1990-12-10T00:00:00Z"),
  },
};

export const DateMaskImpossible: Story = {
  args: { label: "Date of birth", kind: "date-mask" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Date of birth" });
    await userEvent.type(input, "31022026");
    await userEvent.tab();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Enter a real date as dd.mm.yyyy.");
  },
};

export const NumberMaskTyping: Story = {
  args: { label: "Monthly amount", kind: "number-mask", icon: <Euro size={16} /> },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Monthly amount" });
    await userEvent.type(input, "-1234.5");
    await expect(input).toHaveValue("1234,5");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1234.5);
  },
};

export const NumberMaskCommitted: Story = {
  args: { label: "Monthly amount", kind: "number-mask", icon: <Euro size={16} /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Monthly amount" });
    await userEvent.type(input, "25");
    await userEvent.tab();
    await expect(input).toHaveValue("25,00");
  },
};

export const NumberMaskNegative: Story = {
  args: { label: "Correction", kind: "number-mask", min: -100, max: 100 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Correction" });
    await userEvent.type(input, "-12,5");
    await expect(input).toHaveValue("-12,5");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(-12.5);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <FlatTextField {...args} label="Small" size="sm" placeholder="Small" />
      <FlatTextField {...args} label="Medium" size="md" placeholder="Medium" />
      <FlatTextField {...args} label="Large" size="lg" placeholder="Large" />
    </div>
  ),
};

export const InputThemes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <FlatTextField {...args} label="Light input theme" theme="light" defaultValue="North Team" />
      <FlatTextField {...args} label="Dark input theme" theme="dark" defaultValue="North Team" />
      <FlatTextField
        {...args}
        label="Dark, with error"
        theme="dark"
        defaultValue="x"
        clearable
        error="Too short."
      />
    </div>
  ),
};

export const Horizontal: Story = {
  decorators: [
    (Story) => (
      <div className="w-[32rem]">
        <Story />
      </div>
    ),
  ],
  args: {
    layout: "horizontal",
    label: "Goal",
    kind: "number-mask",
    defaultValue: 2500,
    trailing: <span className="text-sm text-fg-muted">EUR</span>,
  },
};

/** Every kind and state at once: the visual snapshot of the component. */
export const Catalog: Story = {
  decorators: [
    (Story) => (
      <div className="w-[44rem]">
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div className="grid grid-cols-2 gap-x-6 gap-y-5">
      <TextField label="Text" placeholder="Placeholder" />
      <TextField label="Filled" defaultValue="Spring Appeal 2026" clearable />
      <TextField label="Email" kind="email" icon={<Mail size={16} />} defaultValue="a@b.org" />
      <TextField label="Password" kind="password" defaultValue="secret" />
      <TextField label="Number" kind="number" defaultValue={42} />
      <TextField label="Date" kind="date-mask" defaultValue={new Date("2026-03-12T00:00:00Z")} />
      <TextField label="Amount" kind="number-mask" defaultValue={1234.5} />
      <TextField label="Loading" loading defaultValue="Checking…" />
      <TextField label="Disabled" disabled defaultValue="Read only" />
      <TextField label="Error" required defaultValue="x" error="Too short." />
    </div>
  ),
};
