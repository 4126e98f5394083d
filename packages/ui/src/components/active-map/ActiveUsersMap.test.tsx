import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { userEvent as browserEvent } from "vitest/browser";
import { axeViolations } from "../../testing/axe";
import { ActiveUsersMap } from "./ActiveUsersMap";
import { DEFAULT_CENTER, SAMPLE_MARKERS } from "./active-map.fixtures";

const markerPaths = () => [...document.querySelectorAll("[data-slot=active-map-marker]")];
const countryPaths = () => document.querySelectorAll("path.cv-map-country");
const mapRegion = () => screen.getByRole("region", { name: "Map of active users" });

/** Resource loads since `start` (the page's Performance timeline). */
function resourcesSince(start: number): PerformanceResourceTiming[] {
  return performance
    .getEntriesByType("resource")
    .filter((entry): entry is PerformanceResourceTiming => entry.startTime >= start);
}

async function drawn(): Promise<void> {
  await waitFor(() => {
    expect(mapRegion().getAttribute("data-state")).toBe("ready");
  });
}

describe("ActiveUsersMap", () => {
  it("draws the bundled world and one SVG marker per user, with no request off this page", async () => {
    const start = performance.now();
    render(
      <ActiveUsersMap markers={SAMPLE_MARKERS} center={DEFAULT_CENTER} zoom={3} className="h-96" />,
    );
    await drawn();
    expect(countryPaths().length).toBeGreaterThan(100);
    const markers = markerPaths();
    expect(markers).toHaveLength(SAMPLE_MARKERS.length);
    expect(markers.every((marker) => marker.tagName.toLowerCase() === "path")).toBe(true);
    expect(markers.map((marker) => marker.getAttribute("data-marker-id")).sort()).toEqual(
      SAMPLE_MARKERS.map((marker) => marker.id).sort(),
    );
    // Only the test page's own server was asked (for the code and the world data): no tiles,
    // no images, nothing elsewhere.
    const loads = resourcesSince(start);
    expect(loads.filter((entry) => new URL(entry.name).origin !== location.origin)).toEqual([]);
    expect(loads.filter((entry) => entry.initiatorType === "img")).toEqual([]);
    expect(document.querySelectorAll("img")).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it("follows the markers it is given: moves, adds and removes by id", async () => {
    const { rerender } = render(
      <ActiveUsersMap markers={SAMPLE_MARKERS} center={DEFAULT_CENTER} zoom={3} className="h-96" />,
    );
    await drawn();
    const before = document.querySelector('[data-marker-id="p1"]');
    const [first] = SAMPLE_MARKERS;
    if (first === undefined) throw new Error("no sample marker");
    const next = [
      { ...first, lat: 51.05, lng: -114.07 },
      { id: "p9", lat: 19.43, lng: -99.13, label: "Ana Ruiz" },
    ];
    rerender(<ActiveUsersMap markers={next} center={DEFAULT_CENTER} zoom={3} className="h-96" />);
    await waitFor(() => {
      expect(markerPaths()).toHaveLength(2);
    });
    const after = document.querySelector('[data-marker-id="p1"]');
    expect(after).toBe(before);
    expect(document.querySelector('[data-marker-id="p9"]')).not.toBeNull();
    expect(screen.queryByText("No user with a location")).toBeNull();

    rerender(<ActiveUsersMap markers={[]} center={DEFAULT_CENTER} zoom={3} className="h-96" />);
    await waitFor(() => {
      expect(markerPaths()).toHaveLength(0);
    });
    expect(screen.getByText("No user with a location")).toBeTruthy();
  });

  it("tells which marker was clicked and shows its name as text in a tooltip", async () => {
    const onMarkerSelect = vi.fn();
    const hostile = { id: "x1", lat: 43.65, lng: -79.38, label: "<img src=x onerror=alert(1)>" };
    render(
      <ActiveUsersMap
        markers={[hostile]}
        center={[43.65, -79.38]}
        zoom={5}
        className="h-96"
        onMarkerSelect={onMarkerSelect}
      />,
    );
    await drawn();
    // Real pointer input (Leaflet reads the pointer's position from the event). On a loaded
    // machine the map may still be settling when the first click lands: click until it counts.
    await waitFor(async () => {
      const [target] = markerPaths();
      if (target === undefined) throw new Error("no marker drawn");
      await browserEvent.hover(target);
      await browserEvent.click(target);
      expect(onMarkerSelect).toHaveBeenCalledWith("x1");
    });
    const tooltip = await waitFor(() => {
      const found = document.querySelector(".leaflet-tooltip");
      if (found === null) throw new Error("no tooltip yet");
      return found;
    });
    expect(tooltip.textContent).toContain("<img src=x onerror=alert(1)>");
    expect(document.querySelectorAll("img")).toHaveLength(0);
  });

  it("zooms with its buttons and names its surface for keyboard use", async () => {
    render(
      <ActiveUsersMap
        markers={SAMPLE_MARKERS}
        center={DEFAULT_CENTER}
        zoom={3}
        className="h-96"
        labels={{ zoomIn: "Agrandir", region: "Carte des utilisateurs actifs" }}
      />,
    );
    const region = screen.getByRole("region", { name: "Carte des utilisateurs actifs" });
    const surface = screen.getByRole("application", { name: /arrow keys/i });
    expect(region.contains(surface)).toBe(true);
    await waitFor(() => {
      expect(region.getAttribute("data-state")).toBe("ready");
    });
    const width = () => {
      const [first, second] = markerPaths().map((path) => path.getBoundingClientRect());
      return Math.abs((first?.x ?? 0) - (second?.x ?? 0));
    };
    const spread = width();
    await userEvent.click(screen.getByRole("button", { name: "Agrandir" }));
    await waitFor(() => {
      expect(width()).toBeGreaterThan(spread * 1.5);
    });
    await userEvent.click(screen.getByRole("button", { name: "Zoom out" }));
    await waitFor(() => {
      expect(Math.round(width())).toBe(Math.round(spread));
    });
    // The surface is a tab stop of its own after the page's earlier controls.
    surface.focus();
    expect(document.activeElement).toBe(surface);
    expect(await axeViolations()).toEqual([]);
  });

  it("uses the configured tiles instead of the bundled world, with their credit", async () => {
    render(
      <ActiveUsersMap
        markers={SAMPLE_MARKERS}
        center={DEFAULT_CENTER}
        zoom={3}
        className="h-96"
        tileUrl="/__no-tiles__/{z}/{x}/{y}.png"
        attribution="© Example Tiles"
      />,
    );
    await waitFor(() => {
      expect(document.querySelectorAll("img.leaflet-tile").length).toBeGreaterThan(0);
    });
    const [tile] = document.querySelectorAll("img.leaflet-tile");
    expect(tile?.getAttribute("src")).toMatch(/^\/__no-tiles__\/3\/\d+\/\d+\.png$/);
    expect(countryPaths()).toHaveLength(0);
    expect(markerPaths()).toHaveLength(SAMPLE_MARKERS.length);
    expect(screen.getByText("© Example Tiles")).toBeTruthy();
    expect(screen.queryByText("Natural Earth")).toBeNull();
  });
});
