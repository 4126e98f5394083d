import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Card } from "./Card";

const slot = (container: HTMLElement, name: string) =>
  container.querySelector(`[data-slot=${name}]`);

describe("Card", () => {
  it("with a title is a region named by its heading, an h2 by default", () => {
    render(
      <Card title="Donations" description="This week">
        Body
      </Card>,
    );
    const region = screen.getByRole("region", { name: "Donations" });
    const heading = within(region).getByRole("heading", { name: "Donations" });
    expect(heading.tagName).toBe("H2");
    expect(within(region).getByText("This week").tagName).toBe("P");
  });

  it("takes the heading level of the outline it sits in", () => {
    render(<Card title="Top teams" headingLevel={4} />);
    expect(screen.getByRole("heading", { level: 4, name: "Top teams" })).toBeTruthy();
  });

  it("puts actions in the header, the body in the middle and the footer last", () => {
    const { container } = render(
      <Card title="Report" actions={<button type="button">Refresh</button>} footer="Total: 3">
        <p>Rows</p>
      </Card>,
    );
    const card = slot(container, "card");
    expect([...(card?.children ?? [])].map((part) => part.getAttribute("data-slot"))).toEqual([
      "card-header",
      "card-body",
      "card-footer",
    ]);
    const header = slot(container, "card-header") as HTMLElement;
    expect(within(header).getByRole("button", { name: "Refresh" })).toBeTruthy();
    expect(slot(container, "card-body")?.textContent).toBe("Rows");
    expect(slot(container, "card-footer")?.textContent).toBe("Total: 3");
  });

  it("without a header part has neither header nor region, and body padding unless flush", () => {
    const { container, rerender } = render(<Card>Only body</Card>);
    expect(slot(container, "card-header")).toBeNull();
    expect(slot(container, "card-footer")).toBeNull();
    expect(screen.queryByRole("region")).toBeNull();
    const body = slot(container, "card-body") as HTMLElement;
    expect(getComputedStyle(body).paddingLeft).toBe("20px");
    rerender(<Card flush>Only body</Card>);
    expect(getComputedStyle(body).paddingLeft).toBe("0px");
  });
});
