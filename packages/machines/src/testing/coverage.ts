/**
 * State and transition coverage of a real machine, observed through XState's inspection API:
 * pass `coverage.inspect` to `createActor(machine, { inspect })` in every test that drives the
 * machine, then `coverage.report()` says which states were entered and which transitions were
 * taken, against everything the definition has. Model-based suites fail below 100 %.
 */
import type {
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
} from "xstate";
import { stateNodes, transitionLabel, transitionsOf } from "./machine-graph";

export interface CoverageReport {
  readonly states: { readonly covered: number; readonly total: number; readonly missing: string[] };
  readonly transitions: {
    readonly covered: number;
    readonly total: number;
    readonly missing: string[];
  };
}

export interface Coverage {
  /** The `inspect` option for `createActor`. */
  readonly inspect: (event: InspectionEvent) => void;
  report(): CoverageReport;
}

interface SnapshotLike {
  readonly _nodes?: readonly AnyStateNode[];
}

export function createCoverage(machine: AnyStateMachine): Coverage {
  const allStates = stateNodes(machine);
  const allTransitions = transitionsOf(machine);
  const known = new Set<AnyTransitionDefinition>(allTransitions);
  const entered = new Set<string>();
  const taken = new Set<AnyTransitionDefinition>();

  const recordSnapshot = (snapshot: unknown): void => {
    // The active state nodes of a machine snapshot (XState keeps them on `_nodes`).
    for (const node of (snapshot as SnapshotLike)._nodes ?? []) entered.add(node.id);
  };

  return {
    inspect(event) {
      // Only the machine under test (children report with their own machines).
      if ((event.actorRef as { logic?: unknown }).logic !== machine) return;
      if (event.type === "@xstate.snapshot" || event.type === "@xstate.microstep") {
        recordSnapshot(event.snapshot);
      }
      if (event.type === "@xstate.microstep") {
        for (const transition of (event as { _transitions: AnyTransitionDefinition[] })
          ._transitions) {
          if (known.has(transition)) taken.add(transition);
        }
      }
    },
    report() {
      const missingStates = allStates
        .filter((node) => !entered.has(node.id))
        .map((node) => node.id);
      const missingTransitions = allTransitions.filter((t) => !taken.has(t)).map(transitionLabel);
      return {
        states: {
          covered: allStates.length - missingStates.length,
          total: allStates.length,
          missing: missingStates,
        },
        transitions: {
          covered: allTransitions.length - missingTransitions.length,
          total: allTransitions.length,
          missing: missingTransitions,
        },
      };
    },
  };
}
