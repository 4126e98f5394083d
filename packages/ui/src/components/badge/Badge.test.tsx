import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge } from "./Badge";
import { StatusPill } from "./StatusPill";
import { TONES } from "./badge.styles";

describe("Badge", () => {
  it("shows its text with a decorative icon, tinted by its tone", () => {
    render(
      <Badge tone="danger" icon={<svg data-testid="icon" />}>
        Blocked
      </Badge>,
    );
    const badge = screen.getByText("Blocked");
    expect(badge.getAttribute("data-tone")).toBe("danger");
    expect(screen.getByTestId("icon").parentElement?.getAttribute("aria-hidden")).toBe("true");
    expect(badge.textContent).toBe("Blocked");
  });

  it("gives every tone its own colours", () => {
    render(
      <>
        {TONES.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </>,
    );
    const colours = TONES.map((tone) => {
      const style = getComputedStyle(screen.getByText(tone));
      return `${style.color} on ${style.backgroundColor}`;
    });
    expect(new Set(colours).size).toBe(TONES.length);
  });

  it("is 20 px tall small and 24 px medium", () => {
    render(
      <>
        <Badge size="sm">Small</Badge>
        <Badge>Medium</Badge>
      </>,
    );
    expect(screen.getByText("Small").getBoundingClientRect().height).toBe(20);
    expect(screen.getByText("Medium").getBoundingClientRect().height).toBe(24);
  });
});

function dotOf(pill: HTMLElement): Element {
  const dot = pill.querySelector("[data-slot=status-pill-dot]");
  if (!dot) throw new Error("no dot");
  return dot;
}

describe("StatusPill", () => {
  it("says the state in words, with a decorative dot in the tone's colour", () => {
    render(<StatusPill tone="success">Active</StatusPill>);
    const pill = screen.getByText("Active");
    expect(pill.textContent).toBe("Active");
    const dot = dotOf(pill);
    expect(dot.getAttribute("aria-hidden")).toBe("true");
    // --cv-success in the light theme (#16a34a).
    expect(getComputedStyle(dot).backgroundColor).toBe("rgb(22, 163, 74)");
  });

  it("pulses the dot only when asked", () => {
    const { rerender } = render(<StatusPill tone="warning">Pending</StatusPill>);
    const dot = () => dotOf(screen.getByText("Pending"));
    expect(getComputedStyle(dot()).animationName).toBe("none");
    rerender(
      <StatusPill tone="warning" pulse>
        Pending
      </StatusPill>,
    );
    expect(getComputedStyle(dot()).animationName).toBe("pulse");
  });

  it("is 20 px tall small and 24 px medium", () => {
    render(
      <>
        <StatusPill size="sm">Small</StatusPill>
        <StatusPill>Medium</StatusPill>
      </>,
    );
    expect(screen.getByText("Small").getBoundingClientRect().height).toBe(20);
    expect(screen.getByText("Medium").getBoundingClientRect().height).toBe(24);
  });
});
