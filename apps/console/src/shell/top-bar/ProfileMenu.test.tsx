import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Avatar } from "@canvass/ui";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProfileMenu, type ProfileMenuItem } from "./ProfileMenu";

afterEach(cleanup);

function renderMenu(items: readonly ProfileMenuItem[]) {
  render(
    <MemoryRouter initialEntries={["/dashboard"]}>
      <Routes>
        <Route path="/dashboard" element={<p>dashboard page</p>} />
        <Route path="/user/me" element={<p>own profile page</p>} />
      </Routes>
      <ProfileMenu
        name="Jane Doe"
        buttonLabel="Profile menu for Jane Doe"
        heading="Signed in as"
        items={items}
        avatar={<Avatar name="Jane Doe" size="sm" />}
      />
    </MemoryRouter>,
  );
  return screen.getByRole("button", { name: "Profile menu for Jane Doe" });
}

const signOut = vi.fn<() => void>();
const ITEMS: readonly ProfileMenuItem[] = [
  { id: "profile", label: "My profile", to: "/user/me" },
  { id: "language", label: "Language…" },
  { id: "signOut", label: "Sign out", onSelect: signOut },
];

describe("ProfileMenu", () => {
  it("is a closed menu button until pressed", () => {
    const button = renderMenu(ITEMS);
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("opens labelled by its button, with the user's name and every item, first item focused", () => {
    const button = renderMenu(ITEMS);
    fireEvent.click(button);
    const menu = screen.getByRole("menu", { name: "Profile menu for Jane Doe" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(menu.id);
    expect(screen.getByText("Signed in as").textContent).toContain("Jane Doe");
    const items = screen.getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["My profile", "Language…", "Sign out"]);
    expect(document.activeElement).toBe(items[0]);
  });

  it("moves focus with the arrows, wrapping, and with Home and End", () => {
    const button = renderMenu(ITEMS);
    fireEvent.keyDown(button, { key: "ArrowUp" });
    const items = screen.getAllByRole("menuitem");
    expect(document.activeElement).toBe(items[2]);
    const menu = screen.getByRole("menu");
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: "End" });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(menu, { key: "Home" });
    expect(document.activeElement).toBe(items[0]);
  });

  it("closes with Escape and gives focus back to its button", () => {
    const button = renderMenu(ITEMS);
    fireEvent.keyDown(button, { key: "ArrowDown" });
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("runs an action item after closing onto its button", () => {
    const button = renderMenu(ITEMS);
    fireEvent.click(button);
    fireEvent.click(screen.getByRole("menuitem", { name: "Sign out" }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("follows a link item and closes", () => {
    const button = renderMenu(ITEMS);
    fireEvent.click(button);
    const profile = screen.getByRole("menuitem", { name: "My profile" });
    expect(profile.getAttribute("href")).toBe("/user/me");
    fireEvent.click(profile);
    expect(screen.getByText("own profile page")).toBeTruthy();
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("closes on a press outside it", () => {
    const button = renderMenu(ITEMS);
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText("dashboard page"));
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
