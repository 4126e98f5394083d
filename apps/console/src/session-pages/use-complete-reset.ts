/**
 * Sending the new password with the reset link's token (`completePasswordReset`), and what came
 * of it. Not part of the sign-in machine: it needs no sign-in state, only the token from the URL.
 */
import { errorFacts } from "@canvass/sdk/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { useRuntime } from "../app/runtime-context";
import { useT } from "../i18n/use-t";
import { resetProblemsOf, type ResetProblems } from "./problem-errors";
import type { FailureFacts } from "./sign-in-failure";

export type CompleteResetState =
  | { readonly status: "editing" }
  | { readonly status: "sending" }
  | { readonly status: "done" }
  | {
      readonly status: "failed";
      readonly problems: ResetProblems;
      readonly failure: FailureFacts;
    };

export function useCompleteReset(token: string | null) {
  const { services } = useRuntime();
  const t = useT();
  const [state, setState] = useState<CompleteResetState>({ status: "editing" });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (password: string) => {
      if (token === null) return;
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ status: "sending" });
      const result = await services.client.call("completePasswordReset", {
        body: { token, password },
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      setState(
        result.ok
          ? { status: "done" }
          : {
              status: "failed",
              problems: resetProblemsOf(result.error, t),
              failure: errorFacts(result.error),
            },
      );
    },
    [services.client, token, t],
  );

  /** Back to editing after a failure (the user changed a field). */
  const edit = useCallback(() => {
    setState((current) => (current.status === "failed" ? { status: "editing" } : current));
  }, []);

  return { state, send, edit };
}
