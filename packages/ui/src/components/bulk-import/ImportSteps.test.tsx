import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { ImportSteps } from "./ImportSteps";

const STEPS = [
  { id: "source", label: "File" },
  { id: "map", label: "Columns" },
  { id: "preview", label: "Preview" },
  { id: "result", label: "Result" },
];

describe("ImportSteps", () => {
  it("marks the current step, the done ones, and disables what cannot be opened", async () => {
    render(
      <ImportSteps
        steps={STEPS}
        current="map"
        canOpen={(step) => step !== "result"}
        onStepChange={vi.fn()}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Steps" });
    expect(nav.querySelector('[aria-current="step"]')?.textContent).toContain("Columns");
    expect(screen.getByRole("button", { name: "File (done)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Result" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Preview" })).toHaveProperty("disabled", false);
    expect(await axeViolations()).toEqual([]);
  });

  it("opens a step with the keyboard", async () => {
    const onStepChange = vi.fn();
    render(
      <ImportSteps
        steps={STEPS}
        current="preview"
        canOpen={() => true}
        onStepChange={onStepChange}
        label="Pasos"
        doneLabel="hecho"
      />,
    );
    expect(screen.getByRole("navigation", { name: "Pasos" })).toBeTruthy();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Columns (hecho)" }));
    await userEvent.keyboard("{Enter}");
    expect(onStepChange).toHaveBeenCalledWith("map");
  });
});
