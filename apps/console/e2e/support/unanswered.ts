/**
 * API calls left unanswered in every document of a context, from before its first script runs:
 * the page's `fetch` of a matching URL never settles (it rejects with an `AbortError` when its
 * signal fires, as a real pending request does), so a test whose subject is elsewhere (the side
 * menu) does not pay for drawing a list on every reload.
 *
 * Why not a Playwright route (`page.route(pattern, () => undefined)`): with any route in place,
 * Playwright intercepts every request of the page and turns the HTTP cache off, so each reload
 * fetches and compiles the console's ~100 scripts again — about twice the Chromium CPU of a
 * reload with the cache (decision 0077). Calls the test itself holds and answers stay routes
 * (`held-calls.ts`), added after the page has loaded.
 */
import type { BrowserContext } from "playwright-core";

/** Leaves the context's `fetch` calls whose URL matches `pattern` unanswered (from now on). */
export async function leaveUnanswered(context: BrowserContext, pattern: RegExp): Promise<void> {
  await context.addInitScript(
    ({ source, flags }) => {
      const matches = new RegExp(source, flags);
      const fetchFromServer = window.fetch.bind(window);
      window.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
        const url = input instanceof Request ? input.url : new URL(input, location.href).href;
        if (!matches.test(url)) return fetchFromServer(input, init);
        const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
        return new Promise<Response>((_resolve, reject) => {
          const abort = () => {
            reject(
              signal?.reason instanceof Error
                ? signal.reason
                : new DOMException("The request was aborted.", "AbortError"),
            );
          };
          if (signal?.aborted === true) abort();
          else signal?.addEventListener("abort", abort, { once: true });
        });
      };
    },
    { source: pattern.source, flags: pattern.flags },
  );
}
