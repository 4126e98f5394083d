// What the renderer's garbage-collected heaps hold while /subs scrolls its 1000 rows (decision
// 0089): Blink's (Oilpan: DOM nodes, styles, layout objects and fragments) and V8's, read from
// Chromium's memory dumps (the `memory-infra` trace category, as DevTools' memory tools read
// them) every few frames of the same scroll as the frame measure (120 px a frame). Blink's heap
// has no young generation: everything a new row costs stays until the next full collection,
// and V8 starts one when both heaps together near their limit ("approaching global allocation
// limit") — the collections behind the scroll's late frames.

import { openThousandRows, SUBS_TABLE } from "./subs-thousand-page.mjs";

const MEMORY_INFRA = "disabled-by-default-memory-infra";

/** Page-side: scrolls the table by `stepPx` a frame for `frames` frames. */
function scrollFor({ table, stepPx, frames }) {
  const scroller = globalThis.document.querySelector(table)?.closest("[data-slot=scroll-area]");
  if (!scroller) throw new Error("no scroll area");
  return new Promise((resolve) => {
    let left = frames;
    const step = () => {
      if (left === 0) {
        resolve();
        return;
      }
      left -= 1;
      scroller.scrollTop += stepPx;
      globalThis.requestAnimationFrame(step);
    };
    globalThis.requestAnimationFrame(step);
  });
}

/** The bytes of one allocator dump's attribute, or undefined. */
function dumpBytes(allocators, name, attribute) {
  const value = allocators[name]?.attrs?.[attribute]?.value;
  return value === undefined ? undefined : Number.parseInt(value, 16);
}

/**
 * Takes one detailed memory dump of every process; the renderer's Blink and V8 heaps in bytes
 * (the process with the larger Blink heap: the page's, not the browser's furniture).
 */
async function heapsNow(session) {
  const events = [];
  const collect = (event) => {
    events.push(...event.value);
  };
  session.on("Tracing.dataCollected", collect);
  const complete = new Promise((resolve) => session.once("Tracing.tracingComplete", resolve));
  await session.send("Tracing.start", {
    traceConfig: { includedCategories: [MEMORY_INFRA], memoryDumpConfig: { triggers: [] } },
    transferMode: "ReportEvents",
  });
  await session.send("Tracing.requestMemoryDump", {
    deterministic: false,
    levelOfDetail: "detailed",
  });
  await session.send("Tracing.end");
  await complete;
  session.off("Tracing.dataCollected", collect);
  let best;
  for (const event of events) {
    const allocators = event.args?.dumps?.allocators;
    if (event.ph !== "v" || allocators === undefined) continue;
    const blink = dumpBytes(allocators, "blink_gc/main/allocated_objects", "size");
    // V8's heap: the objects of its spaces (`v8/main/heap/<space>`), young and old together.
    let v8 = 0;
    for (const name of Object.keys(allocators))
      if (/^v8\/main\/heap\/[^/]+$/.test(name))
        v8 += dumpBytes(allocators, name, "allocated_objects_size") ?? 0;
    if (blink !== undefined && (best === undefined || blink > best.blink)) best = { blink, v8 };
  }
  if (best === undefined) throw new Error("no renderer heap in the memory dump");
  return best;
}

/**
 * Opens /subs?size=1000 (signed in) and scrolls it `steps` times by `framesPerStep` frames,
 * reading the heaps before and after each step: `{ steps: [{ frames, blink, v8 }] }` with each
 * heap's growth in bytes over the step. A step whose Blink heap shrank held a full collection
 * (`collected: true`); its growth says nothing about the frames.
 */
export async function measureScrollBlinkHeap(
  browser,
  { baseUrl, storageState, steps = 4, framesPerStep = 20 },
) {
  const { context, page } = await openThousandRows(browser, { baseUrl, storageState });
  try {
    const session = await browser.newBrowserCDPSession();
    try {
      const results = [];
      let before = await heapsNow(session);
      for (let step = 0; step < steps; step += 1) {
        await page.evaluate(scrollFor, { table: SUBS_TABLE, stepPx: 120, frames: framesPerStep });
        const after = await heapsNow(session);
        results.push({
          frames: framesPerStep,
          blink: after.blink - before.blink,
          v8: after.v8 - before.v8,
          collected: after.blink < before.blink,
        });
        before = after;
      }
      return { steps: results };
    } finally {
      await session.detach();
    }
  } finally {
    await context.close();
  }
}
