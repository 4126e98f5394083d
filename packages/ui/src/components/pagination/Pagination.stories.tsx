import { LARGE_PAGE_SIZE_OPTIONS } from "@canvass/sdk/settings";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Pagination, type PaginationProps } from "./Pagination";

/** Keeps page and size in state (as the console does) and still reports every change. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <div className="rounded-lg border border-line bg-surface shadow-card">
      <Pagination
        {...props}
        page={page}
        {...(pageSize === undefined ? {} : { pageSize })}
        onPageChange={(next) => {
          setPage(next);
          props.onPageChange(next);
        }}
        onPageSizeChange={(next) => {
          setPageSize(next);
          setPage(1);
          props.onPageSizeChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Data/Pagination",
  component: Pagination,
  args: {
    page: 1,
    pageSize: 50,
    totalCount: 1234,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 25: first and previous are disabled. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "First page" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await expect(canvas.getByText("1–50 of 1,234")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByText("51–100 of 1,234")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "First page" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/** Page 12 of 25: every button is enabled. */
export const MiddlePage: Story = { args: { page: 12 } };

/** The last page holds the remainder; next and last are disabled. */
export const LastPage: Story = {
  args: { page: 25 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("1,201–1,234 of 1,234")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next page" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Last page" })).toBeDisabled();
  },
};

/** The submissions and emails lists also offer 1000 rows per page. */
export const ThousandOption: Story = {
  args: { pageSizeOptions: LARGE_PAGE_SIZE_OPTIONS, pageSize: 1000, totalCount: 23_456 },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Rows per page" });
    await expect(select).toHaveValue("1000");
    await userEvent.selectOptions(select, "250");
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(250);
  },
};

/**
 * An estimated count (`CountApproximate`) with a cursor (`NextCursor`): "about", next enabled,
 * no jump to the last page.
 */
export const Approximate: Story = {
  args: { page: 3, totalCount: 12_000, countApproximate: true, hasNextPage: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("101–150 of about 12,000")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next page" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Last page" })).toBeDisabled();
  },
};

/** While a page loads every control is disabled. */
export const Disabled: Story = { args: { page: 4, disabled: true } };

/** French (Canada): the console passes translated labels and the locale of the numbers. */
export const Translated: Story = {
  args: {
    page: 2,
    totalCount: 12_345,
    locale: "fr-CA",
    labels: {
      navigation: "Pagination",
      rowsPerPage: "Lignes par page",
      range: ({ from, to, total, approximate }) =>
        `${from}–${to} sur ${approximate ? "environ " : ""}${total ?? "?"}`,
      page: (page, count) => `Page ${page} sur ${count ?? "?"}`,
      first: "Première page",
      previous: "Page précédente",
      next: "Page suivante",
      last: "Dernière page",
    },
  },
};
