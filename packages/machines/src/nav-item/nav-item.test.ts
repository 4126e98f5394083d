import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { createTestModel } from "xstate/graph";
import { createCoverage } from "../testing";
import { navItemMachine } from "./nav-item.machine";

/** Every actor of this file reports to it; the last test asks for 100 %. */
const coverage = createCoverage(navItemMachine);

function start(containsCurrent = false) {
  const actor = createActor(navItemMachine, {
    input: { containsCurrent },
    inspect: coverage.inspect,
  });
  actor.start();
  return actor;
}

describe("navItemMachine", () => {
  it("starts closed, and open when it holds the current page", () => {
    expect(start(false).getSnapshot().value).toBe("closed");
    expect(start(true).getSnapshot().value).toBe("open");
  });

  it("stays closed when told the current page is elsewhere", () => {
    const actor = start();
    actor.send({ type: "navItem.location", containsCurrent: false });
    expect(actor.getSnapshot().value).toBe("closed");
  });

  it("toggles open and closed", () => {
    const actor = start();
    actor.send({ type: "navItem.toggle" });
    expect(actor.getSnapshot().value).toBe("open");
    actor.send({ type: "navItem.toggle" });
    expect(actor.getSnapshot().value).toBe("closed");
  });

  it("stays open while it holds the current page", () => {
    const actor = start();
    actor.send({ type: "navItem.location", containsCurrent: true });
    expect(actor.getSnapshot().value).toBe("open");
    actor.send({ type: "navItem.close" });
    actor.send({ type: "navItem.toggle" });
    expect(actor.getSnapshot().value).toBe("open");
    actor.send({ type: "navItem.location", containsCurrent: false });
    actor.send({ type: "navItem.close" });
    expect(actor.getSnapshot().value).toBe("closed");
  });
});

describe("navItemMachine (model-based)", () => {
  const model = createTestModel(navItemMachine, {
    input: { containsCurrent: false },
    events: [
      { type: "navItem.toggle" },
      { type: "navItem.open" },
      { type: "navItem.close" },
      { type: "navItem.location", containsCurrent: true },
      { type: "navItem.location", containsCurrent: false },
    ],
  });
  const paths = model.getShortestPaths();

  it("reaches both states", () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(new Set(['"open"', '"closed"']));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = start();
      await path.test({
        events: Object.fromEntries(
          (["navItem.toggle", "navItem.open", "navItem.close", "navItem.location"] as const).map(
            (type) => [
              type,
              ({ event }: { event: Parameters<typeof actor.send>[0] }) => {
                actor.send(event);
              },
            ],
          ),
        ),
        states: {
          open: () => {
            expect(actor.getSnapshot().value).toBe("open");
          },
          closed: (state) => {
            expect(actor.getSnapshot().value).toBe("closed");
            expect(state.context.containsCurrent).toBe(false);
          },
        },
      });
    });
  }
});

describe("navItemMachine coverage", () => {
  it("has entered every state and taken every transition of the real machine", () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
