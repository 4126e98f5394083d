/**
 * The top bar's global search and language popup in a page (en-CA names unless given), and the
 * search popup's state as the DOM shows it: hidden, loading, results or "no results".
 */
import { LANGUAGE_OPTIONS, type Locale } from "@canvass/sdk/locale";
import type { Locator, Page } from "playwright-core";
import { UI_TIMEOUT_MS, visible } from "./console-page";

export const searchBox = (page: Page): Locator =>
  page.getByRole("searchbox", { name: "Search", exact: true });

export const searchPopup = (page: Page): Locator =>
  page.getByRole("dialog", { name: "Search results", exact: true });

export const viewAllButton = (page: Page): Locator =>
  searchPopup(page).getByRole("button", { name: "View all submissions", exact: true });

/** What the search popup shows: `closed` when there is none. */
export type PopupState = "closed" | "loading" | "results" | "noResults";

/** What the search shows, read in one go. */
export interface SearchView {
  readonly state: PopupState;
  /** The result links' addresses, in order. */
  readonly links: string[];
  readonly viewAll: boolean;
  /** What the popup's live region says. */
  readonly announced: string;
  /** The text in the searchbox. */
  readonly term: string | null;
}

export async function readSearchPopup(page: Page): Promise<SearchView> {
  return page.evaluate(() => {
    const box = document.querySelector<HTMLInputElement>("[data-slot='top-bar-search'] input");
    const popup = document.querySelector("[data-slot='search-popup']");
    const status = popup?.getAttribute("data-status");
    const state: PopupState =
      status === "loading" || status === "results" || status === "noResults" ? status : "closed";
    const links = [...(popup?.querySelectorAll("[data-slot='search-result'] a") ?? [])].map(
      (link) => link.getAttribute("href") ?? "",
    );
    const viewAll = popup?.querySelector("[data-slot='search-view-all']") != null;
    const announced = popup?.querySelector("[role='status']")?.textContent ?? "";
    return { state, links, viewAll, announced, term: box?.value ?? null };
  });
}

/** The name a language goes by in the language popup (in its own language). */
export function languageName(locale: Locale): string {
  const option = LANGUAGE_OPTIONS.find((item) => item.value === locale);
  if (option === undefined) throw new Error(`no language option ${locale}`);
  return option.display;
}

/**
 * Chooses a language through the top bar's language button and popup; `button` and `title` are
 * the button's and popup's names in the language shown now.
 */
export async function chooseLanguage(
  page: Page,
  locale: Locale,
  names: { readonly button: string; readonly title: string },
): Promise<void> {
  await (await visible(page.getByRole("button", { name: names.button, exact: true }))).click();
  const popup = await visible(page.getByRole("dialog", { name: names.title, exact: true }));
  // Each option is named by its language, then its code (`Français (Canada) fr-CA`).
  await popup.getByRole("button", { name: `${languageName(locale)} ${locale}` }).click();
  await popup.waitFor({ state: "hidden", timeout: UI_TIMEOUT_MS });
}
