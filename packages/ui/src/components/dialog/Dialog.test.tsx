import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { Dialog, type DialogProps } from "./Dialog";
import { DialogFooter } from "./DialogFooter";

function Body() {
  return (
    <>
      <label htmlFor="name">Name</label>
      <input id="name" />
      <DialogFooter>
        <button type="button">Save</button>
      </DialogFooter>
    </>
  );
}

/** The dimmed page behind the dialog: a click there is a click outside. */
function overlay(): Element {
  const element = document.querySelector('[data-slot="dialog-overlay"]');
  if (!element) throw new Error("no overlay");
  return element;
}

/** A page with a button that opens the dialog, as the console would use it. */
function Page(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Rename
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Rename the team" {...props}>
        <Body />
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("is a modal dialog named by its title and described by its description", async () => {
    render(
      <Dialog open onOpenChange={vi.fn()} title="Rename the team" description="Shown to reps.">
        <Body />
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Rename the team" });
    const describedBy = dialog.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Shown to reps.");
    expect(await axeViolations()).toEqual([]);
  });

  it("focuses the content first, keeps Tab inside and returns focus to the opener", async () => {
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Rename" });
    await userEvent.click(opener);
    const field = await screen.findByRole("textbox", { name: "Name" });
    await waitFor(() => {
      expect(document.activeElement).toBe(field);
    });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Save" }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    await userEvent.tab();
    expect(document.activeElement).toBe(field);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));

    await userEvent.keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    expect(document.activeElement).toBe(opener);
  });

  it("closes with the close button and with a click outside", async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Rename the team" closeLabel="Close it">
        <Body />
      </Dialog>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Close it" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.click(overlay());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("as an alert dialog ignores clicks outside but still closes with Escape", async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Delete?" role="alertdialog">
        <Body />
      </Dialog>,
    );
    screen.getByRole("alertdialog", { name: "Delete?" });
    await userEvent.click(overlay());
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("while not dismissible ignores Escape, clicks outside and disables the close button", async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Saving" dismissible={false}>
        <Body />
      </Dialog>,
    );
    await userEvent.keyboard("{Escape}");
    await userEvent.click(overlay());
    expect(screen.getByRole("button", { name: "Close" })).toHaveProperty("disabled", true);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeDefined();
  });

  it("focuses the element named by initialFocus on open", async () => {
    function WithInitialFocus() {
      const target = useRef<HTMLButtonElement>(null);
      return (
        <Dialog open onOpenChange={vi.fn()} title="Choose" initialFocus={target}>
          <input aria-label="First" />
          <button type="button" ref={target}>
            Preferred
          </button>
        </Dialog>
      );
    }
    render(<WithInitialFocus />);
    await waitFor(() => {
      expect(document.activeElement?.textContent).toBe("Preferred");
    });
  });
});
