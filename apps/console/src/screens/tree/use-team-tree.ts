/**
 * Loads the hierarchy (`getTeamTree`): loading, the answer, or the failure with a retry. The last
 * answer stays while a reload runs, so the tree neither flashes nor loses its open nodes, and a
 * failed reload keeps it on screen beside the error. An answer arriving after the screen moved
 * on is dropped (the request is aborted).
 */
import { isAbortedError, type CanvassClient, type ClientError } from "@canvass/sdk/client";
import { useCallback, useEffect, useState } from "react";
import type { TeamTreeNode } from "./tree-items";

/**
 * Sent after a write: the SDK's read cache revalidates with the stored copy's `Last-Modified`,
 * which has whole seconds only, so a move within the same second as the last read could come back
 * "not modified". An explicit, ancient `If-Modified-Since` makes the server answer in full.
 */
const FULL_ANSWER = { "If-Modified-Since": new Date(0).toUTCString() } as const;

export interface TeamTree {
  /** The last answer's nodes; `undefined` until one arrives. */
  readonly nodes: readonly TeamTreeNode[] | undefined;
  readonly loading: boolean;
  /** Why the last load failed; cleared when a load starts. */
  readonly error: ClientError | undefined;
  /** Loads again; `fresh` after a write (see `FULL_ANSWER`). */
  readonly reload: (fresh?: boolean) => void;
}

interface Round {
  readonly count: number;
  readonly fresh: boolean;
}

/** How a load round ended. */
interface Settled {
  readonly count: number;
  readonly error: ClientError | undefined;
}

export function useTeamTree(client: CanvassClient): TeamTree {
  const [round, setRound] = useState<Round>({ count: 0, fresh: false });
  const [nodes, setNodes] = useState<readonly TeamTreeNode[] | undefined>(undefined);
  const [settled, setSettled] = useState<Settled | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    void client
      .call("getTeamTree", {
        signal: controller.signal,
        ...(round.fresh ? { headers: FULL_ANSWER } : {}),
      })
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result.ok) setNodes(result.data.nodes);
        else if (isAbortedError(result.error)) return;
        setSettled({ count: round.count, error: result.ok ? undefined : result.error });
      });
    return () => {
      controller.abort();
    };
  }, [client, round]);

  const reload = useCallback((fresh = false) => {
    setRound((previous) => ({ count: previous.count + 1, fresh }));
  }, []);

  // The round running now has not settled yet: loading, and no error shown for it.
  const loading = settled?.count !== round.count;
  return { nodes, loading, error: loading ? undefined : settled.error, reload };
}
