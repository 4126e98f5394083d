import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { QaChecklist } from "./QaChecklist";

const ITEMS = [
  { id: "greeted", label: "Greeted the donor and gave their name", weight: 1 },
  { id: "disclosedCharity", label: "Disclosed the charity and the fundraiser's role", weight: 3 },
  { id: "confirmedAmount", label: "Confirmed the amount and frequency", weight: 3 },
  { id: "noPressure", label: "No pressure or misleading statements", weight: 3 },
];

const meta = {
  title: "Forms/QaChecklist",
  component: QaChecklist,
  tags: ["autodocs"],
  args: {
    items: ITEMS,
    answers: { greeted: true, disclosedCharity: true, confirmedAmount: true },
    onAnswer: () => undefined,
    comment: "Clear and friendly.",
    onCommentChange: () => undefined,
    score: 70,
    band: "fair",
    onSave: () => undefined,
  },
} satisfies Meta<typeof QaChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fair: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Score: 70 %")).toBeInTheDocument();
  },
};

/** Good, poor with an item problem, and saving: the visual snapshot. */
export const Catalog: Story = {
  render: (args) => (
    <div className="grid gap-4 md:grid-cols-3">
      <QaChecklist
        {...args}
        answers={Object.fromEntries(ITEMS.map((item) => [item.id, true]))}
        score={100}
        band="good"
        labels={{ title: "Quality checklist: good" }}
      />
      <QaChecklist
        {...args}
        answers={{}}
        score={0}
        band="poor"
        itemErrors={{ noPressure: "Not answered" }}
        error="The review does not answer the checklist."
        labels={{ title: "Quality checklist: poor" }}
      />
      <QaChecklist {...args} saving labels={{ title: "Quality checklist: saving" }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Score: 100 %")).toBeInTheDocument();
  },
};
