import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PhoneFrame } from "./PhoneFrame";

const meta = {
  title: "Display/PhoneFrame",
  component: PhoneFrame,
  args: { label: "Preview", title: "Winter Appeal", children: null },
} satisfies Meta<typeof PhoneFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignUpForm: Story = {
  args: {
    children: (
      <form className="flex flex-col gap-3 text-sm" aria-label="Sign-up form">
        <h3 className="font-semibold">Donor</h3>
        <label className="flex flex-col gap-1">
          First name *
          <input className="rounded-md border border-input-line bg-input px-2 py-1" />
        </label>
        <label className="flex flex-col gap-1">
          E-mail
          <input type="email" className="rounded-md border border-input-line bg-input px-2 py-1" />
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" /> Newsletter
        </label>
      </form>
    ),
  },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole("figure", { name: "Preview" });
    await expect(frame).toBeVisible();
    await expect(within(frame).getByText("Winter Appeal")).toBeVisible();
  },
};

/** Content taller than the screen scrolls inside the frame. */
export const Scrolling: Story = {
  args: {
    title: undefined,
    height: 320,
    children: (
      <ol className="flex flex-col gap-2 text-sm">
        {Array.from({ length: 30 }, (_, index) => (
          <li key={index}>Field {index + 1}</li>
        ))}
      </ol>
    ),
  },
};
