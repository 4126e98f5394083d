import { describe, expect, it } from "vitest";
import { assign, createActor, not, setup } from "xstate";
import { createCoverage } from "./coverage";

type FixtureEvent =
  | { type: "navItem.toggle" }
  | { type: "navItem.open" }
  | { type: "navItem.close" }
  | { type: "navItem.location"; containsCurrent: boolean };

interface FixtureContext {
  containsCurrent: boolean;
}

/**
 * A two-state fixture for the tracker: an open/closed group that stays open while it holds the
 * current page (guards, an eventless transition, a self transition with an action).
 */
const navItemMachine = setup({
  types: {
    context: {} as FixtureContext,
    events: {} as FixtureEvent,
    input: {} as FixtureContext,
  },
  guards: {
    containsCurrent: ({ context }) => context.containsCurrent,
    locationContainsCurrent: ({ event }) =>
      event.type === "navItem.location" && event.containsCurrent,
  },
  actions: {
    recordLocation: assign({
      containsCurrent: ({ event }) =>
        event.type === "navItem.location" ? event.containsCurrent : false,
    }),
  },
}).createMachine({
  id: "navItem",
  context: ({ input }) => ({ containsCurrent: input.containsCurrent }),
  initial: "closed",
  states: {
    closed: {
      always: { guard: "containsCurrent", target: "open" },
      on: {
        "navItem.toggle": { target: "open" },
        "navItem.open": { target: "open" },
        "navItem.location": [
          { guard: "locationContainsCurrent", target: "open", actions: "recordLocation" },
          { actions: "recordLocation" },
        ],
      },
    },
    open: {
      on: {
        "navItem.toggle": { guard: not("containsCurrent"), target: "closed" },
        "navItem.close": { guard: not("containsCurrent"), target: "closed" },
        "navItem.location": { actions: "recordLocation" },
      },
    },
  },
});

describe("createCoverage", () => {
  it("counts every state node and transition of the definition", () => {
    const report = createCoverage(navItemMachine).report();
    expect(report.states).toEqual({
      covered: 0,
      total: 2,
      missing: ["navItem.closed", "navItem.open"],
    });
    // closed: toggle, open, location ×2, always; open: toggle, close, location.
    expect(report.transitions.total).toBe(8);
    expect(report.transitions.covered).toBe(0);
  });

  it("records the states entered and the transitions taken by a real actor", () => {
    const coverage = createCoverage(navItemMachine);
    const actor = createActor(navItemMachine, {
      input: { containsCurrent: false },
      inspect: coverage.inspect,
    }).start();
    actor.send({ type: "navItem.toggle" });
    const report = coverage.report();
    expect(report.states.covered).toBe(2);
    expect(report.transitions.covered).toBe(1);
    expect(report.transitions.missing).toContain(
      "navItem.open --navItem.close[not]--> navItem.closed",
    );
    expect(report.transitions.missing).not.toContain(
      "navItem.closed --navItem.toggle--> navItem.open",
    );
  });

  it("reaches 100 % when every transition is taken", () => {
    const coverage = createCoverage(navItemMachine);
    const actor = createActor(navItemMachine, {
      input: { containsCurrent: false },
      inspect: coverage.inspect,
    }).start();
    for (const event of [
      { type: "navItem.location", containsCurrent: false },
      { type: "navItem.open" },
      { type: "navItem.close" },
      { type: "navItem.location", containsCurrent: true },
      { type: "navItem.location", containsCurrent: false },
      { type: "navItem.toggle" },
      { type: "navItem.toggle" },
    ] as const) {
      actor.send(event);
    }
    const other = createActor(navItemMachine, {
      input: { containsCurrent: true },
      inspect: coverage.inspect,
    }).start();
    other.send({ type: "navItem.location", containsCurrent: false });
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
