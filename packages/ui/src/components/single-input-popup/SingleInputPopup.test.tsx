import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { SingleInputPopup, type SingleInputPopupProps } from "./SingleInputPopup";

function renderPopup(props: Partial<SingleInputPopupProps> = {}) {
  const onSave = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <SingleInputPopup
      open
      onOpenChange={onOpenChange}
      title="Rename the team"
      label="Team name"
      onSave={onSave}
      {...props}
    />,
  );
  return { onSave, onOpenChange, field: screen.getByRole("textbox", { name: "Team name" }) };
}

const save = () => screen.getByRole("button", { name: "Save" });

describe("SingleInputPopup", () => {
  it("is a dialog named by its title, with its field focused", async () => {
    const { field } = renderPopup({ defaultValue: "North" });
    screen.getByRole("dialog", { name: "Rename the team" });
    await waitFor(() => {
      expect(document.activeElement).toBe(field);
    });
    expect(field).toHaveProperty("value", "North");
    expect(await axeViolations()).toEqual([]);
  });

  it("Enter saves the text trimmed", async () => {
    const { field, onSave } = renderPopup();
    await userEvent.type(field, "  North East  {Enter}");
    expect(onSave).toHaveBeenCalledExactlyOnceWith("North East");
  });

  it("cannot save a text that is blank once trimmed", async () => {
    const { field, onSave } = renderPopup();
    await userEvent.type(field, "   {Enter}");
    expect(save()).toHaveProperty("disabled", true);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("Escape and cancel ask to close without saving", async () => {
    const { field, onSave, onOpenChange } = renderPopup({ defaultValue: "North" });
    field.focus();
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("while saving is busy, read-only and cannot be closed or saved again", async () => {
    const { field, onSave, onOpenChange } = renderPopup({ value: "North", saving: true });
    expect(save().getAttribute("aria-busy")).toBe("true");
    expect(field).toHaveProperty("readOnly", true);
    field.focus();
    await userEvent.keyboard("{Enter}{Escape}");
    expect(onSave).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("marks the field invalid and describes it with the error", async () => {
    const { field } = renderPopup({ value: "North", error: "That name is taken." });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const description = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("That name is taken.");
    expect(screen.getByRole("alert").textContent).toBe("That name is taken.");
    expect(await axeViolations()).toEqual([]);
  });

  it("applies a maximum length only when above 0", () => {
    const { field } = renderPopup({ maxLength: 20 });
    expect(field.getAttribute("maxlength")).toBe("20");
  });

  it("ignores a maximum length of 0", () => {
    const { field } = renderPopup({ maxLength: 0 });
    expect(field.getAttribute("maxlength")).toBeNull();
  });

  it("reports each change when the parent keeps the text", async () => {
    const onValueChange = vi.fn();
    const { field } = renderPopup({ value: "Nort", onValueChange });
    await userEvent.type(field, "h");
    expect(onValueChange).toHaveBeenCalledWith("North");
  });
});
