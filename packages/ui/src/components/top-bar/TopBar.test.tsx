import { BREAKPOINTS } from "../../theme/layout";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { TopBar, type TopBarProps } from "./TopBar";

function Frame({ width, children }: { readonly width: number; readonly children: ReactNode }) {
  return (
    <div data-testid="frame" style={{ width }}>
      {children}
    </div>
  );
}

function renderBar(width: number, props: Partial<TopBarProps> = {}) {
  const result = render(
    <Frame width={width}>
      <TopBar onMenuToggle={vi.fn()} {...props} />
    </Frame>,
  );
  const bar = () => screen.getByRole("banner");
  return { ...result, bar };
}

describe("TopBar layout", () => {
  it("shows the search field inline and no menu button when wide", () => {
    const { bar } = renderBar(BREAKPOINTS.topBar);
    expect(bar().getAttribute("data-layout")).toBe("wide");
    expect(screen.getByRole("searchbox", { name: "Search" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Open search" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Menu" })).toBeNull();
  });

  it("folds the search into a button below the top-bar breakpoint", () => {
    const { bar } = renderBar(BREAKPOINTS.topBar - 1);
    expect(bar().getAttribute("data-layout")).toBe("compact");
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(screen.getByRole("button", { name: "Open search" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Menu" })).toBeNull();
  });

  it("shows the menu button below the menu breakpoint", () => {
    const { bar } = renderBar(BREAKPOINTS.menu - 1);
    expect(bar().getAttribute("data-layout")).toBe("narrow");
    expect(screen.getByRole("button", { name: "Open search" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Menu" })).toBeTruthy();
  });

  it("follows its container when it is resized, not the window", async () => {
    renderBar(900);
    const frame = screen.getByTestId("frame");
    expect(screen.getByRole("searchbox")).toBeTruthy();
    frame.style.width = "600px";
    await waitFor(() => {
      expect(screen.getByRole("banner").getAttribute("data-layout")).toBe("compact");
    });
    expect(screen.queryByRole("searchbox")).toBeNull();
    frame.style.width = "400px";
    await waitFor(() => {
      expect(screen.getByRole("button", { name: "Menu" })).toBeTruthy();
    });
    frame.style.width = "800px";
    await waitFor(() => {
      expect(screen.getByRole("searchbox")).toBeTruthy();
    });
    expect(screen.queryByRole("button", { name: "Menu" })).toBeNull();
  });

  it("keeps its height and draws the logo from the branding variable", () => {
    document.documentElement.style.setProperty(
      "--cv-logo",
      'url("data:image/gif;base64,R0lGODlhAQABAAAAACw=")',
    );
    try {
      const { bar } = renderBar(900, { labels: { brand: "Acme Fundraising" } });
      expect(bar().getBoundingClientRect().height).toBe(56);
      const logo = screen.getByRole("img", { name: "Acme Fundraising" });
      expect(getComputedStyle(logo).backgroundImage).toContain("data:image/gif");
    } finally {
      document.documentElement.style.removeProperty("--cv-logo");
    }
  });

  it("shows a given logo and decoration instead of the default", () => {
    renderBar(900, { logo: <a href="/">Acme</a>, decoration: <span data-testid="deco" /> });
    expect(screen.getByRole("link", { name: "Acme" })).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByTestId("deco")).toBeTruthy();
  });
});

describe("TopBar compact search", () => {
  it("expands into a focused field and folds back, focus returning to its button", async () => {
    const user = userEvent.setup();
    renderBar(600);
    await user.click(screen.getByRole("button", { name: "Open search" }));
    const input = screen.getByRole("searchbox", { name: "Search" });
    await waitFor(() => {
      expect(document.activeElement).toBe(input);
    });
    expect(screen.getByRole("banner").getAttribute("data-search")).toBe("expanded");
    await user.click(screen.getByRole("button", { name: "Close search" }));
    const toggle = screen.getByRole("button", { name: "Open search" });
    await waitFor(() => {
      expect(document.activeElement).toBe(toggle);
    });
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("takes the whole narrow bar while expanded, hiding logo, menu and actions", async () => {
    const user = userEvent.setup();
    renderBar(400, { actions: <button type="button">Language</button> });
    await user.click(screen.getByRole("button", { name: "Open search" }));
    expect(screen.queryByRole("button", { name: "Menu" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Language" })).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
    const input = screen.getByRole("searchbox");
    expect(input.getBoundingClientRect().width).toBeGreaterThan(250);
  });

  it("on Escape clears the text first, then folds away", async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn();
    renderBar(600, { onSearchChange });
    await user.click(screen.getByRole("button", { name: "Open search" }));
    await user.keyboard("ab");
    expect(onSearchChange).toHaveBeenLastCalledWith("ab");
    await user.keyboard("{Escape}");
    expect(onSearchChange).toHaveBeenLastCalledWith("");
    expect(screen.getByRole("searchbox")).toHaveProperty("value", "");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(screen.getByRole("button", { name: "Open search" })).toBeTruthy();
  });

  it("can start expanded", () => {
    renderBar(600, { defaultSearchExpanded: true, defaultSearchValue: "jane" });
    expect(screen.getByRole("searchbox")).toHaveProperty("value", "jane");
  });
});

describe("TopBar search and menu", () => {
  it("emits every change as typed, without debouncing, and Enter as a submit", async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn();
    const onSearchSubmit = vi.fn();
    renderBar(900, { onSearchChange, onSearchSubmit });
    await user.type(screen.getByRole("searchbox"), "jane{Enter}");
    expect(onSearchChange.mock.calls.map(([term]: unknown[]) => term)).toEqual([
      "j",
      "ja",
      "jan",
      "jane",
    ]);
    expect(onSearchSubmit).toHaveBeenCalledExactlyOnceWith("jane");
  });

  it("shows the value it is given when controlled", async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn();
    const { rerender } = render(<TopBar searchValue="abc" onSearchChange={onSearchChange} />);
    const input = screen.getByRole("searchbox");
    await user.type(input, "d");
    expect(onSearchChange).toHaveBeenLastCalledWith("abcd");
    expect(input).toHaveProperty("value", "abc");
    rerender(<TopBar searchValue="xyz" onSearchChange={onSearchChange} />);
    expect(input).toHaveProperty("value", "xyz");
  });

  it("toggles the side menu from the menu button, which says whether the menu is open", async () => {
    const user = userEvent.setup();
    const onMenuToggle = vi.fn();
    const { rerender } = renderBar(400, { onMenuToggle, menuOpen: false, menuId: "side-menu" });
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("aria-controls")).toBe("side-menu");
    await user.click(button);
    button.focus();
    await user.keyboard("{Enter}");
    expect(onMenuToggle).toHaveBeenCalledTimes(2);
    rerender(
      <Frame width={400}>
        <TopBar onMenuToggle={onMenuToggle} menuOpen menuId="side-menu" />
      </Frame>,
    );
    expect(screen.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("shows the menu button at every width when asked, and none without onMenuToggle", () => {
    const { unmount } = renderBar(900, { menuButton: "always" });
    expect(screen.getByRole("button", { name: "Menu" })).toBeTruthy();
    unmount();
    render(
      <Frame width={400}>
        <TopBar />
      </Frame>,
    );
    expect(screen.queryByRole("button", { name: "Menu" })).toBeNull();
  });

  it("hides the search for an operator who may search nothing", () => {
    renderBar(900, { showSearch: false });
    expect(screen.queryByRole("search")).toBeNull();
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("translates every text", () => {
    renderBar(400, {
      labels: { menu: "Menú", openSearch: "Abrir búsqueda", brand: "Marca" },
    });
    expect(screen.getByRole("button", { name: "Menú" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Abrir búsqueda" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Marca" })).toBeTruthy();
  });
});
