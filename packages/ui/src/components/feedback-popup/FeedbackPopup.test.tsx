import { FEEDBACK_MAX_LENGTH } from "@canvass/machines";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { FeedbackPopup, type FeedbackPopupProps } from "./FeedbackPopup";

function renderPopup(props: Partial<FeedbackPopupProps> = {}) {
  const onSubmit = vi.fn();
  const onOpenChange = vi.fn();
  render(<FeedbackPopup open onOpenChange={onOpenChange} onSubmit={onSubmit} {...props} />);
  return { onSubmit, onOpenChange, field: screen.getByRole("textbox", { name: "Your feedback" }) };
}

const send = () => screen.getByRole("button", { name: "Send" });

describe("FeedbackPopup", () => {
  it("is a dialog with a labelled field limited to FEEDBACK_MAX_LENGTH, focused on open", async () => {
    const { field } = renderPopup();
    screen.getByRole("dialog", { name: "Send feedback" });
    await waitFor(() => {
      expect(document.activeElement).toBe(field);
    });
    expect(field.getAttribute("maxlength")).toBe(String(FEEDBACK_MAX_LENGTH));
    const describedBy = (field.getAttribute("aria-describedby") ?? "").split(" ");
    const counter = describedBy.map((id) => document.getElementById(id)).find(Boolean);
    expect(counter?.textContent).toBe(`${FEEDBACK_MAX_LENGTH} characters left`);
    expect(screen.getByText(`0 / ${FEEDBACK_MAX_LENGTH}`)).toBeDefined();
    expect(await axeViolations()).toEqual([]);
  });

  it("cannot send blank text; Enter adds a line, Ctrl+Enter sends", async () => {
    const { field, onSubmit } = renderPopup();
    await userEvent.type(field, "   ");
    expect(send()).toHaveProperty("disabled", true);
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, "Great{Enter}tool");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(send()).toHaveProperty("disabled", false);
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith("Great\ntool");
  });

  it("sends with the send button and counts the characters", async () => {
    const { field, onSubmit } = renderPopup({ defaultText: "Hello" });
    await userEvent.type(field, "!");
    expect(screen.getByText(`6 / ${FEEDBACK_MAX_LENGTH}`)).toBeDefined();
    await userEvent.click(send());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith("Hello!");
  });

  it("while sending is busy, read-only and cannot be closed or sent again", async () => {
    const { field, onSubmit, onOpenChange } = renderPopup({ text: "Hello", sending: true });
    expect(send().getAttribute("aria-busy")).toBe("true");
    expect(field).toHaveProperty("readOnly", true);
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveProperty("disabled", true);
    field.focus();
    await userEvent.keyboard("{Control>}{Enter}{/Control}{Escape}");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the error of a failed send as an alert", () => {
    renderPopup({ text: "Hello", error: "The server did not answer." });
    expect(screen.getByRole("alert").textContent).toBe("The server did not answer.");
  });

  it("Escape and cancel ask to close", async () => {
    const { onOpenChange } = renderPopup();
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("leaves the draft to its parent when given text (the machine keeps it)", async () => {
    const onTextChange = vi.fn();
    function Parent() {
      const [text, setText] = useState("Draft");
      return (
        <FeedbackPopup
          open
          onOpenChange={vi.fn()}
          onSubmit={vi.fn()}
          text={text}
          onTextChange={(next) => {
            onTextChange(next);
            setText(next.toUpperCase());
          }}
        />
      );
    }
    render(<Parent />);
    const field = screen.getByRole("textbox", { name: "Your feedback" });
    await userEvent.type(field, "x");
    expect(onTextChange).toHaveBeenCalledWith("Draftx");
    expect(field).toHaveProperty("value", "DRAFTX");
  });
});
