// /subs?size=1000 opened signed in, for the measures that scroll its rows in a context of their
// own (`subs-allocation.mjs`, `subs-blink-heap.mjs`).

/** The list's table. */
export const SUBS_TABLE = 'table[aria-label="Submissions"]';

/** Page-side: the 1000 rows are drawn and the table is not busy. */
function thousandRowsDrawn({ table }) {
  const element = globalThis.document.querySelector(table);
  if (element === null) return false;
  const rows = Number(element.getAttribute("aria-rowcount") ?? "0") - 1;
  return (
    rows >= 1000 &&
    element.getAttribute("aria-busy") !== "true" &&
    element.querySelector("tbody tr[data-slot=row]") !== null
  );
}

/**
 * A new context (1280 × 800) with /subs?size=1000 open and its 1000 rows drawn:
 * `{ context, page }`; the caller closes the context.
 */
export async function openThousandRows(browser, { baseUrl, storageState }) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    storageState,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await context.newPage();
    await page.goto("/subs?size=1000");
    await page.waitForFunction(
      thousandRowsDrawn,
      { table: SUBS_TABLE },
      { polling: "raf", timeout: 60_000 },
    );
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}
