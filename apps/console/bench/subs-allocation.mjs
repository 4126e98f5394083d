// What /subs allocates on the JS heap while its 1000 rows scroll (decision 0073): V8's sampling
// heap profiler (garbage included, collected by minor or major GC) over the same scroll as the
// frame measure (120 px a frame, top to bottom), summed by allocating function. Allocation is
// what the young generation fills and its collections (scavenges) sweep: the frames over 16 ms
// of work are a typical frame plus such a pause (decision 0067).

import { openThousandRows, SUBS_TABLE } from "./subs-thousand-page.mjs";

/** Sampling interval in bytes: fine enough for a scroll allocating a few MB. */
const SAMPLING_BYTES = 1024;

/** Page-side: scrolls the table to its end, 120 px a frame; the number of frames. */
function scrollToEnd({ table, stepPx }) {
  const scroller = globalThis.document.querySelector(table)?.closest("[data-slot=scroll-area]");
  if (!scroller) throw new Error("no scroll area");
  return new Promise((resolve) => {
    let frames = 0;
    const step = () => {
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) {
        resolve(frames);
        return;
      }
      frames += 1;
      scroller.scrollTop += stepPx;
      globalThis.requestAnimationFrame(step);
    };
    globalThis.requestAnimationFrame(step);
  });
}

/**
 * Opens /subs?size=1000 (signed in), collects the garbage, then scrolls the rows through under
 * the sampling heap profiler: `{ total, frames, top }` (bytes; `top`: the ten functions that
 * allocated most, as `name file:line:column` of the built bundle).
 */
export async function measureScrollAllocation(browser, { baseUrl, storageState }) {
  const { context, page } = await openThousandRows(browser, { baseUrl, storageState });
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("HeapProfiler.enable");
    await cdp.send("HeapProfiler.collectGarbage");
    await cdp.send("HeapProfiler.startSampling", {
      samplingInterval: SAMPLING_BYTES,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    const frames = await page.evaluate(scrollToEnd, { table: SUBS_TABLE, stepPx: 120 });
    const { profile } = await cdp.send("HeapProfiler.stopSampling");
    const byFunction = new Map();
    let total = 0;
    const visit = (node) => {
      const { functionName, url, lineNumber, columnNumber } = node.callFrame;
      const name = `${functionName || "(anonymous)"} ${url.split("/").pop() ?? ""}:${lineNumber}:${columnNumber}`;
      total += node.selfSize;
      byFunction.set(name, (byFunction.get(name) ?? 0) + node.selfSize);
      for (const child of node.children) visit(child);
    };
    visit(profile.head);
    const top = [...byFunction]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([name, bytes]) => ({ name, bytes }));
    return { total, frames, top };
  } finally {
    await context.close();
  }
}
