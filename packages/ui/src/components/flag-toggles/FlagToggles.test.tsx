import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { FlagToggles, type FlagTogglesProps } from "./FlagToggles";
import { FLAG_GROUPS, FLAG_ITEMS } from "./flag-toggles.fixtures";

interface Lists {
  restricted: string[];
  exempt: string[];
}

/** The toggles with their lists kept in state, reporting every change. */
function Harness({
  initial,
  onLists,
  ...props
}: Partial<FlagTogglesProps> & { initial: Lists; onLists: (lists: Lists) => void }) {
  const [lists, setLists] = useState(initial);
  return (
    <FlagToggles
      groups={FLAG_GROUPS}
      flags={FLAG_ITEMS}
      {...lists}
      onChange={(next) => {
        setLists(next);
        onLists(next);
      }}
      {...props}
    />
  );
}

const restrict = (flag: string) => screen.getByRole("switch", { name: `Restricted: ${flag}` });
const exempt = (flag: string) => screen.getByRole("switch", { name: `Exempt: ${flag}` });
const row = (flag: string) => {
  const item = document.querySelector(`[data-flag="${flag}"]`);
  if (!(item instanceof HTMLElement)) throw new Error(`no row for ${flag}`);
  return item;
};

describe("FlagToggles", () => {
  it("groups the flags with their meaning and state, and switches them", async () => {
    const onLists = vi.fn<(lists: Lists) => void>();
    render(<Harness initial={{ restricted: ["nosublocation"], exempt: [] }} onLists={onLists} />);
    const people = screen.getByRole("group", { name: "Users and teams" });
    expect(within(people).getByText("Cannot create teams.")).toBeTruthy();
    expect(restrict("nosublocation").getAttribute("aria-checked")).toBe("true");
    expect(row("nosublocation").dataset.state).toBe("restricted");
    expect(row("nosubpay").textContent).toContain("Restricted by default");
    expect(row("norunexports").textContent).toContain("Does not apply to this role");
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(restrict("nocreateteams"));
    expect(onLists).toHaveBeenLastCalledWith({
      restricted: ["nocreateteams", "nosublocation"],
      exempt: [],
    });
    expect(row("nocreateteams").dataset.state).toBe("restricted");

    // Keyboard: Space toggles the focused switch.
    exempt("nosubpay").focus();
    await userEvent.keyboard(" ");
    expect(onLists).toHaveBeenLastCalledWith({
      restricted: ["nocreateteams", "nosublocation"],
      exempt: ["nosubpay"],
    });
    expect(row("nosubpay").dataset.state).toBe("exempt");
  });

  it("keeps each flag in one list: exempting a restricted flag lifts the restriction", async () => {
    const onLists = vi.fn<(lists: Lists) => void>();
    render(<Harness initial={{ restricted: ["nocreateteams"], exempt: [] }} onLists={onLists} />);
    await userEvent.click(exempt("nocreateteams"));
    expect(onLists).toHaveBeenLastCalledWith({ restricted: [], exempt: ["nocreateteams"] });
    expect(restrict("nocreateteams").getAttribute("aria-checked")).toBe("false");
    await userEvent.click(restrict("nocreateteams"));
    expect(onLists).toHaveBeenLastCalledWith({ restricted: ["nocreateteams"], exempt: [] });
  });

  it("read-only: locked switches described by the reason", async () => {
    const onChange = vi.fn();
    render(
      <FlagToggles
        groups={FLAG_GROUPS}
        flags={FLAG_ITEMS}
        restricted={["nocreateteams"]}
        exempt={["nosubpay"]}
        onChange={onChange}
        readOnly
        readOnlyReason="Only admins can change restriction flags."
      />,
    );
    const locked = restrict("nocreateteams");
    expect(locked).toHaveProperty("disabled", true);
    expect(locked.getAttribute("aria-checked")).toBe("true");
    const reason = document.getElementById(locked.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("Only admins can change restriction flags.");
    await userEvent.click(locked);
    expect(onChange).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it("without exemption (a client's flags): only the restricted switch", async () => {
    const onLists = vi.fn();
    render(
      <Harness initial={{ restricted: [], exempt: [] }} onLists={onLists} exemptable={false} />,
    );
    expect(screen.queryAllByRole("switch", { name: /^Exempt: / })).toEqual([]);
    expect(screen.getAllByRole("switch", { name: /^Restricted: / })).toHaveLength(
      FLAG_ITEMS.length,
    );
    await userEvent.click(restrict("nocreateteams"));
    expect(onLists).toHaveBeenLastCalledWith({ restricted: ["nocreateteams"], exempt: [] });
  });

  it("a summary lists only what is set, or says nothing is", () => {
    const { rerender } = render(
      <FlagToggles
        groups={FLAG_GROUPS}
        flags={FLAG_ITEMS.filter((flag) => flag.defaultOn !== true)}
        restricted={["nosublocation"]}
        exempt={[]}
        readOnly
        onlyActive
      />,
    );
    expect(screen.getAllByRole("switch").length).toBe(2);
    expect(screen.queryByRole("group", { name: "Users and teams" })).toBeNull();
    rerender(
      <FlagToggles
        groups={FLAG_GROUPS}
        flags={FLAG_ITEMS.filter((flag) => flag.defaultOn !== true)}
        restricted={[]}
        exempt={[]}
        readOnly
        onlyActive
        labels={{ empty: "Nothing set" }}
      />,
    );
    expect(screen.queryAllByRole("switch")).toEqual([]);
    expect(screen.getByText("Nothing set")).toBeTruthy();
  });
});
