/**
 * The static shape of a machine: every state node and every transition of its definition
 * (event, `always`, delayed and done/error transitions alike), read from `machine.root`. Used by
 * the coverage tracker and the diagram generator.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";

/** Every state node below the root (the root itself is not a state one can be "in" alone). */
export function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode): void => {
    for (const child of Object.values(node.states)) {
      nodes.push(child);
      visit(child);
    }
  };
  visit(machine.root);
  return nodes;
}

/** Every transition defined on the root or a state node, in definition order. */
export function transitionsOf(machine: AnyStateMachine): AnyTransitionDefinition[] {
  const transitions: AnyTransitionDefinition[] = [];
  for (const node of [machine.root, ...stateNodes(machine)]) {
    for (const list of node.transitions.values()) transitions.push(...list);
    transitions.push(...(node.always ?? []));
  }
  return transitions;
}

/** The name of a transition's guard (`containsCurrent`, `not`…), or `undefined` without one. */
export function guardName(transition: AnyTransitionDefinition): string | undefined {
  const guard: unknown = transition.guard;
  if (guard === undefined) return undefined;
  if (typeof guard === "string") return guard;
  if (typeof guard === "object" && guard !== null && "type" in guard) {
    return String(guard.type);
  }
  return typeof guard === "function" && guard.name !== "" ? guard.name : "guard";
}

/** The state nodes a transition goes to (none for a self transition without target). */
export function targetsOf(transition: AnyTransitionDefinition): readonly AnyStateNode[] {
  const targets: readonly AnyStateNode[] | undefined = transition.target;
  return targets ?? [];
}

/** A readable name of a transition: `source --event[guard]--> target`. */
export function transitionLabel(transition: AnyTransitionDefinition): string {
  const guard = guardName(transition);
  const targets = targetsOf(transition)
    .map((node) => node.id)
    .join(",");
  const eventType = String(transition.eventType);
  const event = eventType === "" ? "always" : eventType;
  return `${transition.source.id} --${event}${guard === undefined ? "" : `[${guard}]`}--> ${targets === "" ? "(self)" : targets}`;
}
