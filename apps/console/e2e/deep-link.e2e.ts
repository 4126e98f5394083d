/**
 * Signing in from a deep link (issue #17 item 26): a signed-out visit to a gated address goes to
 * /login, and the completed sign-in (with its second step, when the account has one) returns to
 * that address when the operator may open it; otherwise the route's gate sends them home.
 */
import { can } from "@canvass/sdk/permissions";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, pathOf, submitLogin, submitTotpCode } from "./support/console-page";
import { loginOf, twoFactorLogin } from "./support/env";
import { expectedHomePath } from "./support/home";
import { permissionsOf } from "./support/permissions";

const browser = browserFixture();

let admin: SignedIn;
let rep: SignedIn;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  rep = await apiSignIn(loginOf("rep"));
});

describe("signing in from a deep link", () => {
  it("returns to the team page asked for", async () => {
    const page = await browser.openPage();
    const target = `/team/${admin.team}`;
    await page.goto(target);
    await expectPath(page, "/login");
    await submitLogin(page, loginOf("admin").username, loginOf("admin").password);
    await expectPath(page, target);
    await page.getByRole("heading", { level: 1 }).waitFor();
  });

  it("returns through the two-factor step too", async () => {
    const page = await browser.openPage();
    await page.goto("/tree?q=field");
    await expectPath(page, "/login");
    const login = twoFactorLogin();
    await submitLogin(page, login.username, login.password);
    await expectPath(page, "/2fa");
    await submitTotpCode(page, login.totpSecret);
    await expectPath(page, "/tree");
    expect(new URL(page.url()).search).toBe("?q=field");
  });

  it("sends an operator who may not open the page to their home", async () => {
    expect(can(await permissionsOf(rep), "ViewConfiguration")).toBe(false);
    const page = await browser.openPage();
    await page.goto("/configuration");
    await expectPath(page, "/login");
    await submitLogin(page, loginOf("rep").username, loginOf("rep").password);
    await expectPath(page, await expectedHomePath(rep));
    expect(pathOf(page)).not.toBe("/configuration");
  });
});
