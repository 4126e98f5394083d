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

const CLUSTERED_COUNT = 2000;

/** Clusters and lone points drawn, adding up every point they stand for. */
const clusteredTotal = (canvas: HTMLElement) =>
  [...canvas.querySelectorAll<HTMLElement>("[data-slot=active-map-cluster]")].reduce(
    (sum, cluster) => sum + Number(cluster.dataset.count),
    markerPaths(canvas).length,
  );

/**
 * 2 000 check-ins around five cities, clustered: numbered circles instead of a blot (the
 * `/checkins` map, decision 0059). Light and dark baselines; the play function waits until the
 * world is drawn and the clusters add up to every check-in, so the snapshot is the settled map.
 */
export const Clustered: Story = {
  args: { markers: scatteredMarkers(CLUSTERED_COUNT), clusterMarkers: true },
  play: async ({ canvasElement }) => {
    await waitFor(async () => {
      await expect(canvasElement.querySelector("[data-slot=active-map]")).toHaveAttribute(
        "data-state",
        "ready",
      );
      await expect(clusteredTotal(canvasElement)).toBe(CLUSTERED_COUNT);
    }, MAP_READY);
    await expect(
      canvasElement.querySelectorAll("[data-slot=active-map-cluster]").length,
    ).toBeGreaterThan(0);
  },
};
