/**
 * Steps and checks on the console in a page, by role and accessible name (en-CA), the way a
 * person finds things: sign in through the form, wait for an address, find the menu.
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { E2eLogin } from "./env";
import { expectedTitle } from "./routes";
import { AUTH_REASONS } from "@canvass/sdk/tokens";
import { totpCode } from "./totp";

/**
 * Long enough for a cold chunk load on a busy 2-core machine; a limit, not a measurement. A
 * file's first page loads the console into a new context (about 5 CPU s idle): at CI's load of
 * 15–20, `teams.e2e`'s first "Create team" link took over 15 s (stop 29).
 */
export const UI_TIMEOUT_MS = 30_000;

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** Waits until the page's address is `path` (the console redirects on its own). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => pathOf(page), { timeout: UI_TIMEOUT_MS }).toBe(path);
}

/** Waits until the page's title is the one of the route at its address. */
export async function expectRouteTitle(page: Page): Promise<void> {
  const expected = expectedTitle(pathOf(page));
  await expect.poll(() => page.title(), { timeout: UI_TIMEOUT_MS }).toBe(expected);
}

/** The side menu, only there while signed in. */
export const sideNav = (page: Page): Locator =>
  page.getByRole("navigation", { name: "Main menu", exact: true });

/** Waits for an element to be visible (with the suite's timeout). */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: "visible", timeout: UI_TIMEOUT_MS });
  return locator;
}

/** Fills and sends the /login form (the page must be at /login). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await (
    await visible(page.getByRole("textbox", { name: "Username", exact: true }))
  ).fill(username);
  // A password field has no role; its label text ends with the hidden required marker "*".
  await page.getByLabel(/^Password\W*$/).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Fills and sends the /2fa form. */
export async function submitCode(page: Page, code: string): Promise<void> {
  await (
    await visible(page.getByRole("textbox", { name: "Verification code", exact: true }))
  ).fill(code);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
}

/**
 * Submits the two-factor user's current code on /2fa. Several tests sign that user in, and the
 * server takes each 30-second step's code once (later steps only): when an earlier test used
 * this step, the server says so and the next step's code (within its allowed drift) goes in.
 */
export async function submitTotpCode(page: Page, secret: string): Promise<void> {
  const now = Date.now();
  await submitCode(page, totpCode(secret, now));
  const used = page.getByRole("alert").filter({ hasText: AUTH_REASONS.codeUsed });
  const leftTwoFactor = page.waitForURL((url) => url.pathname !== "/2fa", {
    timeout: UI_TIMEOUT_MS,
  });
  const outcome = await Promise.race([
    leftTwoFactor.then(() => "signed-in" as const),
    used.waitFor({ state: "visible", timeout: UI_TIMEOUT_MS }).then(() => "used" as const),
  ]);
  leftTwoFactor.catch(() => undefined);
  if (outcome === "used") await submitCode(page, totpCode(secret, now + 30_000));
}

/** Signs in through /login (and /2fa with a fresh code for the two-factor user). */
export async function signIn(page: Page, login: E2eLogin): Promise<void> {
  await page.goto("/login");
  await submitLogin(page, login.username, login.password);
  if (login.totpSecret !== undefined) {
    await expectPath(page, "/2fa");
    await submitTotpCode(page, login.totpSecret);
  }
}

/** The `role="alert"` holding `text`, once visible. */
export const alertWith = (page: Page, text: string): Promise<Locator> =>
  visible(page.getByRole("alert").filter({ hasText: text }));

/**
 * Records in the page (across client-side navigations) every route whose "not built yet" page
 * was ever rendered, so a test can check a screen never showed, not even for a moment.
 */
export async function watchRenderedRoutes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    // Added nodes keep their subtree even when removed again before the observer runs.
    const collect = (node: Node) => {
      if (!(node instanceof Element)) return;
      for (const element of [node, ...node.querySelectorAll("[data-route]")]) {
        const id = element.getAttribute("data-route");
        if (id !== null) seen.add(id);
      }
    };
    Object.defineProperty(window, "__renderedRoutes", { value: () => [...seen] });
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "attributes") collect(record.target);
        for (const node of record.addedNodes) collect(node);
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-route"],
    });
  });
}

export async function renderedRoutes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const read = (window as unknown as { __renderedRoutes?: () => string[] }).__renderedRoutes;
    return read?.() ?? [];
  });
}
