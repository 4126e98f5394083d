import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../testing/axe";
import { ClosableTabs, type ClosableTabItem } from "./ClosableTabs";

const ITEMS: readonly ClosableTabItem[] = [
  { value: "3fa9c1d2", label: "3fa9c1d2" },
  { value: "0b1c2d", label: "0b1c2d", status: "loading" },
  { value: "abcdef", label: "abcdef", status: "missing" },
];

function Harness({ initial = ITEMS }: { readonly initial?: readonly ClosableTabItem[] }) {
  const [items, setItems] = useState(initial);
  const [value, setValue] = useState<string | null>(initial[0]?.value ?? null);
  return (
    <ClosableTabs
      aria-label="Submissions"
      items={items}
      value={value}
      onValueChange={setValue}
      onClose={(closed) => {
        const next = items.filter((item) => item.value !== closed);
        setItems(next);
        if (closed === value) {
          const index = items.findIndex((item) => item.value === closed);
          setValue((next[index] ?? next[index - 1])?.value ?? null);
        }
      }}
    >
      <p>Panel of {value}</p>
    </ClosableTabs>
  );
}

const selected = () =>
  screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true");

describe("ClosableTabs", () => {
  it("is a named tab list whose active tab labels the panel, with named close buttons", async () => {
    render(<Harness />);
    expect(screen.getByRole("tablist", { name: "Submissions" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "3fa9c1d2",
      "0b1c2d",
      "abcdef",
    ]);
    expect(screen.getByRole("tab", { name: "0b1c2d Loading" })).toBeTruthy();
    expect(screen.getByRole("tabpanel", { name: "3fa9c1d2" }).textContent).toBe(
      "Panel of 3fa9c1d2",
    );
    expect(screen.getByRole("button", { name: "Close abcdef" })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it("moves with the arrows, Home and End, selecting as it goes", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "3fa9c1d2" }));
    await user.keyboard("{ArrowRight}");
    expect(selected()).toBe(screen.getByRole("tab", { name: "0b1c2d Loading" }));
    await user.keyboard("{End}");
    expect(selected()?.textContent).toBe("abcdef");
    expect(document.activeElement).toBe(selected());
    await user.keyboard("{ArrowRight}");
    expect(selected()?.textContent).toBe("3fa9c1d2");
    await user.keyboard("{ArrowLeft}{Home}");
    expect(selected()?.textContent).toBe("3fa9c1d2");
    expect(await axeViolations()).toEqual([]);
  });

  it("closes the focused tab with Delete and by its button, focus going to a neighbour", async () => {
    const user = userEvent.setup();
    render(<Harness initial={ITEMS.map((item) => ({ value: item.value, label: item.label }))} />);
    await user.tab();
    await user.keyboard("{Delete}");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["0b1c2d", "abcdef"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "0b1c2d" }));
    expect(selected()?.textContent).toBe("0b1c2d");
    await user.click(screen.getByRole("button", { name: "Close 0b1c2d" }));
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["abcdef"]);
    expect(screen.getByRole("tabpanel", { name: "abcdef" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Close abcdef" }));
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByRole("tabpanel")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
