/**
 * SFTP delivery from the export editor (issue 21, decision 0043), against a real `ssh2` SFTP
 * server on 127.0.0.1 started by this file: "Test connection" reports success and a wrong
 * password in words next to the button; a private key signs in too, and the server's host key is
 * pinned from the test's answer (decision 0057); the saved export's instance runs with the key and
 * the pinned host key, and its file lands in the remote folder.
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ed25519KeyPair,
  startSftpServer,
  type TestSftpServer,
} from "../../server/src/testing/sftp-server";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { uniqueTitle } from "./support/teams-api";

const browser = browserFixture();
let admin: SignedIn;
let sftp: TestSftpServer;
const userKey = ed25519KeyPair();

beforeAll(async () => {
  [admin, sftp] = await Promise.all([
    apiSignIn(loginOf("admin")),
    startSftpServer({ publicKey: userKey.public }),
  ]);
  mkdirSync(sftp.local("/incoming"));
});

afterAll(async () => {
  await sftp.close();
});

describe("exports over SFTP", () => {
  it("tests the connection, signs in with a key, pins the host key, saves and delivers a run", async () => {
    const page = await browser.openPage({ session: admin });
    await page.goto("/export/new");
    await (
      await visible(page.getByRole("textbox", { name: "Description" }))
    ).fill(uniqueTitle("SFTP file"));
    await page.getByRole("radio", { name: "SFTP" }).check();
    await page.getByRole("textbox", { name: "Host", exact: true }).fill(sftp.host);
    await page.getByRole("spinbutton", { name: "Port" }).fill(String(sftp.port));
    await page.getByRole("textbox", { name: "User name" }).fill(sftp.username);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("textbox", { name: "Remote folder" }).fill("/incoming");
    const outcome = page.locator('[data-slot="sftp-test"]');

    await page.getByRole("button", { name: "Test connection" }).click();
    await expect.poll(() => outcome.getAttribute("data-state"), { timeout: 30_000 }).toBe("failed");
    expect(await outcome.textContent()).toBe(
      `The connection failed: Authentication failed for user ${sftp.username}.`,
    );

    await page.getByLabel("Password").fill(sftp.password);
    await page.getByRole("button", { name: "Test connection" }).click();
    await expect.poll(() => outcome.getAttribute("data-state"), { timeout: 30_000 }).toBe("ok");
    expect(await outcome.textContent()).toBe(
      `Connected and able to write: Signed in as ${sftp.username} and wrote to /incoming.`,
    );
    expect(readdirSync(sftp.local("/incoming"))).toEqual([]);

    // A private key alone signs in; the answer's host key is pinned with one click.
    await page.getByLabel("Password").fill("");
    await page.getByRole("textbox", { name: "Private key" }).fill(userKey.private);
    await page.getByRole("button", { name: "Test connection" }).click();
    await expect.poll(() => outcome.getAttribute("data-state"), { timeout: 30_000 }).toBe("ok");
    const hostKey = page.getByRole("textbox", { name: "Host key fingerprint" });
    expect(await hostKey.inputValue()).toBe("");
    await page
      .getByRole("button", { name: `Pin this server’s key: ${sftp.hostKeyFingerprint}` })
      .click();
    expect(await hostKey.inputValue()).toBe(sftp.hostKeyFingerprint);

    await page.locator("form").getByRole("button", { name: "Create export" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/export\/(?!new$)[a-z0-9]+$/);
    const exportId = new URL(page.url()).pathname.split("/").pop() ?? "";
    const saved = await apiGet<{ Delivery: unknown }>(admin, `/exports/${exportId}/`);
    expect(saved.Delivery).toMatchObject({ sftp: { hostKey: sftp.hostKeyFingerprint } });
    expect(JSON.stringify(saved)).not.toContain("PRIVATE KEY");
    await (await visible(page.getByRole("link", { name: "New instance" }))).click();
    await expectPath(page, `/instance/${exportId}/new`);
    await (await visible(page.getByRole("textbox", { name: "Description" }))).fill("Nightly");
    await page.getByRole("button", { name: "Create instance" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/instance\/[a-z0-9]+$/);

    await (await visible(page.getByRole("button", { name: "Run now" }))).click();
    const run = page.locator('[data-slot="export-run"]');
    await expect.poll(() => run.getAttribute("data-state"), { timeout: 60_000 }).toBe("done");
    const delivered = readdirSync(sftp.local("/incoming"));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatch(/\.csv$/);
    const text = readFileSync(sftp.local(`/incoming/${delivered[0] ?? ""}`), "utf8");
    expect(text.startsWith('"ID"\r\n')).toBe(true);
    const rows = text.trimEnd().split("\r\n").length - 1;
    await visible(
      page.getByText(`${rows.toLocaleString("en-CA")} of ${rows.toLocaleString("en-CA")} rows`),
    );
    await page.close();
  });
});
