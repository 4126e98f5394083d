// Types of process-cpu.mjs (the e2e global setup reads Chromium's CPU with it).
export function childrenCpuMs(root?: number): number;
export function treeCpuMs(root: number): number;
export function ownCpuMs(): number;
