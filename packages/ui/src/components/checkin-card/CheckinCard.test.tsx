import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../testing/axe";
import { CheckinCard } from "./CheckinCard";
import { CHECKIN_PICTURE, GEOFENCE_LABELS } from "./checkin-card.fixtures";

describe("CheckinCard", () => {
  it("shows who, team and campaign, when and where, the picture and the flag", async () => {
    render(
      <CheckinCard
        name="Sam Field"
        team="Downtown"
        campaign="Winter Appeal"
        time="Nov 26, 2026, 9:02 AM"
        location="Toronto, ON, CA"
        pictureUrl={CHECKIN_PICTURE}
        pictureAlt="Picture taken by Sam Field at check-in"
        geofence="outside"
        geofenceLabels={GEOFENCE_LABELS}
      />,
    );
    const card = screen.getByRole("article", { name: "Sam Field" });
    expect(card.getAttribute("data-state")).toBe("outside");
    expect(card.textContent).toContain("Downtown · Winter Appeal");
    expect(card.textContent).toContain("Toronto, ON, CA");
    const picture = screen.getByRole("img", { name: "Picture taken by Sam Field at check-in" });
    expect(picture.getAttribute("loading")).toBe("lazy");
    expect(screen.getByText("Outside territory")).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it("leaves the picture and missing facts out", async () => {
    render(
      <CheckinCard
        name="Ana Ruiz"
        time="Nov 26, 2026, 9:02 AM"
        geofence="unknown"
        geofenceLabels={GEOFENCE_LABELS}
      />,
    );
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("article", { name: "Ana Ruiz" }).textContent).not.toContain("·");
    expect(await axeViolations()).toEqual([]);
  });
});
