import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Toast } from "./Toast";
import { Toaster } from "./Toaster";

const meta = {
  title: "Feedback/Toast",
  component: Toast,
  args: {
    title: "Campaign saved",
    description: "Spring Drive 2025 is live for 48 reps.",
    severity: "success",
    onDismiss: fn(),
    duration: Infinity,
  },
  argTypes: {
    severity: { control: "inline-radio", options: ["success", "warning", "error", "info"] },
    icon: { control: false },
  },
  decorators: [
    // A toast lives in a Toaster; the transformed box holds its fixed region in place.
    (Story) => (
      <div className="relative h-52 w-[30rem] transform-gpu">
        <Toaster duration={Infinity}>
          <Story />
        </Toaster>
      </div>
    ),
  ],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

/** Tab reaches the close button; Enter dismisses. */
export const DismissWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const close = await within(canvasElement).findByRole("button", {
      name: "Dismiss notification",
    });
    close.focus();
    await expect(close).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const Warning: Story = {
  args: {
    severity: "warning",
    title: "Export is taking longer",
    description: "We will notify you when the file is ready.",
  },
};

export const Error: Story = {
  args: {
    severity: "error",
    title: "Could not save the team",
    description: "The server did not answer. Try again in a moment.",
  },
};

export const Info: Story = {
  args: { severity: "info", title: "New version available", description: undefined },
};

export const LongText: Story = {
  args: {
    severity: "warning",
    title: "Some submissions could not be imported from the spreadsheet",
    description:
      "Rows 14, 38 and 102 have a postal code that does not match their province. Fix them in the file and import it again; the other 1,201 rows were added.",
  },
};
