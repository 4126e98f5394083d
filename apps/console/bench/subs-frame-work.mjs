// The main thread's work per animation frame while /subs scrolls, read from a Chromium trace
// (decision 0055). A frame interval (rAF to rAF) says when a frame was drawn, and on a shared
// machine it grows whenever a neighbour holds the core; the work says what the page itself
// cost. Each frame's work is the CPU time (`tdur`, thread time) of the renderer main thread's
// top-level tasks from the task that ran one frame's rAF step to the task that ran the next
// (the scroll event with the rows' render, the rAF callback, style, layout and paint, and any
// task in between), split into script and render (style, layout, pre-paint, paint, layerize).
// Wall time (`dur`) is kept beside it: the difference is time the thread waited for a core.

/** The trace categories this reads (playwright's `browser.startTracing`). */
export const FRAME_WORK_CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink.user_timing",
  "v8",
  "disabled-by-default-v8.gc",
];

/** The user-timing mark the page sets at the start of every rAF step (`${prefix}${index}`). */
export const FRAME_MARK_PREFIX = "bench-frame-";

const TOP_LEVEL = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
const SCRIPT = new Set([
  "EventDispatch",
  "FireAnimationFrame",
  "FunctionCall",
  "TimerFire",
  "RunMicrotasks",
  "V8.Execute",
  "EvaluateScript",
]);
const RENDER = new Set([
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "Layerize",
  "UpdateLayer",
  "UpdateLayerTree",
  "ScrollLayer",
  "Commit",
]);

/** Garbage collection on the main thread: V8's young and full collections, Blink's (Oilpan). */
const GC = new Set([
  "MinorGC",
  "MajorGC",
  "V8.GC_SCAVENGER",
  "V8.GC_MINOR_MARK_SWEEPER",
  "V8.GC_MARK_COMPACTOR",
  "V8.GC_MC_INCREMENTAL",
  "BlinkGC.AtomicPauseMarkTransitiveClosure",
  "BlinkGC.AtomicPauseSweepAndCompact",
  "BlinkGC.IncrementalMarkingStep",
]);

const cpu = (event) => (typeof event.tdur === "number" ? event.tdur : event.dur);

/** The summed time (ms) of the events of `names` in [from, to), nested ones counted once. */
function outermostTime(events, names, from, to, read) {
  let total = 0;
  let openUntil = -Infinity;
  for (const event of events) {
    if (event.ts < from) continue;
    if (event.ts >= to) break;
    if (!names.has(event.name) || event.ts < openUntil) continue;
    total += read(event);
    openUntil = event.ts + event.dur;
  }
  return total / 1000;
}

/**
 * Per frame between the first and the last mark: `work` (thread CPU ms of the top-level tasks),
 * `wall` (their wall ms), `script`, `render` and `gc` (CPU ms; garbage collection can run
 * inside script or between tasks, so it overlaps the other two). `threadTime` says whether the trace
 * carried thread time (else `work` is wall time too).
 */
export function frameWorkOf(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const marks = events.filter(
    (event) => typeof event.name === "string" && event.name.startsWith(FRAME_MARK_PREFIX),
  );
  if (marks.length < 2) throw new Error("the trace holds fewer than two frame marks");
  // The page's main thread: the one the marks were set on (user timing is recorded on the
  // renderer's main thread; its pid and tid are on the marks).
  const { pid, tid } = marks[0];
  const thread = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === "X")
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  let until = -Infinity;
  for (const event of thread) {
    if (!TOP_LEVEL.has(event.name) || event.ts < until) continue;
    tasks.push(event);
    until = event.ts + event.dur;
  }
  const sortedMarks = marks.map((mark) => mark.ts).sort((a, b) => a - b);
  // Each mark's frame starts with the task that ran it.
  const starts = sortedMarks.map((ts) => {
    const task = tasks.find(
      (candidate) => candidate.ts <= ts && ts <= candidate.ts + candidate.dur,
    );
    return task === undefined ? ts : task.ts;
  });
  const frames = [];
  for (let index = 0; index + 1 < starts.length; index += 1) {
    const from = starts[index];
    const to = starts[index + 1];
    const inFrame = tasks.filter((task) => task.ts >= from && task.ts < to);
    frames.push({
      work: inFrame.reduce((sum, task) => sum + cpu(task), 0) / 1000,
      wall: inFrame.reduce((sum, task) => sum + task.dur, 0) / 1000,
      script: outermostTime(thread, SCRIPT, from, to, cpu),
      render: outermostTime(thread, RENDER, from, to, cpu),
      gc: outermostTime(thread, GC, from, to, cpu),
    });
  }
  return { frames, threadTime: tasks.some((task) => typeof task.tdur === "number") };
}
