/**
 * E-mail delivery end to end (issue 24, decision 0040): an admin adds a sender domain, sees the
 * records to publish, validates them against a real DNS server on 127.0.0.1 with one record
 * wrong (named, with what was found) and then right; a password reset appears in /messages and
 * opens; a signed hard bounce marks it bounced and blocks the address.
 */
import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, visible } from "./support/console-page";
import { reportBounce, startZoneServer, type ZoneServer } from "./support/email-delivery";
import { e2eEnv, loginOf } from "./support/env";

const browser = browserFixture();

let admin: SignedIn;
let zone: ZoneServer;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  zone = await startZoneServer();
});
afterAll(async () => {
  await zone.close();
});

describe("sender domains", () => {
  it("adds a domain, shows its records, names the wrong one, then validates", async () => {
    const domain = `e2e${Date.now().toString(36)}.owls.test`;
    const page = await browser.openPage({ session: admin });
    await page.goto("/domains");
    await (await visible(page.getByRole("textbox", { name: "Domain" }))).fill(domain);
    await page.getByRole("button", { name: "Add domain" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/domains\/[^/]+$/);
    const id = new URL(page.url()).pathname.split("/").at(-1) ?? "";
    const stored = await apiGet<Schema<"EmailDomain">>(admin, `/emails/domains/${id}/`);
    expect(stored.domain).toBe(domain);
    const table = page.getByRole("table", { name: "DNS records" });
    await visible(table);
    for (const record of stored.records) {
      await visible(table.getByRole("cell", { name: record.name, exact: true }));
    }
    await expect
      .poll(() => page.getByTestId("domain-status").textContent())
      .toBe("Not validated yet");

    const value = (purpose: string) =>
      stored.records.find((r) => r.purpose === purpose)?.value ?? "";
    zone.set("TXT", domain, [value("spf")]);
    zone.set("TXT", `canvass._domainkey.${domain}`, ["v=DKIM1; k=rsa; p=STALEKEY"]);
    zone.set("TXT", `_dmarc.${domain}`, [value("dmarc")]);
    zone.set("CNAME", `bounces.${domain}`, [value("return-path")]);
    await page.getByRole("button", { name: "Validate" }).click();
    await expect.poll(() => page.getByTestId("domain-status").textContent()).toBe("Invalid");
    const dkimRow = table.getByRole("row").filter({ hasText: `canvass._domainkey.${domain}` });
    await visible(dkimRow.getByText("Wrong value"));
    await visible(dkimRow.getByText("Found instead: v=DKIM1; k=rsa; p=STALEKEY"));
    await expect.poll(() => table.getByText("Found", { exact: true }).count()).toBe(3);

    zone.set("TXT", `canvass._domainkey.${domain}`, [value("dkim")]);
    await page.getByRole("button", { name: "Validate" }).click();
    await expect.poll(() => page.getByTestId("domain-status").textContent()).toBe("Valid");
    await expect.poll(() => table.getByText("Found", { exact: true }).count()).toBe(4);

    await page.goto("/domains");
    await visible(page.getByRole("link", { name: domain }));
  }, 120_000);
});

describe("messages and bounces", () => {
  it("shows a sent message in /messages, opens it, and a bounce marks the address", async () => {
    const rep = loginOf("rep");
    const session = await apiSignIn(rep);
    const player = await apiGet<Schema<"Player">>(session, `/players/${session.player}/`);
    const reset = await fetch(`${e2eEnv().baseUrl}/api/users/password-reset/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: rep.username }),
    });
    expect(reset.status).toBe(202);
    const find = async () =>
      (
        await apiGet<Schema<"EmailMessageList">>(
          admin,
          `/emails/messages/?q=${encodeURIComponent(player.email)}`,
        )
      ).Result;
    // The message is queued after the 202 (a background job): a limit for a loaded machine.
    await expect.poll(async () => (await find()).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [message] = await find();
    if (message === undefined) throw new Error("no message");

    const page = await browser.openPage({ session: admin });
    await page.goto("/messages");
    await expectPath(page, "/messages");
    await (
      await visible(page.getByRole("searchbox", { name: "Search Communications" }))
    ).fill(player.email);
    const row = page.getByRole("row").filter({ hasText: player.email }).first();
    await visible(row.getByText("Sent", { exact: true }));
    await row.getByRole("button", { name: "Reset your Canvass password" }).click();
    const view = page.getByRole("region", { name: "Message Reset your Canvass password" });
    await visible(view.getByText(/reset_password\?token=/));

    const status = await reportBounce({
      email: player.email,
      type: "hard",
      reason: "550 5.1.1 User unknown",
      messageId: message.id,
    });
    expect(status).toBe(201);
    await page.reload();
    await (
      await visible(page.getByRole("searchbox", { name: "Search Communications" }))
    ).fill(player.email);
    await visible(
      page.getByRole("row").filter({ hasText: player.email }).getByText("Bounced", { exact: true }),
    );
    const bounced = await apiGet<Schema<"EmailMessageDetail">>(
      admin,
      `/emails/messages/${message.id}/`,
    );
    expect(bounced.message.status).toBe("bounced");
  }, 120_000);
});
