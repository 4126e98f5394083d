import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { TerritoryMap } from "./TerritoryMap";

const meta = {
  title: "Campaigns/TerritoryMap",
  component: TerritoryMap,
  // The map draws the bundled world asynchronously: pictured by the toolbar's stories instead.
  tags: ["no-visual"],
  args: {
    center: [43.7, -79.4],
    zoom: 10,
    className: "h-96",
    onChange: fn(),
    onExport: fn(),
    value: {
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { name: "Downtown" },
          geometry: {
            type: "Polygon",
            coordinates: [
              [
                [-79.42, 43.64],
                [-79.36, 43.64],
                [-79.36, 43.68],
                [-79.42, 43.68],
                [-79.42, 43.64],
              ],
            ],
          },
        },
      ],
    },
  },
} satisfies Meta<typeof TerritoryMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One area over the offline world. */
export const OneArea: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelectorAll("path.cv-territory")).toHaveLength(1),
      { timeout: 15_000 },
    );
  },
};
