/**
 * The quality desk's open items of issue 25 (decision 0053) against the real server: the
 * lookup's history shows the Reason a change was made with; the digital ear at 400 px (nothing
 * wider than the phone, the fundraiser filter, a recording's player and checklist); and the QA
 * checklist editor (problems next to their fields, add, reorder, save, the review uses it).
 */
import { DEFAULT_QA_CHECKLIST } from "@canvass/sdk/ear";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, authorization, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { e2eEnv, loginOf } from "./support/env";

const browser = browserFixture();

interface QueueItem {
  readonly ID: string;
  readonly Player: string | null;
  readonly PlayerName: string | null;
}

let admin: SignedIn;
let queue: readonly QueueItem[];

async function apiPost(path: string, body: unknown): Promise<Response> {
  return fetch(`${e2eEnv().baseUrl}/api${path}`, {
    method: "POST",
    headers: { authorization: authorization(admin), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  queue = (await apiGet<{ Result: QueueItem[] }>(admin, "/ear/queue/?PageSize=200")).Result;
  if (queue.length < 2) throw new Error("the seed has too few recordings");
});

afterAll(async () => {
  // Other files score against the default checklist.
  await apiPost("/ear/checklist/", { items: DEFAULT_QA_CHECKLIST });
});

describe("the quality desk", () => {
  it("shows the Reason of a change in the lookup's history", async () => {
    const [account] = (
      await apiGet<{ Accounts: { ID: string }[] }>(admin, "/query/accounts/?PageSize=1&Fields=ID")
    ).Accounts;
    if (account === undefined) throw new Error("the seed has no submission");
    const city = `Reasonville${String(Date.now()).slice(-5)}`;
    const reason = `The donor moved to ${city}`;
    const answer = await apiPost("/accounts/", {
      Reason: reason,
      Changes: [{ ID: account.ID, Field: "City", Value: city }],
    });
    expect(answer.status).toBe(200);
    const page = await browser.openPage({ session: admin, viewport: { width: 1280, height: 900 } });
    await page.goto(`/lookup/${account.ID}/history`);
    const newest = page.locator('[data-slot="history-list"] > ol > li').first();
    await newest.getByText(city, { exact: true }).waitFor();
    expect(await newest.locator('[data-slot="history-reason"]').innerText()).toBe(
      `Reason: ${reason}`,
    );
    // An entry without a reason shows none.
    const reasons = await page.locator('[data-slot="history-reason"]').allInnerTexts();
    expect(reasons.every((text) => text.startsWith("Reason: "))).toBe(true);
    await page.close();
  });

  it("fits the ear in 400 px and filters it by fundraiser", async () => {
    const withPlayer = queue.find((item) => item.Player !== null && item.PlayerName !== null);
    if (withPlayer?.Player == null || withPlayer.PlayerName === null) {
      throw new Error("the seed has no recording of a fundraiser");
    }
    const expected = (
      await apiGet<{ Result: QueueItem[] }>(
        admin,
        `/ear/queue/?PageSize=200&Player=${withPlayer.Player}`,
      )
    ).Result.map((item) => item.ID);
    expect(expected.length).toBeLessThan(queue.length);

    const page = await browser.openPage({ session: admin, viewport: { width: 400, height: 860 } });
    await page.goto("/subs/ear");
    const list = page.getByRole("list", { name: "Recordings to review" });
    await list.locator('[data-slot="ear-queue-item"]').first().waitFor();
    const widest = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await widest()).toBeLessThanOrEqual(400);

    const fundraiser = page.getByRole("combobox", { name: "Fundraiser" });
    await fundraiser.click();
    await fundraiser.fill(withPlayer.PlayerName.slice(0, 4));
    await page.getByRole("option", { name: withPlayer.PlayerName, exact: true }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get("player")).toBe(withPlayer.Player);
    await expect
      .poll(() => list.locator('[data-slot="ear-queue-item"] .tabular-nums').allInnerTexts())
      .toEqual(expected);
    expect(await fundraiser.inputValue()).toBe(withPlayer.PlayerName);

    // A recording under review still fits: the player, the transcript and the checklist.
    await list.locator('[data-slot="ear-queue-item"]').first().click();
    await page.getByRole("group", { name: "Recording" }).waitFor();
    await page.getByRole("button", { name: "Save as reviewed" }).scrollIntoViewIfNeeded();
    expect(await widest()).toBeLessThanOrEqual(400);
    const parts = {
      recording: page.getByRole("region", { name: /^Recording of / }),
      transcript: page.getByRole("region", { name: "Transcription" }),
      checklist: page.locator('[data-slot="qa-checklist"]'),
    };
    for (const [name, part] of Object.entries(parts)) {
      const box = await part.boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 400, name).toBe(true);
    }
    await page.close();
  });

  it("edits the QA checklist: problems by field, add, reorder, save, then reviews use it", async () => {
    const page = await browser.openPage({ session: admin, viewport: { width: 400, height: 860 } });
    await page.goto("/subs/ear");
    await page.getByRole("button", { name: "Edit the checklist" }).click();
    const editor = page.getByRole("region", { name: "Quality checklist" });
    const first = editor.getByRole("textbox", { name: "Item 1" });
    await expect.poll(() => first.inputValue()).toBe(DEFAULT_QA_CHECKLIST[0]?.label);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      400,
    );

    // Nothing is sent while the SDK rule finds a problem; each is named next to its field.
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/ear/checklist/")) posts += 1;
    });
    await first.fill("  ");
    await editor.getByRole("spinbutton", { name: "Weight of item 2" }).fill("11");
    await editor.getByRole("button", { name: "Save the checklist" }).click();
    await editor.getByText("Write what the reviewer checks.").waitFor();
    await editor.getByText("A whole number from 1 to 10.").waitFor();
    expect(await first.getAttribute("aria-invalid")).toBe("true");
    expect(posts).toBe(0);

    await first.fill("Greeted the donor warmly");
    await editor.getByRole("spinbutton", { name: "Weight of item 2" }).fill("4");
    await editor.getByRole("button", { name: "Add an item" }).click();
    await editor.getByRole("textbox", { name: "Item 5" }).fill("Thanked the donor");
    await editor.getByRole("spinbutton", { name: "Weight of item 5" }).fill("2");
    const up = editor.getByRole("button", { name: "Move item 5 up" });
    await up.click();
    // The focus follows the moved row.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Move item 4 up");
    await editor.getByRole("button", { name: "Remove item 5" }).click();
    await editor.getByRole("button", { name: "Save the checklist" }).click();
    await editor.getByText("Checklist saved.").waitFor();
    expect(posts).toBe(1);

    const saved = await apiGet<{ items: { id: string; label: string; weight: number }[] }>(
      admin,
      "/ear/checklist/",
    );
    expect(saved.items.map((item) => [item.label, item.weight])).toEqual([
      ["Greeted the donor warmly", 1],
      [DEFAULT_QA_CHECKLIST[1]?.label, 4],
      [DEFAULT_QA_CHECKLIST[2]?.label, 3],
      ["Thanked the donor", 2],
    ]);

    // Back to the recordings: the review's checklist is the saved one.
    await editor.getByRole("button", { name: "Back to the recordings" }).click();
    await page.locator('[data-slot="ear-queue-item"]').first().click();
    const review = page.locator('[data-slot="qa-checklist"]');
    await review.getByText("Thanked the donor").waitFor();
    expect(await review.getByText(DEFAULT_QA_CHECKLIST[3]?.label ?? "").count()).toBe(0);
    await page.close();
  });
});
