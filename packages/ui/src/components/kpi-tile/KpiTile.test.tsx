import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { KpiTile, kpiDirection } from "./KpiTile";

const change = (container: HTMLElement) =>
  container.querySelector<HTMLElement>("[data-slot=kpi-change]");

describe("KpiTile", () => {
  it("is a region named by its label holding the value and the change", () => {
    render(<KpiTile label="Sign-ups" value="1,284" change={0.25} changeText="+25%" />);
    const region = screen.getByRole("region", { name: "Sign-ups" });
    expect(within(region).getByText("1,284")).toBeTruthy();
    expect(within(region).getByText("+25%")).toBeTruthy();
  });

  it("colours a rise as good news unless a fall is what is wanted", () => {
    const rise = render(<KpiTile label="Sign-ups" value="5" change={0.5} changeText="+50%" />);
    expect(change(rise.container)?.dataset).toMatchObject({ direction: "up", tone: "good" });
    rise.unmount();
    const cancels = render(
      <KpiTile label="Cancels" value="5" change={0.5} changeText="+50%" goodWhen="down" />,
    );
    expect(change(cancels.container)?.dataset).toMatchObject({ direction: "up", tone: "bad" });
  });

  it("shows no change when there is nothing to compare with", () => {
    const { container } = render(<KpiTile label="Check-ins" value="0" />);
    expect(change(container)).toBeNull();
  });
});

describe("kpiDirection", () => {
  it("reads tiny changes as flat and no ratio as none", () => {
    expect(kpiDirection(0.0001)).toBe("flat");
    expect(kpiDirection(-0.2)).toBe("down");
    expect(kpiDirection(0.2)).toBe("up");
    expect(kpiDirection(undefined)).toBeUndefined();
  });
});
