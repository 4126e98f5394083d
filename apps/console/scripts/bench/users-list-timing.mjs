// Time from a click on the menu's "Users" entry to the first page of the user list rendered and
// interactive, with 10 000 users in the database: the shell is loaded first (stored session), the
// click is timed in the page, and the clock stops at the first frame where the table shows a full
// first page (or every user, when fewer) and is no longer busy. The people area's lazy chunk and
// the list call are part of the measured time, as they are for staff.

function usersListReadyAt(pageSize) {
  const { document } = globalThis;
  const table = document.querySelector('table[aria-label="Users"]');
  if (table === null) return false;
  // Rows are virtualised: the table's aria-rowcount (header included) says how many it holds.
  const rows = Number(table.getAttribute("aria-rowcount") ?? "0") - 1;
  const drawn = table.querySelector("tbody a[href^='/user/']") !== null;
  const busy = table.getAttribute("aria-busy") === "true";
  return rows >= pageSize && drawn && !busy ? performance.now() - globalThis.__usersClickAt : false;
}

export async function measureUsersListTime(
  browser,
  { baseUrl, storageState, pageSize = 50, timeoutMs = 30_000 },
) {
  const context = await browser.newContext({ baseURL: baseUrl, storageState });
  try {
    const page = await context.newPage();
    await page.goto("/dashboard/subs");
    const link = page.locator('#side-nav a[href="/users"]');
    await page.locator("#side-nav a[href]").first().waitFor();
    if (!(await link.isVisible())) {
      await page.locator("#side-nav").getByRole("button", { name: "User management" }).click();
    }
    await link.waitFor();
    await page.evaluate(() => {
      globalThis.document.addEventListener(
        "click",
        (event) => {
          if (event.target.closest('a[href="/users"]') !== null) {
            globalThis.__usersClickAt = performance.now();
          }
        },
        { capture: true },
      );
    });
    await link.click();
    const handle = await page.waitForFunction(usersListReadyAt, pageSize, {
      polling: "raf",
      timeout: timeoutMs,
    });
    return await handle.jsonValue();
  } finally {
    await context.close();
  }
}
