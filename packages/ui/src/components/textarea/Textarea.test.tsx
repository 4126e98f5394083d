import { TEXTAREA_RESIZE } from "../../theme/layout";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { Textarea } from "./Textarea";

describe("Textarea", () => {
  it("applies each resize setting as the CSS resize property", () => {
    render(
      <>
        {TEXTAREA_RESIZE.map((resize) => (
          <Textarea key={resize} label={`Resize ${resize}`} resize={resize} />
        ))}
        <Textarea label="Default" />
      </>,
    );
    const resizeOf = (name: string) =>
      getComputedStyle(screen.getByRole("textbox", { name })).resize;
    expect(TEXTAREA_RESIZE.map((resize) => resizeOf(`Resize ${resize}`))).toEqual([
      "none",
      "both",
      "vertical",
      "horizontal",
    ]);
    expect(resizeOf("Default")).toBe("vertical");
  });

  it("takes rows", () => {
    render(<Textarea label="Notes" rows={6} />);
    expect(screen.getByRole("textbox", { name: "Notes" }).getAttribute("rows")).toBe("6");
  });

  it("counts characters live, stops at maxLength and describes the field with what is left", async () => {
    const onValueChange = vi.fn();
    render(<Textarea label="Message" maxLength={10} onValueChange={onValueChange} />);
    const field = screen.getByRole("textbox", { name: "Message" });
    expect(screen.getByText("0 / 10")).toBeTruthy();
    await userEvent.type(field, "Hello");
    expect(screen.getByText("5 / 10")).toBeTruthy();
    const describedBy = field.getAttribute("aria-describedby") ?? "";
    const countText = document.getElementById(describedBy)?.textContent;
    expect(countText).toBe("5 characters left");
    await userEvent.type(field, " world, again");
    expect(field).toHaveProperty("value", "Hello worl");
    expect(onValueChange).toHaveBeenLastCalledWith("Hello worl");
    expect(screen.getByText("10 / 10")).toBeTruthy();
    expect(document.getElementById(describedBy)?.textContent).toBe("0 characters left");
    expect(await axeViolations()).toEqual([]);
  });

  it("translates the count", () => {
    render(
      <Textarea
        label="Nachricht"
        maxLength={5}
        defaultValue="abcd"
        labels={{
          characterCount: (length, max) => `${length} von ${max}`,
          charactersLeft: (remaining) => `noch ${remaining} Zeichen`,
        }}
      />,
    );
    expect(screen.getByText("4 von 5")).toBeTruthy();
    expect(screen.getByText("noch 1 Zeichen")).toBeTruthy();
  });

  it("has no limit and no count without a positive maxLength", () => {
    render(<Textarea label="Free" maxLength={0} />);
    const field = screen.getByRole("textbox", { name: "Free" });
    expect(field.hasAttribute("maxlength")).toBe(false);
    expect(document.querySelector('[data-slot="character-count"]')).toBeNull();
  });

  it("wires an error to the field and draws a red border", async () => {
    render(<Textarea label="Reason" error="Tell us why." maxLength={50} />);
    const field = screen.getByRole("textbox", { name: "Reason" });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const described = (field.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["Tell us why.", "50 characters left"]);
    expect(getComputedStyle(field).borderTopColor).toBe("rgb(220, 38, 38)");
    expect(await axeViolations()).toEqual([]);
  });

  it("sets the input theme on the field", () => {
    render(<Textarea label="Dark" theme="dark" />);
    const field = screen.getByRole("textbox", { name: "Dark" });
    expect(field.closest("[data-input-theme]")?.getAttribute("data-input-theme")).toBe("dark");
    expect(getComputedStyle(field).backgroundColor).toBe("rgb(15, 23, 42)");
  });
});
