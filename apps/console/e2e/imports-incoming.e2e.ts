/**
 * Incoming submissions end to end (issue 23 acceptance, decision 0038): a device sends a
 * submission file with the SDK's client (`POST /accounts/incoming/`) through a loopback proxy in
 * front of the e2e server. The proxy lets the first upload reach the real handler and then
 * answers 503 (the answer lost on the way back); the client waits 1 s and sends it again; the
 * server recognises the submission id, so exactly one submission exists — counted through the
 * API and shown once in the console's `/subs` list of a campaign made for this file.
 */
import { randomBytes } from "node:crypto";
import { createCanvassClient, toFormData } from "@canvass/sdk/client";
import { silentLogger } from "@canvass/sdk/logging";
import { startFaultProxy, type FaultProxy } from "@canvass/server/testing/fault-proxy";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, authorization, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { visible } from "./support/console-page";
import { e2eEnv, loginOf } from "./support/env";

const browser = browserFixture();
const INCOMING = "/api/accounts/incoming/";

let admin: SignedIn;
let proxy: FaultProxy;
let campaign: { id: string; title: string };

beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  proxy = await startFaultProxy(e2eEnv().baseUrl);
  const title = `Zz Incoming ${Date.now().toString(36)}`;
  const answer = await fetch(`${e2eEnv().baseUrl}/api/campaigns/`, {
    method: "PUT",
    headers: { authorization: authorization(admin), "content-type": "application/json" },
    body: JSON.stringify({ title }),
  });
  if (answer.status !== 201) throw new Error(`createCampaign: HTTP ${String(answer.status)}`);
  campaign = { id: ((await answer.json()) as { id: string }).id, title };
});

afterAll(async () => {
  await proxy.close();
});

async function campaignRows(): Promise<{ ID: string; FirstName?: string }[]> {
  const list = await apiGet<{ Accounts: { ID: string; FirstName?: string }[] }>(
    admin,
    `/query/accounts/?Campaign=${campaign.id}&PageSize=50&Fields=ID,FirstName`,
  );
  return list.Accounts;
}

const listRows = (page: Page) =>
  page.getByRole("table", { name: "Submissions" }).locator("tbody tr[data-slot=row]");

describe("incoming submissions", () => {
  it("an upload retried after an injected 503 creates exactly one submission", async () => {
    // A device-made submission id: 8 lowercase hex digits.
    const id = randomBytes(4).toString("hex");
    const delays: number[] = [];
    const client = createCanvassClient({
      baseUrl: `${proxy.url}/api`,
      client: "demo",
      getSession: () => ({ playerId: admin.player, token: admin.token }),
      logger: silentLogger,
      // The real wait, recorded.
      sleep: async (ms) => {
        delays.push(ms);
        await new Promise((resolve) => setTimeout(resolve, ms));
      },
    });
    expect(await campaignRows()).toEqual([]);
    proxy.failNext("POST", INCOMING);
    const file = new Blob(
      [JSON.stringify({ ID: id, Campaign: campaign.id, FirstName: "Retried", LastName: "Once" })],
      { type: "application/json" },
    );
    const result = await client.call("uploadIncomingAccounts", {
      body: { file },
      bodySerializer: toFormData,
    });

    expect(result).toEqual({ ok: true, data: { received: 1, ids: [id] } });
    // The first send reached the handler (its answer was lost), the second was answered.
    expect(proxy.forwarded.filter((key) => key === `POST ${INCOMING}`)).toHaveLength(2);
    expect(delays).toEqual([1000]);
    expect(await campaignRows()).toEqual([{ ID: id, FirstName: "Retried" }]);

    const page = await browser.openPage({ session: admin, viewport: { width: 1280, height: 900 } });
    await page.goto(`/subs?campaign=${campaign.id}`);
    await visible(listRows(page).first());
    await expect.poll(() => listRows(page).count()).toBe(1);
    expect((await listRows(page).first().textContent())?.toLowerCase()).toContain(id);
    await page.close();
  });
});
