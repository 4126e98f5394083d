import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../testing/axe";
import { FormField } from "./FormField";

const describedTexts = (element: HTMLElement): string[] =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);

describe("FormField", () => {
  it("labels the control, so clicking the label focuses it", async () => {
    render(<FormField label="Campaign name">{(control) => <input {...control} />}</FormField>);
    const input = screen.getByRole("textbox", { name: "Campaign name" });
    await userEvent.click(screen.getByText("Campaign name"));
    expect(document.activeElement).toBe(input);
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("links the hint and the error to the control and marks it invalid", async () => {
    const { rerender } = render(
      <FormField label="Email" hint="We never share it.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(describedTexts(input)).toEqual(["We never share it."]);
    expect(screen.queryByRole("alert")).toBeNull();

    rerender(
      <FormField label="Email" hint="We never share it." error="Enter a valid email.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(describedTexts(input)).toEqual(["We never share it.", "Enter a valid email."]);
    expect(screen.getByRole("alert").textContent).toBe("Enter a valid email.");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a required marker that only the control's aria-required speaks for", () => {
    render(
      <FormField label="Amount" required>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Amount" });
    expect(input.getAttribute("aria-required")).toBe("true");
    const marker = screen.getByText("*");
    expect(marker.getAttribute("aria-hidden")).toBe("true");
  });

  it("uses the given control id", () => {
    render(
      <FormField label="Team" controlId="team-field">
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByRole("textbox", { name: "Team" }).id).toBe("team-field");
  });

  it("puts the label left of the control in the horizontal layout and above it otherwise", () => {
    const { rerender } = render(
      <FormField label="City" layout="horizontal" trailing={<button type="button">Look up</button>}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const label = () => screen.getByText("City").getBoundingClientRect();
    const input = () => screen.getByRole("textbox", { name: "City" }).getBoundingClientRect();
    expect(label().right).toBeLessThanOrEqual(input().left);
    expect(Math.abs(label().top - input().top)).toBeLessThan(input().height);
    const trailing = screen.getByRole("button", { name: "Look up" }).getBoundingClientRect();
    expect(trailing.left).toBeGreaterThanOrEqual(input().right);

    rerender(<FormField label="City">{(control) => <input {...control} />}</FormField>);
    expect(label().bottom).toBeLessThanOrEqual(input().top);
  });

  it("keeps a hidden label as the accessible name", async () => {
    render(
      <FormField label="Filter rows" hideLabel>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Filter rows" });
    expect(screen.getByText("Filter rows").getBoundingClientRect().width).toBeLessThanOrEqual(1);
    expect(input).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
