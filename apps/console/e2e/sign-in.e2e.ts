/**
 * Signing in through the console against the real server: every role lands on its home with the
 * menu, a failure shows the server's own reason, the two-factor user passes /2fa, and a reset
 * request reaches the outbox.
 */
import { ROLE_HOME_PATHS } from "@canvass/machines";
import type { Schema } from "@canvass/sdk/contract";
import { isRole } from "@canvass/sdk/permissions";
import { describe, expect, it } from "vitest";
import {
  apiGet,
  apiSignIn,
  outbox,
  signInFailureReason,
  twoFactorFailureReason,
} from "./support/api";
import { browserFixture } from "./support/browser";
import {
  alertWith,
  expectPath,
  expectRouteTitle,
  sideNav,
  signIn,
  submitCode,
  submitTotpCode,
  submitLogin,
  visible,
} from "./support/console-page";
import { loginOf, twoFactorLogin } from "./support/env";
import { afterConsoleRedirects, expectedHomePath } from "./support/home";
import { wrongTotpCode } from "./support/totp";

const browser = browserFixture();

describe("sign-in", () => {
  it.each(["admin", "manager", "client", "callcenter", "rep"])(
    "signs in as %s and lands on the role's home with the menu",
    async (role) => {
      const login = loginOf(role);
      const home = await expectedHomePath(await apiSignIn(login));
      const page = await browser.openPage();

      await page.goto("/login");
      await visible(page.getByRole("button", { name: "Sign in", exact: true }));
      expect(await sideNav(page).count(), "no menu while signed out").toBe(0);
      await submitLogin(page, login.username, login.password);

      await expectPath(page, home);
      await visible(sideNav(page));
      await expectRouteTitle(page);
    },
  );

  it("shows the server's reason for a wrong password and stays signed out", async () => {
    const login = loginOf("callcenter");
    const wrong = `${login.password}-wrong`;
    const reason = await signInFailureReason(login.username, wrong);
    const page = await browser.openPage();

    await page.goto("/login");
    await submitLogin(page, login.username, wrong);

    const alert = await alertWith(page, reason);
    expect((await alert.textContent())?.trim()).toBe(reason);
    expect(await sideNav(page).count()).toBe(0);
    await expectPath(page, "/login");
  });

  it("takes the two-factor user through /2fa: a wrong code shows the reason, the right one signs in", async () => {
    const login = twoFactorLogin();
    const wrongCode = wrongTotpCode(login.totpSecret);
    const reason = await twoFactorFailureReason(login, wrongCode);
    const page = await browser.openPage();

    await page.goto("/login");
    await submitLogin(page, login.username, login.password);
    await expectPath(page, "/2fa");
    await expectRouteTitle(page);
    await submitCode(page, wrongCode);
    await alertWith(page, reason);
    expect(await sideNav(page).count()).toBe(0);

    await submitTotpCode(page, login.totpSecret);
    // Its own API sign-in would use up the code's time step, so its home comes from the role.
    if (!isRole(login.role)) throw new Error(`unknown role ${login.role}`);
    await expectPath(page, afterConsoleRedirects(ROLE_HOME_PATHS[login.role], "-"));
    await visible(sideNav(page));
  });

  it("writes a reset message to the outbox from /reset_password", async () => {
    const login = loginOf("manager");
    const session = await apiSignIn(login);
    const player = await apiGet<Schema<"Player">>(session, `/players/${session.player}/`);
    const before = (await outbox()).length;
    const page = await browser.openPage();

    await page.goto("/login");
    await (await visible(page.getByRole("link", { name: "Forgot your password?" }))).click();
    await expectPath(page, "/reset_password");
    await page
      .getByRole("textbox", { name: "Username or email", exact: true })
      .fill(login.username);
    await page.getByRole("button", { name: "Send reset link", exact: true }).click();
    await visible(page.getByRole("status").filter({ hasText: `“${login.username}”` }));

    // The message is queued after the 202 (a background job): a limit for a loaded machine.
    await expect.poll(async () => (await outbox()).length, { timeout: 30_000 }).toBe(before + 1);
    const mail = (await outbox()).at(-1);
    expect(mail?.to).toBe(player.email);
    expect(mail?.body).toContain(login.username);
    expect(mail?.body).toMatch(/\/reset_password\?token=[\w-]+/);
  });
});

describe("signed in through the UI, then reloaded", () => {
  it("keeps the session across a reload", async () => {
    const login = loginOf("admin");
    const page = await browser.openPage();
    await signIn(page, login);
    await expectPath(page, "/dashboard/subs");
    await page.reload();
    await visible(sideNav(page));
    await expectPath(page, "/dashboard/subs");
  });
});
