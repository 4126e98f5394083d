import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { Dropdown, type DropdownProps } from "./Dropdown";
import type { DropdownOption } from "./dropdown.options";

const TEAMS: readonly DropdownOption[] = [
  { value: 1, display: "North", subtext: "Team" },
  { value: 2, display: "South", subtext: "Campaign" },
  { value: 3, display: "East" },
  { value: 4, display: "Sunrise" },
];

function renderDropdown(props: Partial<DropdownProps> = {}) {
  const onValueChange = vi.fn();
  const view = render(
    <Dropdown aria-label="Team" options={TEAMS} onValueChange={onValueChange} {...props} />,
  );
  const trigger = screen.getByRole("combobox", { name: "Team" });
  return { ...view, trigger, onValueChange };
}

/** The option the combobox points at with aria-activedescendant. */
function activeOption(combobox: HTMLElement): string | null {
  const id = combobox.getAttribute("aria-activedescendant");
  return id === null ? null : (document.getElementById(id)?.textContent ?? null);
}

describe("Dropdown (plain mode)", () => {
  it("is a closed combobox button showing the placeholder, then the selected option", () => {
    const { trigger, rerender } = renderDropdown({ placeholder: "Pick a team" });
    expect(trigger.tagName).toBe("BUTTON");
    expect(trigger).toHaveProperty("type", "button");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(trigger.getAttribute("aria-haspopup")).toBe("listbox");
    expect(trigger.textContent).toBe("Pick a team");
    rerender(<Dropdown aria-label="Team" options={TEAMS} value="3" />);
    expect(trigger.textContent).toBe("East");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("opens with the keyboard on the selected option, moves with arrows, Home and End, and Enter picks", async () => {
    const { trigger, onValueChange } = renderDropdown({ value: 2 });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    const listbox = screen.getByRole("listbox", { name: "Team" });
    expect(trigger.getAttribute("aria-controls")).toBe(listbox.id);
    expect(screen.getAllByRole("option")).toHaveLength(4);
    expect(activeOption(trigger)).toBe("SouthCampaign");
    expect(
      screen.getByRole("option", { name: "South Campaign" }).getAttribute("aria-selected"),
    ).toBe("true");
    await userEvent.keyboard("{ArrowDown}");
    expect(activeOption(trigger)).toBe("East");
    await userEvent.keyboard("{End}");
    expect(activeOption(trigger)).toBe("Sunrise");
    await userEvent.keyboard("{ArrowDown}");
    expect(activeOption(trigger)).toBe("Sunrise");
    await userEvent.keyboard("{Home}");
    expect(activeOption(trigger)).toBe("NorthTeam");
    await userEvent.keyboard("{ArrowUp}");
    expect(activeOption(trigger)).toBe("NorthTeam");
    expect(await axeViolations()).toEqual([]);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(3, TEAMS[2]);
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("opens with Space and Enter, picks with Space, and closes on Escape without picking", async () => {
    const { trigger, onValueChange } = renderDropdown();
    trigger.focus();
    await userEvent.keyboard(" ");
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(activeOption(trigger)).toBe("NorthTeam");
    await userEvent.keyboard("{Escape}");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(trigger);
    await userEvent.keyboard("{Enter}");
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    await userEvent.keyboard("{ArrowDown} ");
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(2, TEAMS[1]);
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
  });

  it("jumps to an option by typing its first letters, cycling on a repeated letter", async () => {
    const { trigger, onValueChange } = renderDropdown();
    trigger.focus();
    await userEvent.keyboard("s");
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(activeOption(trigger)).toBe("SouthCampaign");
    await userEvent.keyboard("s");
    expect(activeOption(trigger)).toBe("Sunrise");
    await userEvent.keyboard("{Enter}");
    expect(onValueChange).toHaveBeenCalledWith(4, TEAMS[3]);
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}ea");
    expect(activeOption(trigger)).toBe("East");
  });

  it("picks with the pointer and closes when clicking outside", async () => {
    const { trigger, onValueChange } = renderDropdown({ defaultValue: 1 });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole("option", { name: "East" }));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(3, TEAMS[2]);
    expect(trigger.textContent).toBe("East");
    await userEvent.click(trigger);
    expect(screen.getByRole("listbox")).toBeTruthy();
    await userEvent.click(document.body);
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("keeps a numeric model numeric and a text model text", async () => {
    const textOptions = [
      { value: "1", display: "One" },
      { value: "2", display: "Two" },
    ];
    const { trigger, onValueChange, rerender } = renderDropdown({
      options: textOptions,
      value: 1,
    });
    expect(trigger.textContent).toBe("One");
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onValueChange).toHaveBeenLastCalledWith(2, textOptions[1]);
    rerender(
      <Dropdown aria-label="Team" options={textOptions} value="1" onValueChange={onValueChange} />,
    );
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onValueChange).toHaveBeenLastCalledWith("2", textOptions[1]);
  });

  it("does not open while disabled", async () => {
    const { trigger } = renderDropdown({ disabled: true });
    expect(trigger).toHaveProperty("disabled", true);
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("shows that it is loading, in the trigger and in the list", async () => {
    const { trigger } = renderDropdown({ loading: true, labels: { loading: "Chargement…" } });
    expect(trigger.getAttribute("aria-busy")).toBe("true");
    await userEvent.click(trigger);
    expect(screen.getByRole("status").textContent).toBe("Chargement…");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });

  it("passes error state and description through for a form field", () => {
    render(
      <>
        <label htmlFor="team">Team</label>
        <Dropdown id="team" options={TEAMS} error aria-describedby="team-error" />
        <p id="team-error">Choose a team</p>
      </>,
    );
    const trigger = screen.getByRole("combobox", { name: "Team" });
    expect(trigger.getAttribute("aria-invalid")).toBe("true");
    expect(trigger.getAttribute("aria-describedby")).toBe("team-error");
  });

  it("can be opened by its props and sets the input theme", () => {
    const { trigger } = renderDropdown({ defaultOpen: true, theme: "dark" });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(trigger.getAttribute("data-input-theme")).toBe("dark");
    expect(screen.getAllByRole("option")).toHaveLength(4);
  });
});

describe("Dropdown (search mode)", () => {
  it("opens into a search box that filters by value, display text and subtext", async () => {
    const onOpenChange = vi.fn();
    const { trigger } = renderDropdown({ searchable: true, onOpenChange });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    expect(onOpenChange).toHaveBeenCalledWith(true);
    const search = screen.getByRole("combobox", { name: "Search options" });
    expect(document.activeElement).toBe(search);
    await userEvent.keyboard("camp");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["SouthCampaign"]);
    await userEvent.clear(search);
    await userEvent.type(search, "3");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["East"]);
    await userEvent.clear(search);
    await userEvent.type(search, "  SOU ");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["SouthCampaign"]);
    expect(await axeViolations()).toEqual([]);
  });

  it("moves with arrows inside the results and Enter picks the active one", async () => {
    const { trigger, onValueChange } = renderDropdown({ searchable: true, value: 1 });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    const search = screen.getByRole("combobox", { name: "Search options" });
    expect(activeOption(search)).toBe("NorthTeam");
    await userEvent.keyboard("s");
    expect(screen.getAllByRole("option")).toHaveLength(3);
    expect(activeOption(search)).toBe("SouthCampaign");
    await userEvent.keyboard("{ArrowDown}");
    expect(activeOption(search)).toBe("East");
    await userEvent.keyboard("{Enter}");
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(3, TEAMS[2]);
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("starts the search with a letter typed on the closed trigger", async () => {
    const { trigger } = renderDropdown({ searchable: true });
    trigger.focus();
    await userEvent.keyboard("n");
    const search = screen.getByRole("combobox", { name: "Search options" });
    await userEvent.keyboard("or");
    expect(search).toHaveProperty("value", "nor");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["NorthTeam"]);
  });

  it('says "no results" when nothing matches, and Enter then picks nothing', async () => {
    const { trigger, onValueChange } = renderDropdown({
      searchable: true,
      labels: { noResults: "Nothing found" },
    });
    await userEvent.click(trigger);
    await userEvent.keyboard("zzz");
    expect(screen.getByRole("status").textContent).toBe("Nothing found");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    const search = screen.getByRole("combobox", { name: "Search options" });
    expect(search.getAttribute("aria-activedescendant")).toBeNull();
    await userEvent.keyboard("{Enter}");
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it("closes on Escape, forgets the search and returns focus to the trigger", async () => {
    const { trigger } = renderDropdown({ searchable: true });
    await userEvent.click(trigger);
    await userEvent.keyboard("sou{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("combobox", { name: "Search options" })).toHaveProperty("value", "");
    expect(screen.getAllByRole("option")).toHaveLength(4);
    await userEvent.keyboard("{Tab}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
