import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { AssignmentPicker, matchesAssignment } from "./AssignmentPicker";
import { CAMPAIGN_ITEMS } from "./assignment-picker.fixtures";

describe("AssignmentPicker", () => {
  it("offers only what is not assigned, and assigns the ticked items", async () => {
    const onAssign = vi.fn();
    render(
      <AssignmentPicker
        assigned={CAMPAIGN_ITEMS.slice(0, 1)}
        options={CAMPAIGN_ITEMS}
        onAssign={onAssign}
        onRemove={() => undefined}
      />,
    );
    expect(screen.queryByRole("checkbox", { name: /Winter Appeal/ })).toBeNull();
    expect(screen.getAllByRole("checkbox")).toHaveLength(CAMPAIGN_ITEMS.length - 1);
    const assign = screen.getByRole("button", { name: "Assign 0" });
    expect(assign).toHaveProperty("disabled", true);
    await userEvent.click(screen.getByRole("checkbox", { name: /Phone Drive/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Online Giving/ }));
    await userEvent.click(screen.getByRole("button", { name: "Assign 2" }));
    expect(onAssign).toHaveBeenCalledWith(["c4", "c3"]);
    expect(await axeViolations()).toEqual([]);
  });

  it("removes one assignment by its named button; search keeps ticks", async () => {
    const onRemove = vi.fn();
    render(
      <AssignmentPicker
        assigned={CAMPAIGN_ITEMS.slice(0, 2)}
        options={CAMPAIGN_ITEMS}
        onAssign={() => undefined}
        onRemove={onRemove}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Remove Clean Water Doorstep" }));
    expect(onRemove).toHaveBeenCalledWith("c2");
    await userEvent.click(screen.getByRole("checkbox", { name: /Phone Drive/ }));
    await userEvent.type(screen.getByRole("searchbox"), "energie");
    expect(screen.getAllByRole("checkbox")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Assign 1" })).toHaveProperty("disabled", false);
  });

  it("is read-only without remove buttons or choice", () => {
    render(
      <AssignmentPicker
        assigned={CAMPAIGN_ITEMS.slice(0, 2)}
        options={CAMPAIGN_ITEMS}
        onAssign={() => undefined}
        onRemove={() => undefined}
        readOnly
      />,
    );
    expect(screen.queryAllByRole("button")).toEqual([]);
    expect(screen.queryAllByRole("checkbox")).toEqual([]);
    expect(screen.getByText("Winter Appeal")).toBeTruthy();
  });

  it("matches without case or accents", () => {
    expect(matchesAssignment({ id: "x", label: "Énergie Solidaire" }, "ENERGIE")).toBe(true);
    expect(matchesAssignment({ id: "x", label: "Winter", detail: "Field" }, "field")).toBe(true);
    expect(matchesAssignment({ id: "x", label: "Winter" }, "summer")).toBe(false);
  });
});
