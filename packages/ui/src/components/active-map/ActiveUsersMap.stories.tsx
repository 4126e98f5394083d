import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { ActiveUsersMap } from "./ActiveUsersMap";
import { DEFAULT_CENTER, SAMPLE_MARKERS, scatteredMarkers } from "./active-map.fixtures";

const markerPaths = (canvas: HTMLElement) =>
  canvas.querySelectorAll("[data-slot=active-map-marker]");

const meta = {
  title: "People/ActiveUsersMap",
  component: ActiveUsersMap,
  args: {
    markers: SAMPLE_MARKERS,
    center: DEFAULT_CENTER,
    zoom: 3,
    className: "h-96",
    onMarkerSelect: fn(),
  },
} satisfies Meta<typeof ActiveUsersMap>;

export default meta;

/** The map loads its code and the bundled world lazily: slow on a busy CI machine. */
const MAP_READY = { timeout: 15_000 };
type Story = StoryObj<typeof meta>;

/** Five users over the bundled world (no tiles, no network). */
export const WithMarkers: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelector("[data-slot=active-map]")).toHaveAttribute(
          "data-state",
          "ready",
        ),
      MAP_READY,
    );
    await expect(markerPaths(canvasElement)).toHaveLength(SAMPLE_MARKERS.length);
  },
};

/** Nobody with a location: the world and a note. */
export const Empty: Story = {
  args: { markers: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=active-map-note]")).toHaveTextContent(
      "No user with a location",
    );
  },
};

/** The same users in the dark theme. */
export const Dark: Story = {
  globals: { theme: "dark" },
};

/**
 * 2 000 check-ins around five cities, clustered: numbered circles instead of a blot. Checked by
 * its play function; no visual baseline yet (decision 0059).
 */
export const Clustered: Story = {
  tags: ["no-visual"],
  args: { markers: scatteredMarkers(2000), clusterMarkers: true },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(
          canvasElement.querySelectorAll("[data-slot=active-map-cluster]").length,
        ).toBeGreaterThan(0),
      MAP_READY,
    );
  },
};
