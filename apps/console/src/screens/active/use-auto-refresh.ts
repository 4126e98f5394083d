import { useEffect, useRef } from "react";

/**
 * Calls `refresh` every `intervalMs` while the page is visible. A hidden tab asks nothing of
 * the server; when it shows again, a refresh that fell due meanwhile runs at once and the
 * rhythm starts over.
 */
export function useAutoRefresh(refresh: () => void, intervalMs: number): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let last = Date.now();
    const tick = () => {
      last = Date.now();
      latest.current();
    };
    const start = () => {
      timer ??= setInterval(tick, intervalMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        stop();
        return;
      }
      if (timer !== undefined) return;
      if (Date.now() - last >= intervalMs) tick();
      start();
    };
    if (document.visibilityState !== "hidden") start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [intervalMs]);
}
