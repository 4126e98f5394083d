import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { SearchBox } from "./SearchBox";

describe("SearchBox", () => {
  it("is a named searchbox that reports the term on Enter", async () => {
    const onSearch = vi.fn();
    const onValueChange = vi.fn();
    render(<SearchBox onSearch={onSearch} onValueChange={onValueChange} />);
    const box = screen.getByRole("searchbox", { name: "Search" });
    expect(box.getAttribute("placeholder")).toBe("Search…");
    await userEvent.type(box, "Anna{Enter}");
    expect(onValueChange).toHaveBeenLastCalledWith("Anna");
    expect(onSearch).toHaveBeenCalledExactlyOnceWith("Anna");
    expect(await axeViolations()).toEqual([]);
  });

  it("does not submit a surrounding form when it reports the search itself", async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => {
      event.preventDefault();
    });
    render(
      <form
        ref={(form) => {
          form?.addEventListener("submit", onSubmit);
        }}
      >
        <SearchBox onSearch={vi.fn()} />
      </form>,
    );
    await userEvent.type(screen.getByRole("searchbox"), "x{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("clears with Escape, and lets Escape through once it is empty", async () => {
    const onValueChange = vi.fn();
    const onClear = vi.fn();
    const outerEscape = vi.fn();
    render(<SearchBox defaultValue="Team" onValueChange={onValueChange} onClear={onClear} />);
    const listener = (event: KeyboardEvent) => {
      if (event.key === "Escape") outerEscape();
    };
    document.body.addEventListener("keydown", listener);
    onTestFinished(() => {
      document.body.removeEventListener("keydown", listener);
    });
    const box = screen.getByRole("searchbox", { name: "Search" });
    box.focus();
    await userEvent.keyboard("{Escape}");
    expect(box).toHaveProperty("value", "");
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("");
    expect(onClear).toHaveBeenCalledOnce();
    expect(outerEscape).not.toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
    expect(outerEscape).toHaveBeenCalledOnce();
    expect(onClear).toHaveBeenCalledOnce();
  });

  it("has a named clear button while there is text, which clears and refocuses", async () => {
    const onValueChange = vi.fn();
    render(<SearchBox labels={{ clear: "Suche leeren" }} onValueChange={onValueChange} />);
    expect(screen.queryByRole("button", { name: "Suche leeren" })).toBeNull();
    const box = screen.getByRole("searchbox");
    await userEvent.type(box, "ab");
    await userEvent.click(screen.getByRole("button", { name: "Suche leeren" }));
    expect(box).toHaveProperty("value", "");
    expect(onValueChange).toHaveBeenLastCalledWith("");
    expect(document.activeElement).toBe(box);
  });

  it("follows a controlled value", () => {
    const { rerender } = render(<SearchBox value="one" />);
    const box = screen.getByRole("searchbox");
    expect(box).toHaveProperty("value", "one");
    rerender(<SearchBox value="two" />);
    expect(box).toHaveProperty("value", "two");
  });

  it("shows loading as a spinner and aria-busy, with sizes and the input theme", () => {
    render(<SearchBox loading size="lg" theme="dark" />);
    const box = screen.getByRole("searchbox");
    expect(box.getAttribute("aria-busy")).toBe("true");
    const root = box.closest<HTMLElement>('[data-slot="search-box"]');
    expect(root?.getAttribute("data-input-theme")).toBe("dark");
    expect(root?.querySelector('[data-slot="input-spinner"] svg')).not.toBeNull();
    const frame = box.closest<HTMLElement>('[data-slot="input-frame"]');
    if (!frame) throw new Error("no input frame");
    expect(frame.getBoundingClientRect().height).toBe(40);
    expect(getComputedStyle(frame).backgroundColor).toBe("rgb(15, 23, 42)");
  });

  it("offers no clear button when disabled", () => {
    render(<SearchBox defaultValue="x" disabled />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("searchbox")).toHaveProperty("disabled", true);
  });
});
