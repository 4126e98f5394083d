import { beforeEach, describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { createTestModel } from "xstate/graph";
import { AuthError, HttpError, createCanvassClient, failure, success } from "@canvass/sdk/client";
import { silentLogger } from "@canvass/sdk/logging";
import { createCoverage, toMermaid } from "../testing";
import { createSignInActors } from "./sign-in.actors";
import { signInMachine } from "./sign-in.machine";
import { SIGN_IN_MODEL_EVENTS, signInModel } from "./sign-in.model";
import type { SignInAnswer, SignInModelEvent } from "./sign-in.model";
import { TWO_FACTOR_CODE_PATTERN } from "./sign-in.types";
import type {
  PasswordResetCallResult,
  PasswordResetRequest,
  SignInCallResult,
  SignInRequest,
  SignedInResult,
  TwoFactorRequest,
  VerifyTwoFactorCallResult,
} from "./sign-in.types";

// ---------------------------------------------------------------- a fake server under test control

type CallName = "signIn" | "verifyTwoFactor" | "requestPasswordReset";
interface PendingCall {
  readonly name: CallName;
  readonly input: unknown;
  readonly signal: AbortSignal;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Every call the machine makes waits here until a test answers it. */
const calls: PendingCall[] = [];
function pending<T>(name: CallName, input: unknown, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    calls.push({
      name,
      input,
      signal,
      resolve: (value) => {
        resolve(value as T);
      },
      reject,
    });
  });
}
/** Lets the answered promise reach the machine (microtasks only, no waiting). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const machine = signInMachine.provide({
  actors: {
    signIn: fromPromise<SignInCallResult, SignInRequest>(({ input, signal }) =>
      pending("signIn", input, signal),
    ),
    verifyTwoFactor: fromPromise<VerifyTwoFactorCallResult, TwoFactorRequest>(({ input, signal }) =>
      pending("verifyTwoFactor", input, signal),
    ),
    requestPasswordReset: fromPromise<PasswordResetCallResult, PasswordResetRequest>(
      ({ input, signal }) => pending("requestPasswordReset", input, signal),
    ),
  },
});

/** Every actor of this file reports to it; the last test asks for 100 %. */
const coverage = createCoverage(machine);

function start(username?: string) {
  return createActor(machine, {
    input: username === undefined ? {} : { username },
    inspect: coverage.inspect,
  }).start();
}

const SIGNED_IN: SignedInResult = {
  status: "signedIn",
  token: "eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3OTU0MjM0MDB9.c2ln",
  claims: { exp: 1795423400, team: "t1a2b3", player: "p9f8e7", role: "manager" },
  expiresAt: "2026-11-22T09:30:00.000Z",
  player: "p9f8e7",
  team: "t1a2b3",
  role: "manager",
  username: "jdoe",
};
const SECOND_STEP = {
  status: "secondStepRequired",
  secondStep: "code",
  challenge: "c2Vjb25kLXN0ZXAtY2hhbGxlbmdl",
  expiresAt: "2026-11-21T09:40:00.000Z",
} as const;
const REASONS: Record<CallName, string> = {
  signIn: "Invalid username or password",
  verifyTwoFactor: "Invalid code",
  requestPasswordReset: "unused",
};
const tooMany = { type: "about:blank", title: "Too many requests", status: 429 };

/** Answers the newest open call the way the model's answer event says. */
async function answer(type: SignInAnswer["type"]): Promise<void> {
  const call = calls.at(-1);
  if (call === undefined) throw new Error(`${type}: no call is open`);
  switch (type) {
    case "answer.signedIn":
      call.resolve(success(SIGNED_IN));
      break;
    case "answer.secondStep":
      call.resolve(success(SECOND_STEP));
      break;
    case "answer.refused":
      call.resolve(failure(new AuthError(401, REASONS[call.name], undefined, call.name)));
      break;
    case "answer.throttled":
      call.resolve(failure(new HttpError(429, tooMany, call.name)));
      break;
    case "answer.accepted":
      call.resolve(success(undefined));
      break;
    case "answer.crash":
      call.reject(new Error("actor crashed"));
      break;
  }
  await settle();
}

function signInWith(actor: ReturnType<typeof start>, username = "jdoe", password = "pw") {
  actor.send({ type: "signIn.change", username, password });
  actor.send({ type: "signIn.submit" });
}

beforeEach(() => {
  calls.length = 0;
});

// ---------------------------------------------------------------- examples

describe("signInMachine", () => {
  it("has the shape of the real machine (the provided actors change nothing else)", () => {
    expect(toMermaid(machine)).toBe(toMermaid(signInMachine));
  });

  it("submits only with a username and a password, trimming the username", async () => {
    const actor = start();
    actor.send({ type: "signIn.submit" });
    actor.send({ type: "signIn.change", username: "  jdoe ", password: "" });
    actor.send({ type: "signIn.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(calls).toEqual([]);

    actor.send({ type: "signIn.change", password: " secret " });
    actor.send({ type: "signIn.submit" });
    expect(actor.getSnapshot().value).toBe("submitting");
    expect(calls.map((c) => [c.name, c.input])).toEqual([
      ["signIn", { username: "jdoe", password: " secret " }],
    ]);
    actor.send({ type: "signIn.submit" });
    expect(calls).toHaveLength(1);

    await answer("answer.signedIn");
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("signedIn");
    expect(snapshot.status).toBe("done");
    expect(snapshot.output).toEqual(SIGNED_IN);
    expect(snapshot.context.password).toBe("");
  });

  it("shows the X-Auth-Error reason of a refused sign-in until the form changes", async () => {
    const actor = start();
    signInWith(actor, "jdoe", "wrong");
    await answer("answer.refused");
    const { value, context } = actor.getSnapshot();
    expect(value).toBe("editing");
    expect(context.failure).toEqual({
      step: "credentials",
      kind: "auth",
      status: 401,
      reason: "Invalid username or password",
      message: "Invalid username or password",
    });
    expect(context.username).toBe("jdoe");
    actor.send({ type: "signIn.change", password: "right" });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it("asks for the code, sends it with the challenge, and signs in", async () => {
    const actor = start();
    signInWith(actor);
    await answer("answer.secondStep");
    let snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("codeEntry");
    expect(snapshot.context).toMatchObject({
      challenge: SECOND_STEP.challenge,
      challengeExpiresAt: SECOND_STEP.expiresAt,
      password: "",
    });

    actor.send({ type: "signIn.code.change", code: "12345" });
    actor.send({ type: "signIn.code.submit" });
    expect(actor.getSnapshot().value).toBe("codeEntry");
    actor.send({ type: "signIn.code.change", code: "123 456" });
    actor.send({ type: "signIn.code.submit" });
    expect(calls.at(-1)).toMatchObject({
      name: "verifyTwoFactor",
      input: { code: "123456", challenge: SECOND_STEP.challenge },
    });

    await answer("answer.refused");
    snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("codeEntry");
    expect(snapshot.context.failure).toMatchObject({ step: "code", reason: "Invalid code" });
    expect(snapshot.context.code).toBe("");

    actor.send({ type: "signIn.code.change", code: "87654321" });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: "signIn.code.submit" });
    await answer("answer.signedIn");
    expect(actor.getSnapshot().output).toEqual(SIGNED_IN);
    expect(actor.getSnapshot().context).toMatchObject({ code: "", challenge: null });
  });

  it("goes back to the credentials from the code step, forgetting the challenge", async () => {
    const actor = start();
    signInWith(actor);
    await answer("answer.secondStep");
    actor.send({ type: "signIn.code.change", code: "123456" });
    actor.send({ type: "signIn.code.cancel" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context).toMatchObject({
      username: "jdoe",
      password: "",
      code: "",
      challenge: null,
      challengeExpiresAt: null,
    });
  });

  it("requests a password reset for the prefilled username", async () => {
    const actor = start("jdoe");
    actor.send({ type: "signIn.reset.start" });
    actor.send({ type: "signIn.reset.submit" });
    expect(actor.getSnapshot().value).toEqual({ passwordReset: "requesting" });
    expect(calls.at(-1)).toMatchObject({
      name: "requestPasswordReset",
      input: { username: "jdoe" },
    });
    await answer("answer.accepted");
    expect(actor.getSnapshot().value).toEqual({ passwordReset: "sent" });
    actor.send({ type: "signIn.reset.back" });
    expect(actor.getSnapshot().value).toBe("editing");
  });

  it("fails a throttled reset request without a reason, and retries", async () => {
    const actor = start();
    actor.send({ type: "signIn.reset.start" });
    actor.send({ type: "signIn.reset.submit" });
    expect(actor.getSnapshot().value).toEqual({ passwordReset: "editing" });
    actor.send({ type: "signIn.change", username: "jdoe" });
    actor.send({ type: "signIn.reset.submit" });
    await answer("answer.throttled");
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ passwordReset: "failed" });
    expect(context.failure).toEqual({
      step: "passwordReset",
      kind: "http",
      status: 429,
      reason: undefined,
      message: "Too many requests",
    });
    actor.send({ type: "signIn.reset.submit" });
    expect(actor.getSnapshot().value).toEqual({ passwordReset: "requesting" });
  });

  it("aborts the open call when the user leaves its step", () => {
    const actor = start("jdoe");
    actor.send({ type: "signIn.reset.start" });
    actor.send({ type: "signIn.reset.submit" });
    const call = calls.at(-1);
    expect(call?.signal.aborted).toBe(false);
    actor.send({ type: "signIn.reset.back" });
    expect(call?.signal.aborted).toBe(true);
  });

  it("says which actor is missing when none was provided", async () => {
    const actor = createActor(signInMachine, { input: {}, inspect: coverage.inspect }).start();
    actor.send({ type: "signIn.change", username: "jdoe", password: "pw" });
    actor.send({ type: "signIn.submit" });
    await settle();
    expect(actor.getSnapshot().context.failure).toMatchObject({
      kind: "unknown",
      message: 'signIn: provide the "signIn" actor (machine.provide)',
    });
  });
});

describe("createSignInActors (with an SDK client on an injected fetch)", () => {
  function clientAnswering(respond: (request: Request, body: unknown) => Response) {
    const requests: { path: string; body: unknown }[] = [];
    const client = createCanvassClient({
      baseUrl: "https://api.canvass.test",
      assetsUrl: "https://assets.canvass.test",
      app: { name: "machines-test", version: "0.0.0" },
      platform: "test",
      client: "demo",
      logger: silentLogger,
      fetch: async (request) => {
        const body: unknown = await request.clone().json();
        requests.push({ path: new URL(request.url).pathname, body });
        return respond(request, body);
      },
    });
    return { client, requests };
  }
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });

  it("signs in with a second step through the real client", async () => {
    const { client, requests } = clientAnswering((request) =>
      request.url.endsWith("/users/auth/") ? json(SECOND_STEP) : json(SIGNED_IN),
    );
    const actor = createActor(signInMachine.provide({ actors: createSignInActors(client) }), {
      input: {},
      inspect: coverage.inspect,
    }).start();
    actor.send({ type: "signIn.change", username: "jdoe", password: "pw" });
    actor.send({ type: "signIn.submit" });
    await vitestWaitFor(() => actor.getSnapshot().matches("codeEntry"));
    actor.send({ type: "signIn.code.change", code: "123456" });
    actor.send({ type: "signIn.code.submit" });
    await vitestWaitFor(() => actor.getSnapshot().status === "done");
    expect(requests).toEqual([
      { path: "/users/auth/", body: { username: "jdoe", password: "pw" } },
      { path: "/users/2fa/", body: { code: "123456", challenge: SECOND_STEP.challenge } },
    ]);
    expect(actor.getSnapshot().output).toEqual(SIGNED_IN);
  });

  it("carries the X-Auth-Error header of a 401 as the reason", async () => {
    const { client } = clientAnswering(
      () =>
        new Response(JSON.stringify({ type: "about:blank", title: "Unauthorized", status: 401 }), {
          status: 401,
          headers: {
            "Content-Type": "application/problem+json",
            "X-Auth-Error": "Account inactive",
          },
        }),
    );
    const actor = createActor(signInMachine.provide({ actors: createSignInActors(client) }), {
      input: {},
      inspect: coverage.inspect,
    }).start();
    actor.send({ type: "signIn.change", username: "jdoe", password: "pw" });
    actor.send({ type: "signIn.submit" });
    await vitestWaitFor(() => actor.getSnapshot().matches("editing"));
    expect(actor.getSnapshot().context.failure).toMatchObject({
      kind: "auth",
      status: 401,
      reason: "Account inactive",
    });
  });
});

/** Polls through macrotask turns (the client's fetch chain), never through a timer. */
async function vitestWaitFor(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 100 && !done(); turn += 1) await settle();
  expect(done()).toBe(true);
}

// ---------------------------------------------------------------- model-based

describe("signInMachine (model-based)", () => {
  const model = createTestModel(signInModel, { events: [...SIGN_IN_MODEL_EVENTS] });
  const paths = model.getShortestPaths();

  it("passes through every state of the model", () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    expect(reached).toEqual(
      new Set(
        [
          "editing",
          "submitting",
          "codeEntry",
          "verifying",
          "signedIn",
          { passwordReset: "editing" },
          { passwordReset: "requesting" },
          { passwordReset: "sent" },
          { passwordReset: "failed" },
        ].map((value) => JSON.stringify(value)),
      ),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = start();
      const send = ({ event }: { event: SignInModelEvent }) => {
        if (event.type.startsWith("answer.")) return answer(event.type as SignInAnswer["type"]);
        actor.send(event as Exclude<SignInModelEvent, SignInAnswer>);
        return undefined;
      };
      const eventTypes = [
        ...new Set([
          ...SIGN_IN_MODEL_EVENTS.map((event) => event.type),
          "signIn.submit",
          "signIn.code.submit",
          "signIn.code.cancel",
          "signIn.reset.start",
          "signIn.reset.submit",
          "signIn.reset.back",
          "answer.signedIn",
          "answer.secondStep",
          "answer.refused",
          "answer.throttled",
          "answer.accepted",
          "answer.crash",
        ] as const),
      ];
      await path.test({
        events: Object.fromEntries(eventTypes.map((type) => [type, send])),
        states: {
          "*": (state) => {
            const snapshot = actor.getSnapshot();
            expect(snapshot.value).toEqual(state.value);
            expect(snapshot.context.failure?.kind ?? null).toBe(state.context.failure);
            if (snapshot.context.failure?.kind === "auth") {
              expect(snapshot.context.failure.reason).toBe(
                snapshot.context.failure.step === "code" ? REASONS.verifyTwoFactor : REASONS.signIn,
              );
            }
            expect(snapshot.context.username.trim() !== "").toBe(state.context.username);
            expect(snapshot.context.password !== "").toBe(state.context.password);
            expect(TWO_FACTOR_CODE_PATTERN.test(snapshot.context.code)).toBe(state.context.code);
            if (state.value === "signedIn") expect(snapshot.output).toEqual(SIGNED_IN);
          },
        },
      });
    });
  }
});

describe("signInMachine coverage", () => {
  it("has entered every state and taken every transition of the real machine", () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
