import type { ToastView } from "@canvass/machines";
import { NOTIFICATION_DISMISS_MS } from "@canvass/sdk/settings";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { Toast } from "./Toast";
import { Toaster } from "./Toaster";

const SAVED: ToastView = {
  id: 1,
  title: "Campaign saved",
  description: "The changes are live.",
  icon: undefined,
  severity: "success",
};
const FAILED: ToastView = {
  id: 2,
  title: "Export failed",
  description: undefined,
  icon: undefined,
  severity: "error",
};

function region(): HTMLElement {
  return screen.getByRole("region", { name: "Notifications (F8)" });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("lists the toasts in a named region, each with its title, description and close button", async () => {
    render(<Toaster toasts={[SAVED, FAILED]} duration={Infinity} />);
    const items = within(region()).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("data-severity"))).toEqual(["success", "error"]);
    expect(items[0]?.textContent).toContain("Campaign saved");
    expect(items[0]?.textContent).toContain("The changes are live.");
    expect(within(region()).getAllByRole("button", { name: "Dismiss notification" })).toHaveLength(
      2,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("dismisses a toast with its close button, by mouse or keyboard", async () => {
    const onDismiss = vi.fn();
    render(<Toaster toasts={[SAVED, FAILED]} onDismiss={onDismiss} duration={Infinity} />);
    const [first, second] = within(region()).getAllByRole("button", {
      name: "Dismiss notification",
    });
    if (!first || !second) throw new Error("two close buttons expected");
    await userEvent.click(second);
    expect(onDismiss).toHaveBeenLastCalledWith(2);
    first.focus();
    await userEvent.keyboard("{Enter}");
    expect(onDismiss).toHaveBeenLastCalledWith(1);
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it("F8 jumps to the toasts and Escape on a toast dismisses it", async () => {
    const onDismiss = vi.fn();
    render(<Toaster toasts={[SAVED]} onDismiss={onDismiss} duration={Infinity} />);
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(region().contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    expect(document.activeElement?.getAttribute("data-slot")).toBe("toast");
    await userEvent.keyboard("{Escape}");
    expect(onDismiss).toHaveBeenCalledWith(1);
  });

  it("dismisses each toast after NOTIFICATION_DISMISS_MS by default", () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Toaster toasts={[SAVED]} onDismiss={onDismiss} />);
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_DISMISS_MS - 1);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onDismiss).toHaveBeenCalledWith(1);
  });

  it("holds the timer while the pointer or focus is on the toasts", () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Toaster toasts={[SAVED]} onDismiss={onDismiss} duration={1000} />);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    fireEvent.pointerMove(region());
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerLeave(region());
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onDismiss).toHaveBeenCalledWith(1);
  });

  it("announces errors assertively and other toasts politely", async () => {
    const { rerender } = render(<Toaster toasts={[FAILED]} duration={Infinity} />);
    await waitFor(() => {
      const status = screen.getByRole("status");
      expect(status.getAttribute("aria-live")).toBe("assertive");
      expect(status.textContent).toBe("Notification Export failed");
    });
    rerender(<Toaster toasts={[SAVED]} duration={Infinity} />);
    await waitFor(() => {
      const status = screen.getByRole("status");
      expect(status.getAttribute("aria-live")).toBe("polite");
      expect(status.textContent).toBe("Notification Campaign saved The changes are live.");
    });
  });

  it("draws a named icon through renderIcon, and takes translated labels", () => {
    render(
      <Toaster
        toasts={[{ ...SAVED, icon: "rocket" }, FAILED]}
        duration={Infinity}
        renderIcon={(toast) => <svg data-testid={`icon-${toast.icon ?? ""}`} />}
        labels={{ region: "Avis ({hotkey})", close: "Fermer" }}
      />,
    );
    const toasts = screen.getByRole("region", { name: "Avis (F8)" });
    expect(within(toasts).getByTestId("icon-rocket")).toBeDefined();
    expect(within(toasts).getAllByRole("button", { name: "Fermer" })).toHaveLength(2);
  });
});

describe("Toast", () => {
  it("renders inside a Toaster beside the listed toasts, with its own duration", () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <Toaster duration={Infinity}>
        <Toast title="Copied" severity="info" duration={500} onDismiss={onDismiss} />
      </Toaster>,
    );
    expect(within(region()).getByRole("listitem").textContent).toContain("Copied");
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
