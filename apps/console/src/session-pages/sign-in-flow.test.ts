import { signInMachine, type SignInContext } from "@canvass/machines";
import { success, type Result } from "@canvass/sdk/client";
import type { Schema } from "@canvass/sdk/contract";
import { describe, expect, it, vi } from "vitest";
import { fromPromise, waitFor } from "xstate";
import { createSignInFlow, type SignedInResult, type SignInFlowOptions } from "./sign-in-flow";

const SIGNED_IN: SignedInResult = {
  status: "signedIn",
  token: "header.payload.signature",
  claims: { exp: 1, team: "t1", player: "p1", role: "admin" },
  expiresAt: "2030-01-01T00:00:00.000Z",
  player: "p1",
  team: "t1",
  role: "admin",
};

const CHALLENGE: Schema<"SignInResult"> = {
  status: "secondStepRequired",
  secondStep: "code",
  challenge: "c2Vjb25kLXN0ZXA",
  expiresAt: "2030-01-01T00:00:00.000Z",
};

/** An answer as the SDK gives it: a result, never a throw. */
const answer = <T>(data: T): Promise<Result<T>> => Promise.resolve(success(data));

/** The machine with answers decided here (no server): the first step, then the code. */
function machineAnswering(first: "signedIn" | "code") {
  return signInMachine.provide({
    actors: {
      signIn: fromPromise(() =>
        answer<Schema<"SignInResult">>(first === "signedIn" ? SIGNED_IN : CHALLENGE),
      ),
      verifyTwoFactor: fromPromise(() => answer(SIGNED_IN)),
      requestPasswordReset: fromPromise(() => answer<unknown>(undefined)),
    },
  });
}

function flowWith(first: "signedIn" | "code", stored = true) {
  const options = {
    machine: machineAnswering(first),
    onCodeRequired: vi.fn<SignInFlowOptions["onCodeRequired"]>(),
    onSignedIn: vi.fn<SignInFlowOptions["onSignedIn"]>(() => Promise.resolve(stored)),
  };
  return { flow: createSignInFlow(options), ...options };
}

const contextOf = (flow: ReturnType<typeof createSignInFlow>): SignInContext =>
  flow.getState().actor.getSnapshot().context;

describe("createSignInFlow", () => {
  it("hands a completed sign-in over and keeps it until a page asks for a fresh flow", async () => {
    const { flow, onSignedIn, onCodeRequired } = flowWith("signedIn");
    const first = flow.getState().actor;
    const replaced = vi.fn();
    flow.subscribe(replaced);
    first.send({ type: "signIn.change", username: "admin", password: "secret" });
    first.send({ type: "signIn.submit" });
    await vi.waitFor(() => {
      expect(onSignedIn).toHaveBeenCalledWith(SIGNED_IN);
    });
    await Promise.resolve();
    expect(onCodeRequired).not.toHaveBeenCalled();
    expect(flow.getState().actor).toBe(first);
    expect(first.getSnapshot().status).toBe("done");
    expect(replaced).not.toHaveBeenCalled();

    flow.restart();
    expect(replaced).toHaveBeenCalledTimes(1);
    expect(flow.getState().notice).toBeNull();
    expect(contextOf(flow)).toMatchObject({ username: "", password: "", signedIn: null });
  });

  it("asks for the code step once the credentials need it", async () => {
    const { flow, onSignedIn, onCodeRequired } = flowWith("code");
    const { actor } = flow.getState();
    actor.send({ type: "signIn.change", username: "admin2fa", password: "secret" });
    actor.send({ type: "signIn.submit" });
    await waitFor(actor, (s) => s.matches("codeEntry"));
    expect(onCodeRequired).toHaveBeenCalledTimes(1);
    // Typing the code does not ask again.
    actor.send({ type: "signIn.code.change", code: "123456" });
    expect(onCodeRequired).toHaveBeenCalledTimes(1);
    actor.send({ type: "signIn.code.submit" });
    await vi.waitFor(() => {
      expect(onSignedIn).toHaveBeenCalledWith(SIGNED_IN);
    });
  });

  it("starts afresh with a notice when the token could not be stored", async () => {
    const { flow } = flowWith("signedIn", false);
    const first = flow.getState().actor;
    first.send({ type: "signIn.change", username: "admin", password: "secret" });
    first.send({ type: "signIn.submit" });
    await vi.waitFor(() => {
      expect(flow.getState().notice).toBe("tokenRejected");
    });
    expect(flow.getState().actor.getSnapshot().matches("editing")).toBe(true);
  });

  it("restarts on request with only the given input", () => {
    const { flow } = flowWith("signedIn");
    const first = flow.getState().actor;
    first.send({ type: "signIn.change", username: "manager", password: "secret" });
    flow.restart({ username: "manager" });
    expect(first.getSnapshot().status).toBe("stopped");
    expect(contextOf(flow)).toMatchObject({ username: "manager", password: "" });
  });
});
