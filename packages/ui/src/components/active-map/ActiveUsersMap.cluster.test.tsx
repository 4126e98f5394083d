import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../testing/axe";
import { ActiveUsersMap } from "./ActiveUsersMap";
import { DEFAULT_CENTER, SAMPLE_MARKERS, scatteredMarkers } from "./active-map.fixtures";

const clusters = () => [
  ...document.querySelectorAll<HTMLElement>("[data-slot=active-map-cluster]"),
];
const lonePoints = () => document.querySelectorAll("[data-slot=active-map-marker]");
const counted = () =>
  clusters().reduce((sum, element) => sum + Number(element.dataset.count), 0) + lonePoints().length;

async function drawn(): Promise<void> {
  await waitFor(() => {
    expect(screen.getByRole("region").getAttribute("data-state")).toBe("ready");
  });
}

/** Three markers a kilometre apart in Toronto, at zoom 4: drawn as one cluster of three. */
async function renderThreeInOneCluster(): Promise<void> {
  const [toronto] = SAMPLE_MARKERS.filter((marker) => marker.id === "p2");
  if (toronto === undefined) throw new Error("no Toronto sample");
  const near = [
    { ...toronto, id: "a" },
    { ...toronto, id: "b", lat: toronto.lat + 0.01 },
    { ...toronto, id: "c", lng: toronto.lng + 0.01 },
  ];
  render(
    <ActiveUsersMap
      markers={near}
      center={[toronto.lat, toronto.lng]}
      zoom={4}
      clusterMarkers
      className="h-96"
    />,
  );
  await drawn();
  await waitFor(() => {
    expect(clusters()).toHaveLength(1);
  });
}

describe("ActiveUsersMap with clusterMarkers", () => {
  it("draws 10 000 markers as a handful of numbered clusters that add up to every marker", async () => {
    const markers = scatteredMarkers(10_000);
    render(
      <ActiveUsersMap
        markers={markers}
        center={DEFAULT_CENTER}
        zoom={2}
        clusterMarkers
        className="h-96"
      />,
    );
    await drawn();
    await waitFor(() => {
      expect(clusters().length).toBeGreaterThan(0);
    });
    expect(clusters().length).toBeLessThan(50);
    expect(counted()).toBe(10_000);
    // Counts are text, never markup.
    expect(clusters().some((element) => /^\d+k\+$/.test(element.textContent))).toBe(true);
    // The clusters are pictures inside the hidden map surface, and take no keyboard focus.
    expect(clusters().every((element) => element.getAttribute("tabindex") !== "0")).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it("splits a cluster into its points as the map zooms in, down to the map's deepest zoom", async () => {
    await renderThreeInOneCluster();
    expect(clusters()[0]?.dataset.count).toBe("3");
    expect(lonePoints()).toHaveLength(0);
    const zoomIn = screen.getByRole("button", { name: "Zoom in" });
    for (let step = 0; step < 14 && lonePoints().length < 3; step += 1) {
      await userEvent.click(zoomIn);
    }
    expect(lonePoints()).toHaveLength(3);
    expect(clusters()).toHaveLength(0);
    expect(
      ["a", "b", "c"].map((id) => document.querySelector(`[data-marker-id="${id}"]`) !== null),
    ).toEqual([true, true, true]);
  });

  it("zooms in on a cluster's click to where it splits into its points", async () => {
    await renderThreeInOneCluster();
    const surface = document.querySelector<HTMLElement>("[data-slot=active-map-surface]");
    expect(surface?.dataset.zoom).toBe("4");
    const [cluster] = clusters();
    if (cluster === undefined) throw new Error("no cluster");
    await userEvent.click(cluster);
    await waitFor(() => {
      expect(lonePoints()).toHaveLength(3);
    });
    expect(clusters()).toHaveLength(0);
    expect(Number(surface?.dataset.zoom)).toBeGreaterThan(4);
  });

  it("leaves the plain map as it was: without the flag, one marker per user and no cluster", async () => {
    render(
      <ActiveUsersMap
        markers={scatteredMarkers(40)}
        center={DEFAULT_CENTER}
        zoom={3}
        className="h-96"
      />,
    );
    await drawn();
    await waitFor(() => {
      expect(lonePoints()).toHaveLength(40);
    });
    expect(clusters()).toHaveLength(0);
  });
});
