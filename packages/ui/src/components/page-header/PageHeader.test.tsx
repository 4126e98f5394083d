import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageHeader } from "./PageHeader";

const slot = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLElement>(`[data-slot=${name}]`);

function mustSlot(container: HTMLElement, name: string): HTMLElement {
  const element = slot(container, name);
  if (!element) throw new Error(`no ${name}`);
  return element;
}

describe("PageHeader", () => {
  it("titles the page with its one h1", () => {
    render(<PageHeader title="Campaigns" />);
    const heading = screen.getByRole("heading", { name: "Campaigns" });
    expect(heading.tagName).toBe("H1");
    expect(screen.getAllByRole("heading")).toHaveLength(1);
  });

  it("renders no empty slots", () => {
    const { container } = render(<PageHeader title="Campaigns" />);
    for (const name of ["breadcrumb", "avatar", "meta", "description", "actions"]) {
      expect([name, slot(container, `page-header-${name}`)]).toEqual([name, null]);
    }
  });

  it("places breadcrumb above, avatar before and badges beside the title, actions at the right", () => {
    const { container } = render(
      <PageHeader
        title="Spring appeal"
        breadcrumb={<nav aria-label="Breadcrumb">Campaigns</nav>}
        avatar={<span data-testid="avatar" />}
        meta={<span>Active</span>}
        description="Door-to-door"
        actions={<button type="button">Edit</button>}
      />,
    );
    const heading = screen.getByRole("heading", { level: 1, name: "Spring appeal" });
    const box = (element: Element) => element.getBoundingClientRect();
    const breadcrumb = mustSlot(container, "page-header-breadcrumb");
    expect(within(breadcrumb).getByRole("navigation", { name: "Breadcrumb" })).toBeTruthy();
    expect(box(breadcrumb).bottom).toBeLessThanOrEqual(box(heading).top);
    expect(box(mustSlot(container, "page-header-avatar")).right).toBeLessThanOrEqual(
      box(heading).left,
    );
    expect(box(mustSlot(container, "page-header-meta")).left).toBeGreaterThanOrEqual(
      box(heading).right,
    );
    expect(box(mustSlot(container, "page-header-description")).top).toBeGreaterThanOrEqual(
      box(heading).bottom,
    );
    const actions = mustSlot(container, "page-header-actions");
    expect(within(actions).getByRole("button", { name: "Edit" })).toBeTruthy();
    expect(box(actions).left).toBeGreaterThan(box(heading).right);
  });
});
