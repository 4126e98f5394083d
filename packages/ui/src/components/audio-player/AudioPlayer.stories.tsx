import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AudioPlayer } from "./AudioPlayer";
import { SILENT_WAV } from "./audio-player.fixtures";

const meta = {
  title: "Data/AudioPlayer",
  component: AudioPlayer,
  tags: ["autodocs"],
  args: { src: SILENT_WAV, initialDuration: 1 },
} satisfies Meta<typeof AudioPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Play" })).toBeInTheDocument();
    await expect(canvas.getByRole("slider", { name: "Position" })).toBeInTheDocument();
  },
};

/** Translated labels: the visual snapshot. */
export const Catalog: Story = {
  args: {
    initialDuration: 1,
    labels: {
      player: "Enregistrement",
      play: "Lire",
      pause: "Pause",
      seek: "Position",
      speed: "Vitesse",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Enregistrement" })).toBeInTheDocument();
    await expect(canvas.getByRole("combobox", { name: "Vitesse" })).toBeInTheDocument();
  },
};
