import { LANGUAGE_OPTIONS } from "@canvass/sdk/locale";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { LanguagePopup, type LanguagePopupProps } from "./LanguagePopup";

function renderPopup(props: Partial<LanguagePopupProps> = {}) {
  const onSelect = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <LanguagePopup
      open
      onOpenChange={onOpenChange}
      options={LANGUAGE_OPTIONS}
      current="en-CA"
      onSelect={onSelect}
      {...props}
    />,
  );
  return { onSelect, onOpenChange };
}

function option(name: string): HTMLElement {
  return screen.getByRole("button", { name: new RegExp(`^${name}`) });
}

describe("LanguagePopup", () => {
  it("lists every language in its own language, the current one disabled and marked", async () => {
    renderPopup();
    screen.getByRole("dialog", { name: "Language" });
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("button")?.getAttribute("lang"))).toEqual(
      LANGUAGE_OPTIONS.map((language) => language.value),
    );
    const current = option("English \\(Canada\\)");
    expect(current.getAttribute("aria-current")).toBe("true");
    expect(current).toHaveProperty("disabled", true);
    expect(option("Français \\(Canada\\)").getAttribute("aria-current")).toBeNull();
    expect(option("Français \\(Canada\\)")).toHaveProperty("disabled", false);
    expect(await axeViolations()).toEqual([]);
  });

  it("starts on the first other language; arrows, Home and End skip the current one", async () => {
    renderPopup({ current: "en-GB" });
    await waitFor(() => {
      expect(document.activeElement).toBe(option("English \\(Canada\\)"));
    });
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(option("English \\(India\\)"));
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(document.activeElement).toBe(option("Français \\(Canada\\)"));
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toBe(option("English \\(Canada\\)"));
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(option("Français \\(Canada\\)"));
  });

  it("Enter chooses the focused language and asks to close", async () => {
    const { onSelect, onOpenChange } = renderPopup();
    option("Español \\(Perú\\)").focus();
    await userEvent.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledExactlyOnceWith("es-PE");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("a click on the current language does nothing; Escape closes without choosing", async () => {
    const { onSelect, onOpenChange } = renderPopup();
    await userEvent.click(option("English \\(Canada\\)"), { pointerEventsCheck: 0 });
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("takes translated labels", () => {
    renderPopup({ labels: { title: "Langue", close: "Fermer" } });
    screen.getByRole("dialog", { name: "Langue" });
    screen.getByRole("button", { name: "Fermer" });
  });
});
