import {
  DEFAULT_PAGE_SIZE,
  LARGE_PAGE_SIZE_OPTIONS,
  PAGE_SIZE_OPTIONS,
} from "@canvass/sdk/settings";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { Pagination } from "./Pagination";

function button(name: string): HTMLButtonElement {
  return screen.getByRole<HTMLButtonElement>("button", { name });
}

function sizeSelect(): HTMLSelectElement {
  return screen.getByRole<HTMLSelectElement>("combobox", { name: "Rows per page" });
}

describe("Pagination", () => {
  it("asks for the first, previous, next and last pages", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={12} totalCount={1234} onPageChange={onPageChange} />);
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeTruthy();
    expect(screen.getByText("551–600 of 1,234")).toBeTruthy();
    expect(screen.getByText("Page 12 of 25")).toBeTruthy();
    await userEvent.click(button("First page"));
    await userEvent.click(button("Previous page"));
    await userEvent.click(button("Next page"));
    await userEvent.click(button("Last page"));
    expect(onPageChange.mock.calls).toEqual([[1], [11], [13], [25]]);
    expect(await axeViolations()).toEqual([]);
  });

  it("works from the keyboard", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} totalCount={300} onPageChange={onPageChange} />);
    button("Previous page").focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(button("Next page"));
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    expect(onPageChange.mock.calls).toEqual([[3], [3]]);
  });

  it("disables first and previous on the first page, next and last on the last", async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <Pagination page={1} totalCount={1234} onPageChange={onPageChange} />,
    );
    expect([button("First page").disabled, button("Previous page").disabled]).toEqual([true, true]);
    expect([button("Next page").disabled, button("Last page").disabled]).toEqual([false, false]);
    await userEvent.click(button("Previous page"), { pointerEventsCheck: 0 });

    rerender(<Pagination page={25} totalCount={1234} onPageChange={onPageChange} />);
    expect(screen.getByText("1,201–1,234 of 1,234")).toBeTruthy();
    expect([button("First page").disabled, button("Previous page").disabled]).toEqual([
      false,
      false,
    ]);
    expect([button("Next page").disabled, button("Last page").disabled]).toEqual([true, true]);
    await userEvent.click(button("Next page"), { pointerEventsCheck: 0 });
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it("offers the SDK's page sizes with the default selected, and reports a new size as a number", async () => {
    const onPageSizeChange = vi.fn();
    render(
      <Pagination
        page={1}
        totalCount={1234}
        onPageChange={vi.fn()}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const select = sizeSelect();
    expect([...select.options].map((option) => Number(option.value))).toEqual([
      ...PAGE_SIZE_OPTIONS,
    ]);
    expect(select.value).toBe(String(DEFAULT_PAGE_SIZE));
    await userEvent.selectOptions(select, "100");
    expect(onPageSizeChange).toHaveBeenCalledWith(100);
    expect(await axeViolations()).toEqual([]);
  });

  it("offers 1000 only when asked to", () => {
    render(
      <Pagination
        page={1}
        pageSize={1000}
        totalCount={23_456}
        pageSizeOptions={LARGE_PAGE_SIZE_OPTIONS}
        onPageChange={vi.fn()}
        onPageSizeChange={vi.fn()}
      />,
    );
    const select = sizeSelect();
    expect([...select.options].map((option) => option.textContent)).toEqual([
      "10",
      "25",
      "50",
      "100",
      "250",
      "500",
      "1,000",
    ]);
    expect(select.value).toBe("1000");
    expect(screen.getByText("1–1,000 of 23,456")).toBeTruthy();
  });

  it("has no size chooser without onPageSizeChange", () => {
    render(<Pagination page={1} totalCount={10} onPageChange={vi.fn()} />);
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("with an approximate count says about, keeps next while a cursor exists and never jumps to last", () => {
    const { rerender } = render(
      <Pagination
        page={3}
        totalCount={12_000}
        countApproximate
        hasNextPage
        onPageChange={vi.fn()}
      />,
    );
    expect(screen.getByText("101–150 of about 12,000")).toBeTruthy();
    expect(screen.getByText("Page 3 of about 240")).toBeTruthy();
    expect(button("Next page").disabled).toBe(false);
    expect(button("Last page").disabled).toBe(true);

    // Past the estimate the cursor still decides: present, next stays; absent, it closes.
    rerender(
      <Pagination
        page={260}
        totalCount={12_000}
        countApproximate
        hasNextPage
        onPageChange={vi.fn()}
      />,
    );
    expect(button("Next page").disabled).toBe(false);
    rerender(
      <Pagination
        page={261}
        totalCount={12_000}
        countApproximate
        hasNextPage={false}
        pageItemCount={7}
        onPageChange={vi.fn()}
      />,
    );
    expect(button("Next page").disabled).toBe(true);
    expect(screen.getByText("13,001–13,007 of about 12,000")).toBeTruthy();
  });

  it("disables every control while a page loads", () => {
    render(
      <Pagination
        page={5}
        totalCount={1234}
        disabled
        onPageChange={vi.fn()}
        onPageSizeChange={vi.fn()}
      />,
    );
    for (const name of ["First page", "Previous page", "Next page", "Last page"]) {
      expect(button(name).disabled).toBe(true);
    }
    expect(sizeSelect().disabled).toBe(true);
  });

  it("takes translated labels and writes numbers in the given locale", () => {
    render(
      <Pagination
        page={2}
        totalCount={12_345}
        locale="fr-CA"
        onPageChange={vi.fn()}
        labels={{
          navigation: "Pages",
          next: "Page suivante",
          range: ({ from, to, total }) => `${from}–${to} sur ${total ?? "?"}`,
        }}
      />,
    );
    expect(screen.getByRole("navigation", { name: "Pages" })).toBeTruthy();
    expect(button("Page suivante")).toBeTruthy();
    expect(screen.getByText(/^51–100 sur 12\s345$/u)).toBeTruthy();
  });
});
