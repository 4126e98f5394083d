/**
 * SFTP delivery from the export editor (issue 21, decision 0043), against a real `ssh2` SFTP
 * server on 127.0.0.1 started by this file: "Test connection" reports success and a wrong
 * password in words next to the button; the saved export's instance runs and its file lands in
 * the remote folder, the same rows as the download.
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSftpServer, type TestSftpServer } from "../../server/src/testing/sftp-server";
import { apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { uniqueTitle } from "./support/teams-api";

const browser = browserFixture();
let admin: SignedIn;
let sftp: TestSftpServer;

beforeAll(async () => {
  [admin, sftp] = await Promise.all([apiSignIn(loginOf("admin")), startSftpServer()]);
  mkdirSync(sftp.local("/incoming"));
});

afterAll(async () => {
  await sftp.close();
});

describe("exports over SFTP", () => {
  it("tests the connection, saves an SFTP export and delivers a run to the server", async () => {
    const page = await browser.openPage({ session: admin });
    await page.goto("/export/new");
    await (
      await visible(page.getByRole("textbox", { name: "Description" }))
    ).fill(uniqueTitle("SFTP file"));
    await page.getByRole("radio", { name: "SFTP" }).check();
    await page.getByRole("textbox", { name: "Host" }).fill(sftp.host);
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

    await page.locator("form").getByRole("button", { name: "Create export" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/export\/(?!new$)[a-z0-9]+$/);
    const exportId = new URL(page.url()).pathname.split("/").pop() ?? "";
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
