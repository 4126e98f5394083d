/**
 * Switching the language (spec §4): choosing "Français (Canada)" in the top bar's language popup
 * changes the visible text and `<html lang>`, saves `language` in the preferences, and survives
 * a reload — also in a new browser that never saw the choice (it comes from the preferences).
 * Then back to English. The root user is used: no other test file signs in as root, and its
 * preferences are put back as seeded after the file.
 */
import type { Locale } from "@canvass/sdk/locale";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { messages as enNav } from "../src/i18n/messages/nav/en-CA";
import { messages as frNav } from "../src/i18n/messages/nav/fr-CA";
import { messages as enTopBar } from "../src/i18n/messages/topbar/en-CA";
import { messages as frTopBar } from "../src/i18n/messages/topbar/fr-CA";
import { apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { expectedHomePath } from "./support/home";
import { readPreferences, replacePreferences, type Preferences } from "./support/preferences";
import { chooseLanguage } from "./support/top-bar";

const browser = browserFixture();

/** The names a person sees in each language (from the console's own message files). */
const NAMES = {
  "en-CA": {
    menu: enNav["nav.menu"] ?? "",
    button: enTopBar["topbar.language.button"] ?? "",
    title: enTopBar["topbar.language.title"] ?? "",
  },
  "fr-CA": {
    menu: frNav["nav.menu"] ?? "",
    button: frTopBar["topbar.language.button"] ?? "",
    title: frTopBar["topbar.language.title"] ?? "",
  },
} as const;

let root: SignedIn;
let seeded: Preferences | undefined;
beforeAll(async () => {
  root = await apiSignIn(loginOf("root"));
  seeded = await readPreferences(root);
});
afterAll(async () => {
  if (seeded !== undefined) await replacePreferences(root, seeded);
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Waits until the page shows `locale`: the menu's name and `<html lang>`. */
async function showsLanguage(page: Page, locale: "en-CA" | "fr-CA"): Promise<void> {
  await visible(page.getByRole("navigation", { name: NAMES[locale].menu, exact: true }));
  expect(await htmlLang(page)).toBe(locale.slice(0, 2));
}

async function savedLanguage(): Promise<Locale | undefined> {
  return (await readPreferences(root)).language;
}

it("switches to French, keeps it after a reload and in a new browser, and back", async () => {
  const home = await expectedHomePath(root);
  const page = await browser.openPage({ session: root });
  await page.goto(home);
  await showsLanguage(page, "en-CA");

  await chooseLanguage(page, "fr-CA", NAMES["en-CA"]);
  await showsLanguage(page, "fr-CA");
  await expect.poll(savedLanguage).toBe("fr-CA");

  await page.reload();
  await showsLanguage(page, "fr-CA");

  // A browser without the last choice in its storage reads it from the preferences.
  const elsewhere = await browser.openPage({ session: root });
  await elsewhere.goto(home);
  await showsLanguage(elsewhere, "fr-CA");

  await chooseLanguage(page, "en-CA", NAMES["fr-CA"]);
  await showsLanguage(page, "en-CA");
  await expect.poll(savedLanguage).toBe("en-CA");
});
