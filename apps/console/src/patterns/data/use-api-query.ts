/**
 * Loads data for a screen through the SDK client and keeps what a demanding reader expects: the
 * previous answer stays on screen while the next one loads (no flash of an empty table), an
 * answer that arrives after the reader moved on is dropped (the request is aborted), and a failure
 * keeps the last good data with the error beside it and a way to try again.
 */
import { type ClientError, type Result, isAbortedError } from "@canvass/sdk/client";
import { useCallback, useEffect, useRef, useState } from "react";

export interface ApiQuery<T> {
  readonly data: T | undefined;
  readonly error: ClientError | undefined;
  /** A request is running (also while the previous data is shown). */
  readonly loading: boolean;
  /** The data is a cached copy served because the server could not answer. */
  readonly stale: boolean;
  readonly reload: () => void;
}

interface Answer<T> {
  /** The request this answers: the key and the reload round. */
  readonly request: string;
  readonly key: string;
  readonly data: T | undefined;
  readonly error: ClientError | undefined;
  readonly stale: boolean;
}

/**
 * `key` names the request (its parameters): a new key loads again. `load` receives an abort
 * signal; `enabled: false` waits (for example until an id is known).
 */
export function useApiQuery<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<Result<T>>,
  enabled = true,
): ApiQuery<T> {
  const [answer, setAnswer] = useState<Answer<T> | undefined>(undefined);
  const [round, setRound] = useState(0);
  const request = `${key}#${String(round)}`;
  // The latest `load` closure; `key` alone decides when to load again.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void loadRef.current(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        setAnswer({
          request,
          key,
          data: result.data,
          error: undefined,
          stale: result.stale === true,
        });
      } else if (!isAbortedError(result.error)) {
        setAnswer((previous) => ({
          request,
          key,
          data: previous?.data,
          error: result.error,
          stale: false,
        }));
      }
    });
    return () => {
      controller.abort();
    };
  }, [request, key, enabled]);

  const reload = useCallback(() => {
    setRound((value) => value + 1);
  }, []);
  return {
    data: answer?.data,
    error: answer?.key === key ? answer.error : undefined,
    loading: enabled && answer?.request !== request,
    stale: answer?.stale ?? false,
    reload,
  };
}
