import { beforeEach, describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { createTestModel } from "xstate/graph";
import { HttpError, createCanvassClient, failure, success } from "@canvass/sdk/client";
import { silentLogger } from "@canvass/sdk/logging";
import { createCoverage, toMermaid } from "../testing";
import { createFeedbackPopupActors } from "./feedback-popup.actors";
import { feedbackPopupMachine } from "./feedback-popup.machine";
import { FEEDBACK_POPUP_MODEL_EVENTS, feedbackPopupModel } from "./feedback-popup.model";
import type { FeedbackAnswer, FeedbackPopupModelEvent } from "./feedback-popup.model";
import { FEEDBACK_MAX_LENGTH } from "./feedback-popup.types";
import type {
  CreateFeedbackCallResult,
  Feedback,
  FeedbackCreate,
  FeedbackPopupEvent,
} from "./feedback-popup.types";

// ---------------------------------------------------------------- calls and thanks under test control

interface PendingCall {
  readonly input: FeedbackCreate;
  resolve(value: CreateFeedbackCallResult): void;
  reject(error: unknown): void;
}
const calls: PendingCall[] = [];
let thanks = 0;
/** Lets the answered promise reach the machine (microtasks only, no waiting). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const machine = feedbackPopupMachine.provide({
  actors: {
    createFeedback: fromPromise<CreateFeedbackCallResult, FeedbackCreate>(
      ({ input }) =>
        new Promise((resolve, reject) => {
          calls.push({ input, resolve, reject });
        }),
    ),
  },
  actions: {
    showThanks: () => {
      thanks += 1;
    },
  },
});

/** Every actor of this file reports to it; the last test asks for 100 %. */
const coverage = createCoverage(machine);

function start(url?: string) {
  return createActor(machine, {
    input: url === undefined ? {} : { url },
    inspect: coverage.inspect,
  }).start();
}

const STORED: Feedback = {
  id: "f1e2d3",
  text: "The export list is hard to read on a phone.",
  AuthorID: "p9f8e7",
  AuthorName: "Jane Doe",
  Created: "2026-11-21T09:30:00.000Z",
  url: "/exports",
};
const unprocessable = { type: "about:blank", title: "Unprocessable", status: 422 };

async function answer(type: FeedbackAnswer["type"]): Promise<void> {
  const call = calls.at(-1);
  if (call === undefined) throw new Error(`${type}: no call is open`);
  if (type === "answer.created") call.resolve(success(STORED));
  if (type === "answer.refused") call.resolve(failure(new HttpError(422, unprocessable)));
  if (type === "answer.crash") call.reject(new Error("actor crashed"));
  await settle();
}

beforeEach(() => {
  calls.length = 0;
  thanks = 0;
});

describe("feedbackPopupMachine", () => {
  it("has the shape of the real machine (the provided actor and action change nothing else)", () => {
    expect(toMermaid(machine)).toBe(toMermaid(feedbackPopupMachine));
  });

  it("sends the trimmed text with the page, thanks once, and forgets the draft", async () => {
    const actor = start("/dashboard");
    expect(actor.getSnapshot().value).toBe("closed");
    actor.send({ type: "feedback.open", url: "/exports" });
    actor.send({ type: "feedback.change", text: "  Hard to read on a phone.  " });
    actor.send({ type: "feedback.submit" });
    expect(actor.getSnapshot().value).toBe("sending");
    expect(calls.map((call) => call.input)).toEqual([
      { text: "Hard to read on a phone.", url: "/exports" },
    ]);
    actor.send({ type: "feedback.submit" });
    actor.send({ type: "feedback.close" });
    expect(calls).toHaveLength(1);
    await answer("answer.created");
    expect(actor.getSnapshot().value).toBe("thanked");
    expect(actor.getSnapshot().context.text).toBe("");
    expect(thanks).toBe(1);
    actor.send({ type: "feedback.close" });
    actor.send({ type: "feedback.open" });
    expect(actor.getSnapshot().context).toMatchObject({ text: "", url: "/exports" });
  });

  it("sends nothing blank or longer than the contract allows", () => {
    const actor = start();
    actor.send({ type: "feedback.open" });
    actor.send({ type: "feedback.submit" });
    actor.send({ type: "feedback.change", text: " \n " });
    actor.send({ type: "feedback.submit" });
    actor.send({ type: "feedback.change", text: "x".repeat(FEEDBACK_MAX_LENGTH + 1) });
    actor.send({ type: "feedback.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    actor.send({ type: "feedback.change", text: "x".repeat(FEEDBACK_MAX_LENGTH) });
    actor.send({ type: "feedback.submit" });
    expect(actor.getSnapshot().value).toBe("sending");
    expect(calls[0]?.input).toEqual({ text: "x".repeat(FEEDBACK_MAX_LENGTH) });
  });

  it("keeps the draft through a failure and a close, and retries", async () => {
    const actor = start();
    actor.send({ type: "feedback.open" });
    actor.send({ type: "feedback.change", text: "Great" });
    actor.send({ type: "feedback.submit" });
    await answer("answer.refused");
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: "http",
      status: 422,
      message: "Unprocessable",
    });
    expect(thanks).toBe(0);
    actor.send({ type: "feedback.close" });
    actor.send({ type: "feedback.open" });
    expect(actor.getSnapshot().context).toMatchObject({ text: "Great", failure: null });
    actor.send({ type: "feedback.submit" });
    await answer("answer.crash");
    expect(actor.getSnapshot().context.failure).toMatchObject({
      kind: "unknown",
      message: "actor crashed",
    });
    actor.send({ type: "feedback.submit" });
    expect(actor.getSnapshot().value).toBe("sending");
  });

  it("sends through an SDK client", async () => {
    const bodies: unknown[] = [];
    const client = createCanvassClient({
      baseUrl: "https://api.canvass.test",
      assetsUrl: "https://assets.canvass.test",
      app: { name: "machines-test", version: "0.0.0" },
      platform: "test",
      client: "demo",
      logger: silentLogger,
      getSession: () => ({ token: "h.p.s", playerId: "p9f8e7" }),
      fetch: async (request) => {
        bodies.push(await request.clone().json());
        return new Response(JSON.stringify(STORED), {
          status: 201,
          headers: { "Content-Type": "application/json" },
        });
      },
    });
    const actor = createActor(machine.provide({ actors: createFeedbackPopupActors(client) }), {
      input: {},
      inspect: coverage.inspect,
    }).start();
    actor.send({ type: "feedback.open", url: "/exports" });
    actor.send({ type: "feedback.change", text: "Nice" });
    actor.send({ type: "feedback.submit" });
    for (let turn = 0; turn < 100 && actor.getSnapshot().matches("sending"); turn += 1) {
      await settle();
    }
    expect(actor.getSnapshot().value).toBe("thanked");
    expect(bodies).toEqual([{ text: "Nice", url: "/exports" }]);
  });
});

describe("feedbackPopupMachine (model-based)", () => {
  const model = createTestModel(feedbackPopupModel, { events: [...FEEDBACK_POPUP_MODEL_EVENTS] });
  const paths = model.getShortestPaths();

  it("passes through every state of the model", () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value)));
    expect(reached).toEqual(new Set(["closed", "editing", "sending", "thanked", "failed"]));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = start();
      let created = 0;
      const send = (step: { event: unknown }): Promise<void> | undefined => {
        const event = step.event as FeedbackPopupModelEvent;
        if (event.type === "answer.created") created += 1;
        if (event.type.startsWith("answer.")) return answer(event.type as FeedbackAnswer["type"]);
        actor.send(event as FeedbackPopupEvent);
        return undefined;
      };
      await path.test({
        events: Object.fromEntries(
          [
            "feedback.open",
            "feedback.change",
            "feedback.submit",
            "feedback.close",
            "answer.created",
            "answer.refused",
            "answer.crash",
          ].map((type) => [type, send]),
        ),
        states: {
          "*": (state) => {
            const snapshot = actor.getSnapshot();
            expect(snapshot.value).toBe(state.value);
            expect(snapshot.context.text.trim() !== "").toBe(state.context.sendable);
            expect(snapshot.context.failure !== null).toBe(state.context.failure);
            // One thanks notification per stored feedback, no more, no fewer.
            expect(thanks).toBe(created);
          },
        },
      });
    });
  }
});

describe("feedbackPopupMachine coverage", () => {
  it("has entered every state and taken every transition of the real machine", () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
