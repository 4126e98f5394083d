import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { createTestModel } from "xstate/graph";
import { HttpError, failure, success } from "@canvass/sdk/client";
import { NOTIFICATION_DISMISS_MS } from "@canvass/sdk/settings";
import { createCoverage } from "../testing";
import { notificationsMachine } from "./notifications.machine";
import {
  CONFIRMATION_MODEL_EVENTS,
  TOASTS_MODEL_EVENTS,
  confirmationModel,
  toastsModel,
} from "./notifications.model";
import type { ConfirmationModelEvent, ToastsModelEvent } from "./notifications.model";
import { selectConfirmation, selectToasts } from "./notifications.selectors";

/** Every actor of this file reports to it; the last test asks for 100 %. */
const coverage = createCoverage(notificationsMachine);

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(notificationsMachine, { clock, inspect: coverage.inspect }).start();
  return { actor, clock };
}

/** Lets a settled promise reach the machine (microtasks only, no waiting). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A confirm action whose promise the test settles. */
function controlledAction() {
  const runs: { resolve(value: unknown): void; reject(error: unknown): void }[] = [];
  const onContinue = () =>
    new Promise<unknown>((resolve, reject) => {
      runs.push({ resolve, reject });
    });
  const last = () => {
    const run = runs.at(-1);
    if (run === undefined) throw new Error("the confirm action did not run");
    return run;
  };
  return { onContinue, runs, last };
}

/**
 * Event executors of a model. `xstate/graph` types a step's event by its type only; the step
 * carries the whole model event, which an executor reads back with its own type.
 */
type Executors<E extends { type: string }> = Record<
  E["type"],
  (step: { event: unknown }) => Promise<void> | void
>;

const titles = (actor: ReturnType<typeof start>["actor"]) =>
  selectToasts(actor.getSnapshot()).map((toast) => toast.title);

describe("notificationsMachine: toasts", () => {
  it("uses the SDK's dismissal period", () => {
    expect(NOTIFICATION_DISMISS_MS).toBe(8000);
  });

  it("shows a toast with its defaults and dismisses it at the first check, 8000 ms later", () => {
    const { actor, clock } = start();
    actor.send({ type: "notifications.push", notification: { title: "Saved" } });
    expect(selectToasts(actor.getSnapshot())).toEqual([
      { id: 1, title: "Saved", description: undefined, icon: undefined, severity: "info" },
    ]);
    clock.increment(NOTIFICATION_DISMISS_MS - 1);
    expect(titles(actor)).toEqual(["Saved"]);
    clock.increment(1);
    expect(titles(actor)).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ toasts: "empty", confirmation: "closed" });
  });

  it("checks every 8000 ms: a toast that arrives between checks stays until the next-but-one", () => {
    const { actor, clock } = start();
    actor.send({ type: "notifications.push", notification: { title: "first" } });
    clock.increment(3000);
    actor.send({
      type: "notifications.push",
      notification: { title: "second", description: "d", icon: "check", severity: "success" },
    });
    clock.increment(5000); // t = 8000: first check
    expect(titles(actor)).toEqual(["second"]);
    clock.increment(7999); // t = 15999: 12999 ms old, not checked yet
    expect(titles(actor)).toEqual(["second"]);
    clock.increment(1); // t = 16000: second check
    expect(titles(actor)).toEqual([]);
  });

  it("restarts the checks with the next toast after the queue emptied", () => {
    const { actor, clock } = start();
    actor.send({ type: "notifications.push", notification: { title: "a" } });
    clock.increment(NOTIFICATION_DISMISS_MS);
    clock.increment(20_000);
    actor.send({ type: "notifications.push", notification: { title: "b" } });
    clock.increment(NOTIFICATION_DISMISS_MS - 1);
    expect(titles(actor)).toEqual(["b"]);
    clock.increment(1);
    expect(titles(actor)).toEqual([]);
  });

  it("closes one toast with its button, and all with clear", () => {
    const { actor } = start();
    for (const title of ["a", "b", "c"]) {
      actor.send({ type: "notifications.push", notification: { title } });
    }
    actor.send({ type: "notifications.dismiss", id: 2 });
    expect(titles(actor)).toEqual(["a", "c"]);
    actor.send({ type: "notifications.dismiss", id: 99 });
    expect(titles(actor)).toEqual(["a", "c"]);
    actor.send({ type: "notifications.clear" });
    expect(titles(actor)).toEqual([]);
    actor.send({ type: "notifications.push", notification: { title: "d" } });
    expect(selectToasts(actor.getSnapshot())[0]?.id).toBe(4);
  });
});

describe("notificationsMachine: confirmation", () => {
  it("opens with defaults, saves with the continue button disabled, and closes", async () => {
    const { actor } = start();
    const action = controlledAction();
    expect(selectConfirmation(actor.getSnapshot())).toBeNull();
    actor.send({
      type: "confirm.open",
      confirmation: { title: "Delete?", description: "It cannot be undone.", ...action },
    });
    expect(selectConfirmation(actor.getSnapshot())).toMatchObject({
      confirmation: { title: "Delete?", severity: "warning", cancellable: true },
      saving: false,
      continueDisabled: false,
      showCancel: true,
      error: null,
    });
    actor.send({ type: "confirm.continue" });
    expect(selectConfirmation(actor.getSnapshot())).toMatchObject({
      saving: true,
      continueDisabled: true,
      cancelDisabled: true,
    });
    actor.send({ type: "confirm.continue" });
    actor.send({ type: "confirm.cancel" });
    actor.send({ type: "confirm.open", confirmation: { title: "Other" } });
    expect(action.runs).toHaveLength(1);
    expect(actor.getSnapshot().context.confirmation?.title).toBe("Delete?");
    action.last().resolve(success(null));
    await settle();
    expect(selectConfirmation(actor.getSnapshot())).toBeNull();
  });

  it("stays open with the error of a failed SDK result or a rejection, and retries", async () => {
    const { actor } = start();
    const action = controlledAction();
    actor.send({ type: "confirm.open", confirmation: { title: "Delete?", ...action } });
    actor.send({ type: "confirm.continue" });
    action.last().resolve(failure(new HttpError(403, undefined, "deleteTeam")));
    await settle();
    expect(selectConfirmation(actor.getSnapshot())).toMatchObject({
      saving: false,
      error: "HTTP 403",
    });
    actor.send({ type: "confirm.continue" });
    expect(actor.getSnapshot().context.confirmationError).toBeNull();
    action.last().reject(new Error("offline"));
    await settle();
    expect(selectConfirmation(actor.getSnapshot())?.error).toBe("offline");
  });

  it("cannot be cancelled when it says so; continue without an action just closes", async () => {
    const { actor } = start();
    actor.send({
      type: "confirm.open",
      confirmation: { title: "Accept", cancellable: false, severity: "info" },
    });
    actor.send({ type: "confirm.cancel" });
    expect(selectConfirmation(actor.getSnapshot())?.showCancel).toBe(false);
    actor.send({ type: "confirm.continue" });
    await settle();
    expect(selectConfirmation(actor.getSnapshot())).toBeNull();
  });

  it("keeps toasts and the confirmation independent", () => {
    const { actor, clock } = start();
    actor.send({ type: "confirm.open", confirmation: { title: "Sure?" } });
    actor.send({ type: "notifications.push", notification: { title: "a" } });
    clock.increment(NOTIFICATION_DISMISS_MS);
    expect(actor.getSnapshot().value).toEqual({ toasts: "empty", confirmation: "open" });
  });
});

describe("notificationsMachine toasts (model-based)", () => {
  const model = createTestModel(toastsModel, { events: [...TOASTS_MODEL_EVENTS] });
  const paths = model.getShortestPaths();

  it("passes through both toast states", () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value)));
    expect(reached).toEqual(new Set(["empty", "showing"]));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, clock } = start();
      const executors: Executors<ToastsModelEvent> = {
        "notifications.push": ({ event }) => {
          actor.send(event as Extract<ToastsModelEvent, { type: "notifications.push" }>);
        },
        "notifications.clear": () => {
          actor.send({ type: "notifications.clear" });
        },
        "toast.closeOldest": () => {
          const oldest = selectToasts(actor.getSnapshot())[0];
          if (oldest === undefined) throw new Error("no toast to close");
          actor.send({ type: "notifications.dismiss", id: oldest.id });
        },
        "clock.tick": () => {
          clock.increment(NOTIFICATION_DISMISS_MS);
        },
      };
      await path.test({
        events: executors,
        states: {
          "*": (state) => {
            const snapshot = actor.getSnapshot();
            expect(snapshot.value).toMatchObject({ toasts: state.value });
            expect(snapshot.context.toasts.map((toast) => toast.checksLeft)).toEqual(
              state.context.toasts,
            );
          },
        },
      });
    });
  }
});

describe("notificationsMachine confirmation (model-based)", () => {
  const model = createTestModel(confirmationModel, { events: [...CONFIRMATION_MODEL_EVENTS] });
  const paths = model.getShortestPaths();

  it("passes through every confirmation state", () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value)));
    expect(reached).toEqual(new Set(["closed", "open", "saving"]));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor } = start();
      const action = controlledAction();
      const executors: Executors<ConfirmationModelEvent> = {
        "confirm.open": (step) => {
          const event = step.event as Extract<ConfirmationModelEvent, { type: "confirm.open" }>;
          actor.send({
            type: "confirm.open",
            confirmation: { ...event.confirmation, onContinue: action.onContinue },
          });
        },
        "confirm.continue": () => {
          actor.send({ type: "confirm.continue" });
        },
        "confirm.cancel": () => {
          actor.send({ type: "confirm.cancel" });
        },
        "answer.done": async () => {
          action.last().resolve(success(undefined));
          await settle();
        },
        "answer.failedResult": async () => {
          action.last().resolve(failure(new HttpError(500, undefined, "deleteTeam")));
          await settle();
        },
        "answer.rejected": async () => {
          action.last().reject(new Error("offline"));
          await settle();
        },
      };
      await path.test({
        events: executors,
        states: {
          "*": (state) => {
            const snapshot = actor.getSnapshot();
            expect(snapshot.value).toMatchObject({ confirmation: state.value });
            const view = selectConfirmation(snapshot);
            if (state.value === "closed") {
              expect(view).toBeNull();
              return;
            }
            expect(view?.showCancel).toBe(state.context.cancellable);
            expect(view?.continueDisabled).toBe(state.value === "saving");
            expect(view?.error !== null).toBe(state.context.error);
          },
        },
      });
    });
  }
});

describe("notificationsMachine coverage", () => {
  it("has entered every state and taken every transition of the real machine", () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
