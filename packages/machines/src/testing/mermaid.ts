/**
 * A Mermaid `stateDiagram-v2` of a machine, written from its definition: nested states, initial
 * states, final states and every transition with its event and guard (`always` for eventless
 * ones, `after …` for delays, `done …`/`error …` for invoked actors). `npm run diagrams` writes
 * one per machine into `docs/`; a test fails when the committed ones are stale.
 */
import type { AnyStateMachine, AnyStateNode } from "xstate";
import { guardName, targetsOf, transitionsOf } from "./machine-graph";

const idOf = (node: AnyStateNode): string => node.id.replace(/[^A-Za-z0-9_]/g, "_");

function eventLabel(eventType: string): string {
  if (eventType === "") return "always";
  const after = /^xstate\.after\.(.+?)\./.exec(eventType);
  if (after !== null) return `after ${after[1] ?? ""}`;
  if (eventType.startsWith("xstate.done.actor.")) return `done ${eventType.slice(18)}`;
  if (eventType.startsWith("xstate.error.actor.")) return `error ${eventType.slice(19)}`;
  if (eventType.startsWith("xstate.done.state.")) return "done";
  return eventType;
}

function emitStates(node: AnyStateNode, indent: string, lines: string[]): void {
  const children = Object.values(node.states);
  if (node.type === "compound" && node.initial.target.length > 0) {
    for (const target of node.initial.target) {
      lines.push(`${indent}[*] --> ${idOf(target)}`);
    }
  }
  for (const child of children) {
    const nested = Object.keys(child.states).length > 0;
    lines.push(`${indent}state "${child.key}" as ${idOf(child)}${nested ? " {" : ""}`);
    if (nested) {
      emitStates(child, `${indent}  `, lines);
      lines.push(`${indent}}`);
    }
    if (child.type === "final") lines.push(`${indent}${idOf(child)} --> [*]`);
  }
}

export function toMermaid(machine: AnyStateMachine): string {
  const lines = ["stateDiagram-v2"];
  emitStates(machine.root, "  ", lines);
  for (const transition of transitionsOf(machine)) {
    const targets = targetsOf(transition);
    if (transition.source === machine.root && targets.length === 0) continue;
    const source = transition.source === machine.root ? "[*]" : idOf(transition.source);
    const guard = guardName(transition);
    const label = `${eventLabel(String(transition.eventType))}${guard === undefined ? "" : ` [${guard}]`}`;
    for (const target of targets.length === 0 ? [transition.source] : targets) {
      lines.push(`  ${source} --> ${idOf(target)} : ${label.replace(/:/g, "∶")}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** The Markdown page of one machine's diagram. */
export function diagramPage(name: string, machine: AnyStateMachine): string {
  return `# ${name}\n\nGenerated from the machine definition by \`npm run diagrams\`; do not edit.\n\n\`\`\`mermaid\n${toMermaid(machine)}\`\`\`\n`;
}
