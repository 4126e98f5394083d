/**
 * The digital ear (issue 25, decision 0042) against the real server, its demo recordings and a
 * local Whisper-compatible transcription server (global setup): a recording plays (the media
 * element's currentTime advances) and changes speed, a QA score is saved and shows in the
 * lookup, a transcription request completes, and a non-admin has no ear.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { loginOf } from "./support/env";

const browser = browserFixture();

interface QueueItem {
  readonly ID: string;
  readonly Transcribed: boolean;
  readonly Review: { status: string; score: number } | null;
}

/** The lookup's rich submissions (seed/rich-submissions.ts): untimed transcripts. */
const RICH_EMAILS = [
  "ada.lovelace",
  "grace.hopper",
  "alan.turing",
  "katherine.johnson",
  "edsger.dijkstra",
  "margaret.hamilton",
].map((name) => `${name}@example.org`);

let admin: SignedIn;
let items: readonly QueueItem[];

beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  const queue = (await apiGet<{ Result: QueueItem[] }>(admin, "/ear/queue/?PageSize=200")).Result;
  const emails = await apiGet<{ Accounts: { ID: string; Email?: string }[] }>(
    admin,
    `/query/accounts/?PageSize=200&Fields=ID,Email&ID=${queue.map((item) => item.ID).join(",")}`,
  );
  const rich = new Set(
    emails.Accounts.filter((row) => RICH_EMAILS.includes(row.Email ?? "")).map((row) => row.ID),
  );
  // The ear's own demo recordings (seed/recordings.ts) have timed transcripts.
  items = queue.filter((item) => !rich.has(item.ID));
});

function pick(predicate: (item: QueueItem) => boolean): QueueItem {
  const found = items.find(predicate);
  if (found === undefined) throw new Error("the seed has no such recording");
  return found;
}

describe("the digital ear", () => {
  it("plays a recording, changes its speed, and a saved score shows in the lookup", async () => {
    const item = pick((entry) => entry.Transcribed && entry.Review === null);
    const page = await browser.openPage({ session: admin });
    await page.goto(`/subs/ear?id=${item.ID}`);
    const player = page.getByRole("group", { name: "Recording" });
    await player.getByRole("button", { name: "Play" }).click();
    const audio = player.locator("audio");
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), {
        // The recording loads, then plays in real time: a limit for a loaded machine.
        timeout: 30_000,
      })
      .toBeGreaterThan(0.2);
    await player.getByRole("combobox", { name: "Speed" }).selectOption("1.5");
    expect(await audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.5);
    await player.getByRole("button", { name: "Pause" }).press(">");
    expect(await audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(2);
    // Paused, choosing a sentence moves there, and that sentence is the current one.
    await audio.evaluate((element: HTMLAudioElement) => {
      element.pause();
    });
    const panel = page.getByRole("region", { name: "Transcription" });
    await panel.getByRole("button", { name: /^Play from 0:02/ }).click();
    const current = panel.locator('[data-slot="transcript-line"][data-state="current"]');
    // The click seeks; the line that was current stays so until the audio reports the seek.
    await expect
      .poll(() => current.allInnerTexts())
      .toEqual([expect.stringMatching(/dollars a month/)]);
    expect(
      await audio.evaluate((element: HTMLAudioElement) => element.currentTime),
    ).toBeGreaterThanOrEqual(2);

    const form = page.getByRole("form", { name: "Quality checklist" });
    await form.getByRole("checkbox", { name: /Disclosed the charity/ }).check();
    await form.getByRole("checkbox", { name: /Confirmed the amount/ }).check();
    await form.getByText("Score: 60 %").waitFor();
    await form.getByRole("textbox", { name: "Comment" }).fill("Missed the greeting.");
    await form.getByRole("button", { name: "Save as reviewed" }).click();
    await page.getByText("Review saved: 60 %.").waitFor();

    await page.getByRole("link", { name: "Open in the lookup" }).click();
    const card = page.locator('[data-slot="qa-score-card"]');
    await card.getByText("Score: 60 %").waitFor();
    await card.getByText("Missed the greeting.").waitFor();
    await page.close();
  });

  it("requests a transcription that completes against the local provider", async () => {
    const item = pick((entry) => !entry.Transcribed);
    const page = await browser.openPage({ session: admin });
    await page.goto(`/subs/ear?id=${item.ID}`);
    const panel = page.getByRole("region", { name: "Transcription" });
    await panel.getByText("No transcription yet.").waitFor();
    await page.getByRole("button", { name: "Request transcription" }).click();
    await panel.getByText(/Hello, I received \d+ bytes\./).waitFor({ timeout: 30_000 });
    await panel.getByRole("searchbox", { name: "Search the transcription" }).fill("gift");
    await panel.getByText("1 match").waitFor();
    await page.close();
  });

  it("is not there for a manager", async () => {
    const manager = await apiSignIn(loginOf("manager"));
    const page = await browser.openPage({ session: manager });
    await page.goto("/subs/ear");
    await expect.poll(() => new URL(page.url()).pathname).not.toBe("/subs/ear");
    expect(await page.getByRole("heading", { name: "Digital ear" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Digital ear" }).count()).toBe(0);
    await page.close();
  });
});
