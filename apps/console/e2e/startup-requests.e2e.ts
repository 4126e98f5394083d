/**
 * Start-up (issue #17 item 25): opening the console signed in reads each thing once — no API
 * read (the same method, path and query) is sent twice while the first page settles.
 */
import { describe, expect, it } from "vitest";
import { apiSignIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { sideNav, visible } from "./support/console-page";
import { loginOf } from "./support/env";

const browser = browserFixture();

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
});
