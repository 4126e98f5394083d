import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { ImportSteps } from "./ImportSteps";

const onlyTheFirst = (step: string): boolean => step === "source";

const STEPS = [
  { id: "source", label: "File" },
  { id: "map", label: "Columns" },
  { id: "preview", label: "Preview" },
  { id: "result", label: "Result" },
];

const meta = {
  title: "People/Bulk import/ImportSteps",
  component: ImportSteps,
  tags: ["autodocs"],
  args: {
    steps: STEPS,
    current: "source",
    canOpen: onlyTheFirst,
    onStepChange: fn(),
  },
} satisfies Meta<typeof ImportSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};

export const Preview: Story = {
  args: { current: "preview", canOpen: (step: string) => step !== "result" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Columns (done)" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Result" })).toBeDisabled();
  },
};

export const Done: Story = { args: { current: "result", canOpen: () => false } };
