import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { cdp } from "vitest/browser";
import { LoadingAnimation } from "./LoadingAnimation";

const emulateReducedMotion = (reduce: boolean) =>
  cdp().send("Emulation.setEmulatedMedia", {
    features: [{ name: "prefers-reduced-motion", value: reduce ? "reduce" : "no-preference" }],
  });

const animationNames = (container: HTMLElement) =>
  [...container.querySelectorAll("[aria-hidden=true] span")].map(
    (element) => getComputedStyle(element).animationName,
  );

describe("LoadingAnimation", () => {
  afterEach(async () => {
    await emulateReducedMotion(false);
  });

  it("is a status named by its label, in the console's language", () => {
    render(<LoadingAnimation label="Chargement de la configuration…" />);
    const status = screen.getByRole("status", { name: "Chargement de la configuration…" });
    expect(status.textContent).toBe("Chargement de la configuration…");
  });

  it("has an English default label", () => {
    render(<LoadingAnimation variant="ring" />);
    expect(screen.getByRole("status", { name: "Loading…" })).toBeTruthy();
  });

  it("hides the label visually unless `showLabel`", () => {
    const { rerender } = render(<LoadingAnimation label="Loading" />);
    const label = () => screen.getByText("Loading");
    expect(label().getBoundingClientRect().width).toBeLessThanOrEqual(1);
    rerender(<LoadingAnimation label="Loading" showLabel />);
    expect(label().getBoundingClientRect().width).toBeGreaterThan(1);
  });

  it("fills its container and centres the animation", () => {
    render(
      <div style={{ width: 600, height: 400 }}>
        <LoadingAnimation />
      </div>,
    );
    const status = screen.getByRole("status");
    const { width, height } = status.getBoundingClientRect();
    expect([width, height]).toEqual([600, 400]);
  });

  it("pulses its dots, and stands still when reduced motion is asked for", async () => {
    const { container, unmount } = render(<LoadingAnimation />);
    expect(animationNames(container)).toEqual(["cv-pulse", "cv-pulse", "cv-pulse"]);
    unmount();

    await emulateReducedMotion(true);
    const still = render(<LoadingAnimation />);
    expect(animationNames(still.container)).toEqual(["none", "none", "none"]);
  });

  it("spins the ring, and stands still when reduced motion is asked for", async () => {
    const spinning = (container: HTMLElement) =>
      animationNames(container).filter((name) => name !== "none");
    const { container, unmount } = render(<LoadingAnimation variant="ring" />);
    expect(spinning(container)).toEqual(["spin"]);
    unmount();

    await emulateReducedMotion(true);
    const still = render(<LoadingAnimation variant="ring" />);
    expect(spinning(still.container)).toEqual([]);
  });
});
