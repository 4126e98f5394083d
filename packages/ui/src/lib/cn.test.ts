import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins truthy class names and drops falsy ones", () => {
    expect(cn("px-2", false, undefined, "text-sm", { hidden: false, block: true })).toBe(
      "px-2 text-sm block",
    );
  });

  it("lets a later Tailwind utility override a conflicting earlier one", () => {
    expect(cn("px-2 py-1 bg-red-500", "px-4", "bg-primary")).toBe("py-1 px-4 bg-primary");
  });
});
