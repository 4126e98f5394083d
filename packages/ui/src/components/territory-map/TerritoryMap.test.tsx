import type { TerritoryDocument } from "@canvass/sdk/campaign-settings";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../testing/axe";
import { TerritoryMap } from "./TerritoryMap";

const EMPTY: TerritoryDocument = { type: "FeatureCollection", features: [] };

function Editable({
  start = EMPTY,
  seen,
}: {
  start?: TerritoryDocument;
  seen: TerritoryDocument[];
}) {
  const [value, setValue] = useState(start);
  return (
    <TerritoryMap
      value={value}
      center={[43.7, -79.4]}
      zoom={10}
      className="h-96"
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

const surface = () => screen.getByRole("application");

/** A click on the map at pixel (x, y) of its surface. */
function clickMap(x: number, y: number) {
  const box = surface().getBoundingClientRect();
  surface().dispatchEvent(
    new MouseEvent("click", { bubbles: true, clientX: box.left + x, clientY: box.top + y }),
  );
}

describe("TerritoryMap", () => {
  it("draws an area point by point, names it, and draws it as a polygon", async () => {
    const seen: TerritoryDocument[] = [];
    render(<Editable seen={seen} />);
    await waitFor(() => {
      expect(screen.getByRole("region", { name: "Territory map" })).toHaveAttribute(
        "data-state",
        "ready",
      );
    });
    await userEvent.click(screen.getByRole("button", { name: "Draw an area" }));
    const finish = screen.getByRole("button", { name: "Finish area" });
    expect(finish).toBeDisabled();
    clickMap(100, 100);
    clickMap(300, 100);
    await waitFor(() => {
      expect(document.querySelectorAll("path.cv-territory-draft").length).toBeGreaterThan(0);
    });
    expect(finish).toBeDisabled();
    clickMap(300, 300);
    clickMap(100, 300);
    await waitFor(() => {
      expect(finish).toBeEnabled();
    });
    await userEvent.click(finish);
    const drawn = seen.at(-1);
    expect(drawn?.features).toHaveLength(1);
    const ring = (drawn?.features[0]?.geometry.coordinates[0] ?? []) as number[][];
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
    const [lng0 = 0] = ring[0] ?? [];
    const [lng1 = 0, lat1 = 0] = ring[1] ?? [];
    const [, lat2 = 0] = ring[2] ?? [];
    // West to east, then north to south.
    expect(lng1).toBeGreaterThan(lng0);
    expect(lat2).toBeLessThan(lat1);
    expect(drawn?.features[0]?.properties.name).toBe("Area 1");
    expect(document.querySelectorAll("path.cv-territory")).toHaveLength(1);
    expect(screen.getByText("5 points")).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("renames, edits the points of and deletes the selected area", async () => {
    const seen: TerritoryDocument[] = [];
    const start: TerritoryDocument = {
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
                [-79.42, 43.64],
              ],
            ],
          },
        },
      ],
    };
    render(<Editable start={start} seen={seen} />);
    const name = screen.getByRole("textbox", { name: "Name" });
    await userEvent.type(name, " core");
    expect(seen.at(-1)?.features[0]?.properties.name).toBe("Downtown core");
    expect(screen.getByRole("button", { name: "Edit points" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Show on the map" }));
    await userEvent.click(screen.getByRole("button", { name: "Edit points" }));
    await waitFor(() => {
      expect(document.querySelectorAll(".cv-map-vertex")).toHaveLength(3);
    });
    await userEvent.click(screen.getByRole("button", { name: "Done editing" }));
    expect(document.querySelectorAll(".cv-map-vertex")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Delete area" }));
    expect(seen.at(-1)?.features).toEqual([]);
    expect(screen.getByText("No area yet.")).toBeVisible();
  });

  it("is read-only without onChange: only Export", () => {
    render(<TerritoryMap value={EMPTY} center={[0, 0]} zoom={2} onExport={() => undefined} />);
    expect(screen.getByRole("toolbar").querySelectorAll("button")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Export GeoJSON" })).toBeVisible();
  });
});
