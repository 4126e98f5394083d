/**
 * Start-up (issue #17 item 25): opening the console signed in reads each thing once — no API
 * read (the same method, path and query) is sent twice while the first page settles. And
 * (issue 20, decision 0080) the start-up requests that need nothing from one another are under
 * way together, not one after the other: checked by the order in which the browser reports
 * requests sent and answers finished, never by how long anything took. And (decision 0088) the
 * signed-in frame comes with the first page, never after its "Loading the page…" placeholder:
 * a placeholder shown holds the page back 300 ms (React's reveal throttle).
 */
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiSignIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { sideNav, visible } from "./support/console-page";
import { loginOf } from "./support/env";

const browser = browserFixture();

/** What the browser reported, in its order: a request sent, or its answer finished (or failed). */
interface Step {
  readonly kind: "sent" | "done";
  readonly request: Request;
}

function recordSteps(page: Page): Step[] {
  const steps: Step[] = [];
  page.on("request", (request) => steps.push({ kind: "sent", request }));
  page.on("requestfinished", (request) => steps.push({ kind: "done", request }));
  page.on("requestfailed", (request) => steps.push({ kind: "done", request }));
  return steps;
}

const pathOf = (request: Request) => new URL(request.url()).pathname;

/** The first request whose path matches, with where it was sent and answered in `steps`. */
function find(steps: readonly Step[], name: string, path: RegExp) {
  const sent = steps.findIndex((step) => step.kind === "sent" && path.test(pathOf(step.request)));
  expect(sent, `${name} was requested`).toBeGreaterThanOrEqual(0);
  const request = steps[sent]?.request;
  const done = steps.findIndex((step) => step.kind === "done" && step.request === request);
  expect(done, `${name} was answered`).toBeGreaterThan(sent);
  return { name, sent, done };
}

describe("start-up requests", () => {
  it("sends each API read once", async () => {
    const admin = await apiSignIn(loginOf("admin"));
    const page = await browser.openPage({ session: admin });
    const reads: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.method() === "GET" && url.pathname.startsWith("/api/")) {
        reads.push(`${url.pathname}${url.search}`);
      }
    });
    await page.goto("/");
    await visible(sideNav(page));
    await page.waitForLoadState("networkidle");
    expect(reads.length).toBeGreaterThan(2);
    const twice = reads.filter((read, index) => reads.indexOf(read) !== index);
    expect(twice).toEqual([]);
  });

  it("starts each start-up request as soon as its inputs are known, not after the one before", async () => {
    const admin = await apiSignIn(loginOf("admin"));
    const page = await browser.openPage({ session: admin });
    const steps = recordSteps(page);
    await page.goto("/dashboard/subs");
    await visible(sideNav(page));
    await page.waitForLoadState("networkidle");

    // The host configuration needs only the hostname: it is read while the start-up chunk loads,
    // not once that chunk and its imports have arrived.
    const hostConfig = find(steps, "the host configuration", /^\/config\/[^/]+\.json$/);
    const startUpChunk = find(steps, "the start-up chunk", /^\/static\/start-console-[^/]+\.js$/);
    expect(
      hostConfig.sent,
      "host configuration sent before the start-up chunk arrived",
    ).toBeLessThan(startUpChunk.done);

    // The client settings and the session's reads (the user, and the team the token names) need
    // only the configuration: all three are sent before any of them is answered.
    const together = [
      find(steps, "the client settings", /^\/api\/settings\/$/),
      find(steps, "the user", new RegExp(`^/api/players/${admin.player}/$`)),
      find(steps, "the team", /^\/api\/teams\/[^/]+\/$/),
    ];
    const lastSent = Math.max(...together.map((request) => request.sent));
    const firstDone = Math.min(...together.map((request) => request.done));
    const order = together.map(({ name, sent, done }) => `${name}: sent ${sent}, answered ${done}`);
    expect.soft(lastSent, order.join("; ")).toBeLessThan(firstDone);
  });

  it("draws the signed-in frame with the first page, never its loading placeholder first", async () => {
    const admin = await apiSignIn(loginOf("admin"));
    const page = await browser.openPage({ session: admin });
    // Every placeholder added to the document, recorded from the first script on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (globalThis as { __placeholders?: string[] }).__placeholders = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            const found = [node, ...node.querySelectorAll("[data-slot=loading-animation]")];
            for (const element of found) {
              if (element.getAttribute("data-slot") === "loading-animation") {
                seen.push(element.getAttribute("aria-label") ?? "");
              }
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/dashboard/subs");
    await visible(sideNav(page));
    await page.waitForLoadState("networkidle");
    const placeholders = await page.evaluate(
      () => (globalThis as { __placeholders?: string[] }).__placeholders ?? [],
    );
    // The boot screen's "Loading Canvass…" comes first; the frame's own placeholder never.
    expect(placeholders).toContain("Loading Canvass…");
    expect(placeholders).not.toContain("Loading the page…");
  });
});
