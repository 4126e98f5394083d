import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../testing/axe";
import { GeofenceBadge, type GeofenceState } from "./GeofenceBadge";

const LABELS = { inside: "Inside territory", outside: "Outside territory", unknown: "Not checked" };
const STATES: readonly GeofenceState[] = ["inside", "outside", "unknown"];

describe("GeofenceBadge", () => {
  it.each(STATES)("says %s in words, with its state and tone as hooks", async (state) => {
    render(<GeofenceBadge state={state} labels={LABELS} />);
    const badge = screen.getByText(LABELS[state]);
    expect(badge.getAttribute("data-slot")).toBe("badge");
    expect(badge.getAttribute("data-state")).toBe(state);
    expect(badge.getAttribute("data-tone")).toBe(
      { inside: "success", outside: "danger", unknown: "neutral" }[state],
    );
    expect(badge.querySelector("svg")?.closest("[aria-hidden=true]")).not.toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("colours outside apart from inside", () => {
    render(
      <>
        <GeofenceBadge state="inside" labels={LABELS} />
        <GeofenceBadge state="outside" labels={LABELS} />
      </>,
    );
    const colour = (text: string) => getComputedStyle(screen.getByText(text)).backgroundColor;
    expect(colour(LABELS.inside)).not.toBe(colour(LABELS.outside));
  });
});
