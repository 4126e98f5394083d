/**
 * The list pages that share `ListPage` fed by `useListCall` (decision 0055), as an admin opens
 * them: each shows its table named by its title, its search box, and its create action — a link
 * to the create page, or a button that opens the page's own form or dialog. Their own flows
 * (search, filters, rows, deletes) are tested in their own files. (`/dashpages` uses the same
 * pieces; the e2e host's admin is sent away from it, so it is not opened here.)
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { visible } from "./support/console-page";
import { loginOf } from "./support/env";

const browser = browserFixture();

let admin: SignedIn;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
});

interface ListPageCase {
  readonly path: string;
  readonly title: string;
  readonly create?: string;
  /** Where the create link leads, or what its button opens. */
  readonly opens?: { readonly href: string } | ((page: Page) => Promise<void>);
}

const CASES: readonly ListPageCase[] = [
  {
    path: "/campaigns",
    title: "Campaigns",
    create: "Create campaign",
    opens: { href: "/campaign/new" },
  },
  { path: "/clients", title: "Clients", create: "Create client", opens: { href: "/client/new" } },
  {
    path: "/reports",
    title: "Custom reports",
    create: "Create report",
    opens: { href: "/report/new" },
  },
  {
    path: "/sourcecodes",
    title: "Source codes",
    create: "Create source code",
    opens: { href: "/sourcecodes/new" },
  },
  { path: "/feedback", title: "Feedback" },
  { path: "/domains", title: "Sender domains" },
  {
    path: "/templates",
    title: "E-mail templates",
    create: "Create template",
    opens: async (page) => {
      await visible(page.getByRole("dialog"));
    },
  },
  {
    path: "/blocks",
    title: "E-mail blocks",
    create: "Create block",
    opens: async (page) => {
      await visible(page.getByRole("region", { name: "Create block", exact: true }));
    },
  },
];

describe("list pages", () => {
  it.each(CASES)(
    "$path: the table by its title, the search box and the create action",
    async (item) => {
      const page = await browser.openPage({ session: admin });
      await page.goto(item.path);
      await visible(page.getByRole("heading", { name: item.title, exact: true }));
      await visible(page.getByRole("table", { name: item.title, exact: true }));
      await visible(page.getByRole("searchbox", { name: `Search ${item.title}`, exact: true }));
      await visible(page.getByRole("navigation", { name: "Pagination", exact: true }));
      if (item.create === undefined || item.opens === undefined) return;
      if ("href" in item.opens) {
        const link = await visible(page.getByRole("link", { name: item.create, exact: true }));
        expect(await link.getAttribute("href")).toBe(item.opens.href);
        await link.click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(item.opens.href);
      } else {
        await (await visible(page.getByRole("button", { name: item.create, exact: true }))).click();
        await item.opens(page);
      }
    },
  );
});
