import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { ConfirmModal, type ConfirmModalProps } from "./ConfirmModal";

const BASE: ConfirmModalProps = {
  open: true,
  title: "Delete the team?",
  description: "Its 12 members keep their accounts.",
  onContinue: () => undefined,
  onCancel: () => undefined,
};

/** A page whose button asks for the confirmation. */
function Page({ onContinue }: { onContinue: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Delete team
      </button>
      <ConfirmModal
        {...BASE}
        open={open}
        onContinue={onContinue}
        onCancel={() => {
          setOpen(false);
        }}
      />
    </>
  );
}

function button(name: string): HTMLElement {
  return screen.getByRole("button", { name });
}

describe("ConfirmModal", () => {
  it("is an alert dialog named by its title and described by its text", async () => {
    render(<ConfirmModal {...BASE} />);
    const dialog = screen.getByRole("alertdialog", { name: "Delete the team?" });
    const describedBy = dialog.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe(
      "Its 12 members keep their accounts.",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("traps focus (starting on cancel), Escape cancels and focus returns to the trigger", async () => {
    const onContinue = vi.fn();
    render(<Page onContinue={onContinue} />);
    const trigger = button("Delete team");
    await userEvent.click(trigger);
    await waitFor(() => {
      expect(document.activeElement).toBe(button("Cancel"));
    });
    await userEvent.tab();
    expect(document.activeElement).toBe(button("Continue"));
    await userEvent.tab();
    expect(document.activeElement).toBe(button("Cancel"));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(button("Continue"));

    await userEvent.keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("alertdialog")).toBeNull();
    });
    expect(document.activeElement).toBe(trigger);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it("reports cancel and continue from their buttons, by mouse and keyboard", async () => {
    const onContinue = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmModal {...BASE} onContinue={onContinue} onCancel={onCancel} />);
    await userEvent.click(button("Cancel"));
    expect(onCancel).toHaveBeenCalledTimes(1);
    button("Continue").focus();
    await userEvent.keyboard("{Enter}");
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it("ignores a click outside", async () => {
    const onCancel = vi.fn();
    render(<ConfirmModal {...BASE} onCancel={onCancel} />);
    const overlay = document.querySelector('[data-slot="dialog-overlay"]');
    if (!overlay) throw new Error("no overlay");
    await userEvent.click(overlay);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("while saving shows a busy, disabled continue and cannot be cancelled", async () => {
    const onContinue = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmModal {...BASE} saving onContinue={onContinue} onCancel={onCancel} />);
    const next = button("Continue");
    expect(next.getAttribute("aria-busy")).toBe("true");
    expect(next).toHaveProperty("disabled", true);
    expect(button("Cancel")).toHaveProperty("disabled", true);
    await userEvent.keyboard("{Escape}");
    await userEvent.click(next, { pointerEventsCheck: 0 });
    expect(onCancel).not.toHaveBeenCalled();
    expect(onContinue).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it("keeps focus inside when continue turns busy under it", async () => {
    const { rerender } = render(<ConfirmModal {...BASE} />);
    button("Continue").focus();
    rerender(<ConfirmModal {...BASE} saving />);
    await userEvent.tab();
    expect(screen.getByRole("alertdialog").contains(document.activeElement)).toBe(true);
  });

  it("without cancel offers only continue, which gets focus, and Escape does nothing", async () => {
    const onCancel = vi.fn();
    render(
      <ConfirmModal
        {...BASE}
        showCancel={false}
        continueText="I accept"
        severity="info"
        onCancel={onCancel}
      />,
    );
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    await waitFor(() => {
      expect(document.activeElement).toBe(button("I accept"));
    });
    await userEvent.keyboard("{Escape}");
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole("alertdialog")).toBeDefined();
  });

  it("can disable continue without saving, and shows the error of a failed continue", () => {
    render(
      <ConfirmModal
        {...BASE}
        continueDisabled
        error="The team still has campaigns."
        labels={{ continue: "Delete", cancel: "Keep" }}
      />,
    );
    expect(button("Delete")).toHaveProperty("disabled", true);
    expect(button("Keep")).toHaveProperty("disabled", false);
    expect(screen.getByRole("alert").textContent).toBe("The team still has campaigns.");
  });

  it("gives each severity its own icon colours, and errors a danger continue button", () => {
    const severities = ["warning", "error", "info", "success"] as const;
    const colours = severities.map((severity) => {
      const { unmount } = render(<ConfirmModal {...BASE} severity={severity} />);
      const icon = document.querySelector('[data-slot="severity-icon"]');
      if (!icon) throw new Error("no icon");
      const colour = getComputedStyle(icon).backgroundColor;
      const continueColour = getComputedStyle(button("Continue")).backgroundColor;
      unmount();
      return { colour, continueColour };
    });
    expect(new Set(colours.map(({ colour }) => colour)).size).toBe(4);
    const [warning, error, info] = colours;
    expect(error?.continueColour).not.toBe(warning?.continueColour);
    expect(info?.continueColour).toBe(warning?.continueColour);
  });
});
