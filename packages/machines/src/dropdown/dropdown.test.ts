import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { createCoverage } from "../testing";
import { dropdownMachine } from "./dropdown.machine";
import { DROPDOWN_MODEL_FIXTURES as FIXTURES, dropdownModelPaths } from "./dropdown.model";
import { coerceSelection, filterOptions } from "./dropdown.options";
import { selectDropdownView } from "./dropdown.selectors";
import type { DropdownInput } from "./dropdown.types";

/** Every actor of this file reports to it; the last test asks for 100 %. */
const coverage = createCoverage(dropdownMachine);

function start(input: Partial<DropdownInput> = {}) {
  const changes: (string | number)[] = [];
  const actor = createActor(dropdownMachine, {
    input: { options: FIXTURES.options, value: FIXTURES.value, searchable: true, ...input },
    inspect: coverage.inspect,
  });
  actor.on("dropdown.change", (event) => {
    changes.push(event.value);
  });
  actor.start();
  return { actor, changes };
}

describe("dropdown options", () => {
  it("filter by value, display text and subtext, ignoring case and surrounding spaces", () => {
    const values = (query: string) => filterOptions(FIXTURES.options, query).map((o) => o.value);
    expect(values("3")).toEqual([3]);
    expect(values(" nor")).toEqual([1]);
    expect(values("CAMP")).toEqual([2]);
    expect(values("t")).toEqual([1, 2, 3]);
    expect(values("")).toEqual([1, 2, 3]);
    expect(values("zzz")).toEqual([]);
  });

  it("coerce the pick to a number when the model value is a number", () => {
    expect(coerceSelection("2", 1)).toBe(2);
    expect(coerceSelection("2", "1")).toBe("2");
    expect(coerceSelection("2", null)).toBe("2");
    expect(coerceSelection(2, "x")).toBe(2);
    expect(coerceSelection("abc", 1)).toBe("abc");
    expect(coerceSelection(" ", 1)).toBe(" ");
  });
});

describe("dropdownMachine", () => {
  it("opens, closes and toggles", () => {
    const { actor } = start();
    expect(selectDropdownView(actor.getSnapshot()).state).toBe("closed");
    actor.send({ type: "dropdown.toggle" });
    expect(actor.getSnapshot().value).toBe("open");
    actor.send({ type: "dropdown.toggle" });
    actor.send({ type: "dropdown.open" });
    actor.send({ type: "dropdown.close" });
    expect(actor.getSnapshot().value).toBe("closed");
  });

  it("searches only in search mode", () => {
    const { actor } = start({ searchable: false });
    actor.send({ type: "dropdown.open" });
    actor.send({ type: "dropdown.search", query: "sou" });
    expect(actor.getSnapshot().value).toBe("open");
    expect(selectDropdownView(actor.getSnapshot()).options).toHaveLength(3);
  });

  it("filters while searching, says when nothing matches, and clears the query on close", () => {
    const { actor } = start();
    actor.send({ type: "dropdown.open" });
    actor.send({ type: "dropdown.search", query: "   " });
    expect(actor.getSnapshot().value).toBe("open");
    actor.send({ type: "dropdown.search", query: "sou" });
    expect(selectDropdownView(actor.getSnapshot())).toMatchObject({
      state: "searching",
      options: [FIXTURES.options[1]],
      noResults: false,
    });
    actor.send({ type: "dropdown.search", query: "zzz" });
    expect(selectDropdownView(actor.getSnapshot())).toMatchObject({ options: [], noResults: true });
    actor.send({ type: "dropdown.toggle" });
    expect(actor.getSnapshot().context.query).toBe("");
  });

  it("emits the coerced value on pick and ignores values that are no option", () => {
    const { actor, changes } = start();
    actor.send({ type: "dropdown.open" });
    actor.send({ type: "dropdown.select", value: "9" });
    expect(actor.getSnapshot().value).toBe("open");
    actor.send({ type: "dropdown.select", value: "3" });
    expect(changes).toEqual([3]);
    expect(selectDropdownView(actor.getSnapshot()).selected).toEqual(FIXTURES.options[2]);
  });

  it("follows option and value changes from outside", () => {
    const { actor } = start({ value: "b", options: [] });
    actor.send({ type: "dropdown.options", options: [{ value: "b", display: "Bee" }] });
    expect(selectDropdownView(actor.getSnapshot()).selected).toEqual({
      value: "b",
      display: "Bee",
    });
    actor.send({ type: "dropdown.value", value: null });
    expect(selectDropdownView(actor.getSnapshot()).selected).toBeNull();
  });
});

describe("dropdownMachine (model-based)", () => {
  const paths = dropdownModelPaths();

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, changes } = start();
      const send = (event: Parameters<typeof actor.send>[0]) => () => {
        actor.send(event);
      };
      const view = () => selectDropdownView(actor.getSnapshot());
      await path.test({
        events: {
          OPEN: send({ type: "dropdown.open" }),
          CLOSE: send({ type: "dropdown.close" }),
          TOGGLE: send({ type: "dropdown.toggle" }),
          TYPE_MATCH: send({ type: "dropdown.search", query: FIXTURES.queries.match }),
          TYPE_NO_MATCH: send({ type: "dropdown.search", query: FIXTURES.queries.noMatch }),
          CLEAR_QUERY: send({ type: "dropdown.search", query: "" }),
          SELECT: () => {
            actor.send({ type: "dropdown.select", value: FIXTURES.pick });
            expect(changes.at(-1)).toBe(FIXTURES.picked);
          },
        },
        states: {
          closed: (state) => {
            expect(view()).toMatchObject({ state: "closed", query: "" });
            expect(actor.getSnapshot().context.value).toBe(
              state.context.picked ? FIXTURES.picked : FIXTURES.value,
            );
          },
          open: () => {
            expect(view()).toMatchObject({ state: "open", options: FIXTURES.options });
          },
          searching: (state) => {
            expect(view()).toMatchObject({
              state: "searching",
              noResults: state.context.found === "none",
            });
          },
        },
      });
    });
  }
});

describe("dropdownMachine coverage", () => {
  it("has entered every state and taken every transition of the real machine", () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
