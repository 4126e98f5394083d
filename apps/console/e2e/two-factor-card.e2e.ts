/**
 * Two-factor sign-in on a user's edit page (issue #17 item 9), as an admin against the real
 * server: turning it on is confirmed first, then shows once (inline, not under a toast) the QR
 * code, the secret and the ten recovery codes with copy and download; the page then says it is on
 * and turning it on again is a confirmed "replace"; turning it off is confirmed and disables the
 * button. The server's answer to the user's own sign-in checks each step. The state shows from
 * the page's load (the user's `two_factor_enabled`): a user with it on opens with "on", "Replace
 * the secret" and "Turn it off" enabled; a user with it off with "off" and "Turn it off" disabled.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { visible } from "./support/console-page";
import { e2eEnv, loginOf } from "./support/env";
import { apiSend, createUser, uniqueName } from "./support/users-api";

const browser = browserFixture();
const PASSWORD = "correct-horse-battery";

let admin: SignedIn;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
});

async function signInStatus(username: string): Promise<string> {
  const answer = await fetch(`${e2eEnv().baseUrl}/api/users/auth/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  return ((await answer.json()) as { status: string }).status;
}

describe("two-factor sign-in on the edit page", () => {
  it("confirms, shows the QR code and the recovery codes once, then the state", async () => {
    const username = uniqueName("twofactor");
    const user = await createUser(admin, { username, team: admin.team, role: "rep" });
    const name = user.full_name;
    const page = await browser.openPage({ session: admin });
    await page.goto(`/user/${user.id}/edit/general`);

    await (await visible(page.getByRole("button", { name: "Turn on two-factor sign-in" }))).click();
    const dialog = await visible(page.getByRole("alertdialog"));
    expect(await dialog.textContent()).toContain(name);
    // The body is the sentence with the name in it, not the message's key.
    expect(await dialog.textContent()).toContain(`${name} gets a new secret`);
    expect(await dialog.textContent()).not.toContain("users.twoFactor");
    expect(await signInStatus(username), "nothing changes before confirming").toBe("signedIn");
    await dialog.getByRole("button", { name: "Turn on", exact: true }).click();

    await page.getByRole("alertdialog").waitFor({ state: "hidden" });
    const setup = await visible(page.getByRole("region", { name: "Authenticator set-up" }));
    await visible(
      setup.getByRole("img", { name: `QR code of the authenticator secret for ${name}` }),
    );
    const codes = await setup
      .getByRole("list", { name: "Recovery codes" })
      .getByRole("listitem")
      .allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[0-9]{8}$/);
    const secret = setup.locator("code");
    expect(await secret.textContent()).toMatch(/^[A-Z2-7]+=*$/);
    // Nothing lies over the secret (the success message is inline, not a toast on top).
    await secret.scrollIntoViewIfNeeded();
    const onTop = await secret.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && element.contains(top)
        ? "the secret"
        : String(top?.outerHTML.slice(0, 200));
    });
    expect(onTop).toBe("the secret");
    await visible(setup.getByRole("button", { name: "Copy the codes" }));
    await visible(setup.getByRole("button", { name: "Download the codes" }));
    expect(await page.getByTestId("two-factor-state").textContent()).toBe(
      `Two-factor sign-in is on for ${name}`,
    );
    expect(await signInStatus(username)).toBe("secondStepRequired");

    // Turning it on again replaces the secret: asked first, and cancelling changes nothing.
    await page.getByRole("button", { name: "Replace the secret" }).click();
    await (
      await visible(page.getByRole("alertdialog"))
    )
      .getByRole("button", { name: "Cancel" })
      .click();
    expect(await setup.getByRole("listitem").allTextContents()).toEqual(codes);

    await page.getByRole("button", { name: "Turn it off" }).click();
    await (
      await visible(page.getByRole("alertdialog"))
    )
      .getByRole("button", { name: "Turn it off" })
      .click();
    await expect
      .poll(() => page.getByTestId("two-factor-state").textContent())
      .toBe(`Two-factor sign-in is off for ${name}`);
    expect(await page.getByRole("region", { name: "Authenticator set-up" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Turn it off" }).isDisabled()).toBe(true);
    expect(await signInStatus(username)).toBe("signedIn");
  });

  it("shows the state from the page's load", async () => {
    const onName = uniqueName("twofactoron");
    const offName = uniqueName("twofactoroff");
    const [withIt, without] = await Promise.all([
      createUser(admin, { username: onName, team: admin.team, role: "rep" }),
      createUser(admin, { username: offName, team: admin.team, role: "rep" }),
    ]);
    await apiSend(admin, "POST", `/players/${withIt.id}/2fa/`, { enabled: true });
    const page = await browser.openPage({ session: admin });

    await page.goto(`/user/${withIt.id}/edit/general`);
    await expect
      .poll(() => page.getByTestId("two-factor-state").textContent())
      .toBe(`Two-factor sign-in is on for ${withIt.full_name}`);
    await visible(page.getByRole("button", { name: "Replace the secret" }));
    expect(await page.getByRole("button", { name: "Turn on two-factor sign-in" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Turn it off" }).isEnabled()).toBe(true);
    expect(await page.getByRole("region", { name: "Authenticator set-up" }).count()).toBe(0);

    await page.goto(`/user/${without.id}/edit/general`);
    await expect
      .poll(() => page.getByTestId("two-factor-state").textContent())
      .toBe(`Two-factor sign-in is off for ${without.full_name}`);
    await visible(page.getByRole("button", { name: "Turn on two-factor sign-in" }));
    expect(await page.getByRole("button", { name: "Turn it off" }).isDisabled()).toBe(true);
  });
});
