import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAutoRefresh } from "./use-auto-refresh";

let visibility: DocumentVisibilityState = "visible";

function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange"));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = "visible";
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("useAutoRefresh", () => {
  it("refreshes once per interval while the page is visible", () => {
    const refresh = vi.fn();
    renderHook(() => {
      useAutoRefresh(refresh, 60_000);
    });
    vi.advanceTimersByTime(59_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it("pauses while the tab is hidden and catches up at once when it shows again", () => {
    const refresh = vi.fn();
    renderHook(() => {
      useAutoRefresh(refresh, 60_000);
    });
    vi.advanceTimersByTime(30_000);
    setVisibility("hidden");
    vi.advanceTimersByTime(10 * 60_000);
    expect(refresh).not.toHaveBeenCalled();
    setVisibility("visible");
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("does not refresh early after a short absence", () => {
    const refresh = vi.fn();
    renderHook(() => {
      useAutoRefresh(refresh, 60_000);
    });
    vi.advanceTimersByTime(10_000);
    setVisibility("hidden");
    vi.advanceTimersByTime(5_000);
    setVisibility("visible");
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(59_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("starts paused in a hidden tab, calls the latest callback and stops when unmounted", () => {
    visibility = "hidden";
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ refresh }) => {
        useAutoRefresh(refresh, 60_000);
      },
      { initialProps: { refresh: first } },
    );
    vi.advanceTimersByTime(5 * 60_000);
    expect(first).not.toHaveBeenCalled();
    rerender({ refresh: second });
    setVisibility("visible");
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    vi.advanceTimersByTime(5 * 60_000);
    setVisibility("hidden");
    setVisibility("visible");
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});
