/**
 * The submission lookup end to end against the real server: three ids with one unknown, the tab
 * from the address, editing with a reason that the history then shows, a save whose connection drops
 * keeping every typed value, a 409 when someone else changed the field meanwhile (made through the
 * API; nothing overwritten), delete offered to the root team only, a client who cannot edit, a rep
 * who sees no personal details, and a rich seeded submission's pictures (read as they scroll in)
 * and recording (the audio player, the transcription).
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, authorization, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { e2eEnv, loginOf } from "./support/env";

const browser = browserFixture();
const UNKNOWN = "fedcba98";

let admin: SignedIn;
let ids: string[] = [];
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  const list = await apiGet<{ Accounts: { ID: string }[] }>(
    admin,
    "/query/accounts/?PageSize=3&Fields=ID,Name",
  );
  ids = list.Accounts.map((account) => account.ID);
});

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

describe("the submission lookup", () => {
  it("opens three ids with one unknown, one tab each, and the tab named in the address", async () => {
    const [first, second] = ids;
    if (first === undefined || second === undefined) throw new Error("the seed has no submissions");
    const page = await browser.openPage({ session: admin });
    await page.goto(`/lookup/${first.toUpperCase()},${second},${UNKNOWN}/history`);
    await tab(page, first).waitFor();
    await expect
      .poll(() => page.getByRole("tablist", { name: "Open submissions" }).getByRole("tab").count())
      .toBe(3);
    await expect.poll(() => tab(page, "History").getAttribute("aria-selected")).toBe("true");
    await tab(page, UNKNOWN).click();
    await page.getByRole("heading", { name: `No submission ${UNKNOWN}` }).waitFor();
    await page.getByRole("button", { name: `Close ${UNKNOWN}` }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe(`/lookup/${first},${second}/history`);
    await page.close();
  });

  it("saves an edit with a reason that the history shows, and keeps typed values when the connection drops", async () => {
    const id = ids[0] ?? "";
    const page = await browser.openPage({ session: admin });
    await page.goto(`/lookup/${id}/history`);
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const city = page.getByRole("textbox", { name: "City" });
    const town = `Lookup${String(Date.now()).slice(-6)}`;
    await city.fill(town);
    await page.getByRole("button", { name: "Review changes" }).click();
    await page
      .getByRole("table", { name: "Changes to save" })
      .getByRole("row", { name: /City/ })
      .waitFor();
    await page.getByRole("textbox", { name: "Reason" }).fill("Donor called to correct the city");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("The changes were saved.").waitFor();
    await page.getByText(town).first().waitFor();

    // The connection drops while saving: nothing is lost, every typed value and the reason stay.
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await page.getByRole("textbox", { name: "City" }).fill(`${town}x`);
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("555 0100");
    await page.getByRole("button", { name: "Review changes" }).click();
    await page.getByRole("textbox", { name: "Reason" }).fill("Second call");
    await page.route("**/api/accounts/", (route) => route.abort("connectionreset"));
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText(/Nothing was saved/).waitFor();
    expect(await page.getByRole("textbox", { name: "Reason" }).inputValue()).toBe("Second call");
    await page.getByRole("button", { name: "Back to editing" }).click();
    expect(await page.getByRole("textbox", { name: "City" }).inputValue()).toBe(`${town}x`);
    expect(await page.getByRole("textbox", { name: "Phone", exact: true }).inputValue()).toBe(
      "555 0100",
    );
    await page.close();
  });

  it("offers delete to the root team only", async () => {
    const id = ids[1] ?? "";
    const rootPage = await browser.openPage({ session: await apiSignIn(loginOf("root")) });
    await rootPage.goto(`/lookup/${id}`);
    await rootPage.getByRole("button", { name: "Delete", exact: true }).waitFor();
    await rootPage.close();
    const page = await browser.openPage({ session: admin });
    await page.goto(`/lookup/${id}`);
    await tab(page, id).waitFor();
    await page.getByRole("button", { name: "Reassign" }).waitFor();
    expect(await page.getByRole("button", { name: "Delete", exact: true }).count()).toBe(0);
    await page.close();
  });

  it("lets a client look but not edit, and shows a rep no personal details", async () => {
    const id = ids[0] ?? "";
    const client = await apiSignIn(loginOf("client"));
    const visible = await apiGet<{ Accounts: { ID: string }[] }>(
      client,
      "/query/accounts/?PageSize=1&Fields=ID",
    );
    const clientId = visible.Accounts[0]?.ID ?? id;
    const page = await browser.openPage({ session: client });
    await page.goto(`/lookup/${clientId}`);
    await tab(page, clientId).waitFor();
    await page.getByRole("tablist", { name: "Submission sections" }).waitFor();
    expect(await page.getByRole("button", { name: "Edit", exact: true }).count()).toBe(0);
    await page.close();

    const rep = await apiSignIn(loginOf("rep"));
    const own = await apiGet<{ Accounts: { ID: string }[] }>(
      rep,
      "/query/accounts/?PageSize=1&Fields=ID",
    );
    const repId = own.Accounts[0]?.ID ?? id;
    const repPage = await browser.openPage({ session: rep });
    await repPage.goto(`/lookup/${repId}/details`);
    await tab(repPage, repId).waitFor();
    await repPage.getByRole("tablist", { name: "Submission sections" }).waitFor();
    expect(await tab(repPage, "Details").count()).toBe(0);
    expect(await repPage.getByRole("button", { name: "Edit", exact: true }).count()).toBe(0);
    expect(await repPage.getByText(/^E-?mail$/).count()).toBe(0);
    await repPage.close();
  });

  it("shows a conflict when someone else changed the field meanwhile, and overwrites nothing", async () => {
    const id = ids[2] ?? "";
    const page = await browser.openPage({ session: admin });
    await page.goto(`/lookup/${id}`);
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const city = page.getByRole("textbox", { name: "City" });
    const seen = await city.inputValue();
    await city.fill("Mine");
    await page.getByRole("button", { name: "Review changes" }).click();
    await page.getByRole("textbox", { name: "Reason" }).fill("My correction");

    // Someone else saves the city through the API while the operator reviews.
    const theirs = `Theirs${String(Date.now()).slice(-6)}`;
    const write = await fetch(`${e2eEnv().baseUrl}/api/accounts/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: authorization(admin) },
      body: JSON.stringify({
        Reason: "Another operator",
        Changes: [{ ID: id, Field: "City", Value: theirs, Old: seen === "" ? null : seen }],
      }),
    });
    expect(write.status).toBe(200);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText(/Someone else changed this submission meanwhile/).waitFor();
    await page.getByRole("table", { name: "Changes to save" }).getByText(theirs).waitFor();
    const stored = await apiGet<{ Accounts: { City?: string | null }[] }>(
      admin,
      `/query/accounts/?PageSize=1&Fields=ID,City&ID=${id}`,
    );
    expect(stored.Accounts[0]?.City).toBe(theirs);
    await page.close();
  });

  it("shows a rich submission's pictures as they scroll in and plays its recording", async () => {
    const rich = await apiGet<{ Accounts: { ID: string }[] }>(
      admin,
      "/query/accounts/?PageSize=1&Fields=ID&q=ada.lovelace%40example.org",
    );
    const id = rich.Accounts[0]?.ID;
    if (id === undefined) throw new Error("the seed has no rich submission");
    const page = await browser.openPage({ session: admin });
    const pictureCalls: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/accounts\/[^/]+\/assets\/pictures/.test(request.url())) {
        pictureCalls.push(request.url());
      }
    });
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto(`/lookup/${id}/assets`);
    await page.getByRole("img", { name: `Signature of submission ${id}` }).waitFor();
    const pictures = page.locator('[data-slot="asset-picture"]');
    await expect.poll(() => pictures.count()).toBe(2);
    // Below the fold nothing is read yet; scrolled into view, each picture loads lazily.
    expect(pictureCalls).toEqual([]);
    await pictures.last().scrollIntoViewIfNeeded();
    await page.getByRole("img", { name: "Stored picture pictures/2.png" }).waitFor();
    expect(
      await page
        .getByRole("img", { name: "Stored picture pictures/2.png" })
        .getAttribute("loading"),
    ).toBe("lazy");
    expect(pictureCalls.length).toBeGreaterThan(0);

    await page.setViewportSize({ width: 1280, height: 900 });
    await tab(page, "Recording").click();
    const player = page.getByRole("group", { name: /^Recording recording/ });
    await player.waitFor();
    await player.getByRole("button", { name: "Play" }).waitFor();
    await player.getByRole("combobox", { name: "Speed" }).selectOption("1.5");
    await page.getByText(/All right, I'll give monthly/).waitFor();
    await page.close();
  });
});
