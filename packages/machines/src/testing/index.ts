/** `@canvass/machines/testing`: coverage of real machines, their graphs and diagrams. */
export { createCoverage } from "./coverage";
export type { Coverage, CoverageReport } from "./coverage";
export { guardName, stateNodes, targetsOf, transitionLabel, transitionsOf } from "./machine-graph";
export { diagramPage, toMermaid } from "./mermaid";
