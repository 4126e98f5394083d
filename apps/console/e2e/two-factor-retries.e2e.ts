/**
 * /2fa after too many wrong codes (issue #17 item 21): the server ends the challenge ("Too many
 * tries: sign in again", the SDK's `AUTH_REASONS.tooManyTries`), so the page stops taking codes
 * and offers the one step left, back to sign-in (where the five wrong codes now count toward the
 * sign-in throttle of that username and address).
 */
import { AUTH_REASONS } from "@canvass/sdk/tokens";
import { describe, expect, it } from "vitest";
import { browserFixture } from "./support/browser";
import { alertWith, expectPath, submitCode, submitLogin, visible } from "./support/console-page";
import { twoFactorLogin } from "./support/env";
import { totpCode, wrongTotpCode } from "./support/totp";

const browser = browserFixture();
/** The server's `CHALLENGE_MAX_TRIES`: the next code after these is refused for good. */
const MAX_TRIES = 5;

describe("/2fa after too many tries", () => {
  it("stops taking codes and leads back to sign-in", async () => {
    const login = twoFactorLogin();
    // Its own client address: the wrong codes count toward the (username, address) throttle.
    const page = await browser.openPage({ clientAddress: "203.0.113.21" });
    await page.goto("/login");
    await submitLogin(page, login.username, login.password);
    await expectPath(page, "/2fa");
    for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
      await submitCode(page, wrongTotpCode(login.totpSecret));
      await alertWith(page, AUTH_REASONS.invalidCode);
    }
    await submitCode(page, totpCode(login.totpSecret));
    await alertWith(page, AUTH_REASONS.tooManyTries);

    const codeField = page.getByRole("textbox", { name: "Verification code", exact: true });
    expect(await codeField.count(), "the code field is gone").toBe(0);
    expect(await page.getByRole("button", { name: "Verify", exact: true }).count()).toBe(0);
    const again = await visible(page.getByRole("button", { name: "Sign in again", exact: true }));
    // The focus moves to it in an effect after the button is drawn.
    await expect
      .poll(() => again.evaluate((button) => button === document.activeElement))
      .toBe(true);

    await again.click();
    await expectPath(page, "/login");
    // The sign-in form again (signing in now waits out the throttle: decision 0014).
    await visible(page.getByRole("textbox", { name: "Username", exact: true }));
  });
});
