/**
 * The sign-in flow of a runtime, made on first use and kept for the page's life (one per
 * runtime, so tests with their own runtime never share one), and the hook the pages read it
 * with. Completing a sign-in goes back to the address a signed-out visit came from (`?next=`,
 * see return-path.ts), otherwise to `/`, which forwards to the operator's home.
 */
import { createSignInActors, signInMachine } from "@canvass/machines";
import { useSyncExternalStore } from "react";
import type { Runtime } from "../app/runtime";
import { useRuntime } from "../app/runtime-context";
import { navigateTo } from "../services/navigation";
import { completeSignIn } from "./complete-sign-in";
import { returnPathOf } from "./return-path";
import { createSignInFlow, type SignInFlow, type SignInFlowState } from "./sign-in-flow";

const flows = new WeakMap<Runtime, SignInFlow>();

export function signInFlowFor(runtime: Runtime): SignInFlow {
  let flow = flows.get(runtime);
  if (flow === undefined) {
    flow = createSignInFlow({
      machine: signInMachine.provide({ actors: createSignInActors(runtime.services.client) }),
      // The address to return to rides along in the query, from /login to /2fa.
      onCodeRequired: () => {
        navigateTo(`/2fa${globalThis.location.search}`);
      },
      onSignedIn: async (result) => {
        // Read before the session changes: a signed-in /login forwards to the same address.
        const back = returnPathOf(globalThis.location.search) ?? "/";
        const stored = await completeSignIn(runtime, result.token);
        if (stored) navigateTo(back, { replace: true });
        return stored;
      },
    });
    flows.set(runtime, flow);
  }
  return flow;
}

/** The runtime's sign-in flow and its current actor; re-renders when the actor is replaced. */
export function useSignInFlow(): SignInFlowState & { readonly flow: SignInFlow } {
  const flow = signInFlowFor(useRuntime());
  const state = useSyncExternalStore(flow.subscribe, flow.getState);
  return { ...state, flow };
}
