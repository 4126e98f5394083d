// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { holdNavigationUntilRouter, navigateTo, setNavigator } from "./navigation";

describe("navigation held until the router registers", () => {
  it("makes the last navigation asked for before the router with the router, then goes straight", () => {
    holdNavigationUntilRouter();
    navigateTo("/elsewhere");
    navigateTo("/login", { replace: true });
    const router = vi.fn();
    setNavigator(router);
    expect(router.mock.calls).toEqual([["/login", { replace: true }]]);
    navigateTo("/subs");
    expect(router.mock.calls).toEqual([
      ["/login", { replace: true }],
      ["/subs", undefined],
    ]);
  });

  it("makes nothing when nothing was asked for while held", () => {
    holdNavigationUntilRouter();
    const router = vi.fn();
    setNavigator(router);
    expect(router).not.toHaveBeenCalled();
  });
});
