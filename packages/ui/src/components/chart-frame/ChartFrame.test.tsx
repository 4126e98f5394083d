import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { BreakdownChart } from "./BreakdownChart";
import { PAYMENT_STATUS, SIGN_UPS_BY_TEAM, SIGN_UPS_BY_WEEK } from "./chart-frame.fixtures";
import { chartThemeOf } from "./chart-theme";
import { DonutChart } from "./DonutChart";
import { TimeSeriesChart } from "./TimeSeriesChart";

async function noViolations(container: HTMLElement) {
  const result = await axe.run(container);
  expect(result.violations.map((violation) => violation.id)).toEqual([]);
}

describe("the chart wrappers", () => {
  it("draw the chart as an image named by the title, and toggle to a table of its numbers", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <TimeSeriesChart
        title="Sign-ups by week"
        data={SIGN_UPS_BY_WEEK}
        locale="de-DE"
        columns={["Week", "Sign-ups"]}
        emptyText="None"
      />,
    );
    const region = screen.getByRole("region", { name: "Sign-ups by week" });
    const picture = within(region).getByRole("img", { name: "Sign-ups by week" });
    await waitFor(() => {
      expect(picture.querySelectorAll("path").length).toBeGreaterThan(SIGN_UPS_BY_WEEK.length);
    });
    await noViolations(container);
    const toggle = within(region).getByRole("button", { name: "Show as table" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    await user.click(toggle);
    const table = within(region).getByRole("table", { name: "Sign-ups by week" });
    // numbers in the operator's locale: 1.204 in German
    expect(within(table).getByRole("cell", { name: "1.204" })).toBeTruthy();
    expect(within(table).getAllByRole("row")).toHaveLength(SIGN_UPS_BY_WEEK.length + 1);
    expect(
      within(region).getByRole("button", { name: "Show as chart" }).getAttribute("aria-pressed"),
    ).toBe("true");
    expect(region.dataset.state).toBe("table");
    await noViolations(container);
  });

  it("draw at the box's size and follow it when the box is resized", async () => {
    const { container } = render(
      <div style={{ width: "480px" }} data-testid="holder">
        <TimeSeriesChart
          title="Sign-ups by week"
          data={SIGN_UPS_BY_WEEK}
          locale="en-US"
          columns={["Week", "Sign-ups"]}
          emptyText="None"
        />
      </div>,
    );
    const picture = screen.getByRole("img", { name: "Sign-ups by week" });
    const svgWidth = () => picture.querySelector("svg")?.getAttribute("width");
    await waitFor(() => {
      expect(svgWidth()).toBe(String(picture.clientWidth));
    });
    const before = Number(svgWidth());
    expect(before).toBeGreaterThan(0);
    const holder = container.querySelector<HTMLElement>("[data-testid=holder]");
    if (holder === null) throw new Error("no holder");
    holder.style.width = "320px";
    await waitFor(() => {
      expect(Number(svgWidth())).toBe(before - 160);
    });
    expect(picture.querySelectorAll("svg")).toHaveLength(1);
  });

  it("drill down from a table row to the datum's key", async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(
      <BreakdownChart
        title="By team"
        data={SIGN_UPS_BY_TEAM}
        locale="en-US"
        columns={["Team", "Sign-ups"]}
        emptyText="None"
        defaultView="table"
        onSelect={(key) => chosen.push(key)}
        selectLabel={(label) => `Open ${label} in the list`}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Open Riverside in the list" }));
    expect(chosen).toEqual(["t3"]);
  });

  it("say so instead of drawing when there is nothing to draw", () => {
    render(
      <DonutChart
        title="Payment status"
        data={[]}
        locale="en-US"
        columns={["Status", "Count"]}
        emptyText="No sign-ups in this range."
      />,
    );
    const region = screen.getByRole("region", { name: "Payment status" });
    expect(within(region).getByText("No sign-ups in this range.")).toBeTruthy();
    expect(within(region).queryByRole("img")).toBeNull();
    expect(within(region).queryByRole("button")).toBeNull();
  });

  it("draw a slice per datum", async () => {
    render(
      <DonutChart
        title="Payment status"
        data={PAYMENT_STATUS}
        locale="en-US"
        columns={["Status", "Count"]}
        emptyText="None"
      />,
    );
    const picture = screen.getByRole("img", { name: "Payment status" });
    await waitFor(() => {
      expect(picture.textContent).toContain("Declined");
    });
  });
});

describe("chartThemeOf", () => {
  it("reads the token colours under the element, dark under .dark", () => {
    const light = document.createElement("div");
    light.style.setProperty("--color-primary", "rgb(1, 2, 3)");
    const dark = document.createElement("div");
    dark.style.setProperty("--color-primary", "rgb(200, 201, 202)");
    document.body.append(light, dark);
    expect(chartThemeOf(light).series[0]).toBe("rgb(1, 2, 3)");
    expect(chartThemeOf(dark).series[0]).toBe("rgb(200, 201, 202)");
    light.remove();
    dark.remove();
  });
});
