import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { TranscriptPanel } from "./TranscriptPanel";
import { SAMPLE_SEGMENTS } from "./transcript-panel.fixtures";

const meta = {
  title: "Data/TranscriptPanel",
  component: TranscriptPanel,
  tags: ["autodocs"],
  args: { segments: SAMPLE_SEGMENTS, current: 1, onSeek: () => undefined },
} satisfies Meta<typeof TranscriptPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = canvas.getAllByRole("listitem");
    await expect(lines[1]).toHaveAttribute("aria-current", "true");
  },
};

export const Empty: Story = { args: { segments: [], current: -1 } };

/** The current sentence, a search with its matches, and untimed lines: the visual snapshot. */
export const Catalog: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <TranscriptPanel
        segments={SAMPLE_SEGMENTS}
        current={2}
        query="that"
        matches={[1, 2]}
        onSeek={() => undefined}
      />
      <TranscriptPanel
        segments={[
          { start: -1, end: -1, text: "Fundraiser: Hello, thank you for stopping." },
          { start: -1, end: -1, text: "Donor: Happy to." },
        ]}
        labels={{ title: "Transcription (texte)", search: "Rechercher" }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("2 matches")).toBeInTheDocument();
  },
};
