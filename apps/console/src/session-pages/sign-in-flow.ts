/**
 * The one sign-in actor that /login, /2fa and /reset_password share: the code step is its own
 * route, so the actor must outlive each page. The flow holds the current actor, tells React when
 * it is replaced (a tiny external store), and reacts to two moments of the machine: the code
 * step beginning (go to /2fa) and the sign-in completing (store the token and move on).
 *
 * A completed actor stays until a page asks for a fresh one (`restart`): replacing it at once
 * would show the page an empty flow while the router is still on its way to `/`, and /2fa would
 * take that for "no challenge" and send the user back to /login.
 */
import type { SignInInput, signInMachine } from "@canvass/machines";
import { createActor, type ActorRefFrom, type SnapshotFrom } from "xstate";

export type SignInMachine = typeof signInMachine;
export type SignInActor = ActorRefFrom<SignInMachine>;
export type SignInSnapshot = SnapshotFrom<SignInMachine>;
export type SignedInResult = NonNullable<SignInSnapshot["context"]["signedIn"]>;

/** Why the previous flow ended without signing in; the login page says so. */
export type FlowNotice = "tokenRejected";

export interface SignInFlowState {
  readonly actor: SignInActor;
  readonly notice: FlowNotice | null;
}

export interface SignInFlowOptions {
  /** The machine with its actors provided (`createSignInActors(client)`). */
  readonly machine: SignInMachine;
  /** The credentials were right and a code is needed now. */
  readonly onCodeRequired: () => void;
  /**
   * The sign-in is complete. Resolves `true` once the token is stored, `false` when it could not
   * be (the flow then starts afresh with a notice).
   */
  readonly onSignedIn: (result: SignedInResult) => Promise<boolean>;
}

export interface SignInFlow {
  readonly getState: () => SignInFlowState;
  readonly subscribe: (listener: () => void) => () => void;
  /** Stops the current actor and starts a new one (keeping nothing but the given input). */
  readonly restart: (input?: SignInInput, notice?: FlowNotice | null) => void;
}

export function createSignInFlow(options: SignInFlowOptions): SignInFlow {
  const listeners = new Set<() => void>();
  let state: SignInFlowState;

  const start = (input: SignInInput, notice: FlowNotice | null) => {
    const actor = createActor(options.machine, { input });
    let previous = actor.getSnapshot();
    actor.subscribe((snapshot) => {
      if (snapshot.matches("codeEntry") && previous.matches("submitting")) options.onCodeRequired();
      previous = snapshot;
      if (snapshot.status !== "done") return;
      void options.onSignedIn(snapshot.output).then(
        (stored) => {
          if (!stored) flow.restart({}, "tokenRejected");
        },
        () => {
          flow.restart({}, "tokenRejected");
        },
      );
    });
    actor.start();
    state = { actor, notice };
    for (const listener of listeners) listener();
  };

  const flow: SignInFlow = {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restart: (input = {}, notice = null) => {
      state.actor.stop();
      start(input, notice);
    },
  };
  start({}, null);
  return flow;
}
