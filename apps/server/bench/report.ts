/** Prints the benchmark's table (and the machine it ran on). */
import { cpus, totalmem } from "node:os";
import type { LoadResult } from "./load.js";

export interface Measured {
  /** One connection: the latency of a request on its own. */
  readonly alone: LoadResult;
  /** All connections: throughput, and the latency with the queue it makes. */
  readonly loaded: LoadResult;
}

export interface ReportRow {
  readonly scenario: string;
  readonly detail: string;
  /** The measurement, or why there is none ("not implemented"). */
  readonly result: Measured | string;
}

function ms(value: number): string {
  return Number.isNaN(value) ? "-" : value.toFixed(1);
}

export function machineLine(driver: string): string {
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  const memory = (totalmem() / 2 ** 30).toFixed(0);
  return `${cpus().length} × ${cpu}, ${memory} GiB, Node ${process.version}, ${driver}`;
}

export function reportTable(rows: readonly ReportRow[], connections: number): string {
  const header = [
    "scenario",
    "detail",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    `req/s (${connections} conn.)`,
    `p50/p99 ms (${connections} conn.)`,
    "non-2xx",
  ];
  const lines = rows.map((row) => {
    const { result } = row;
    if (typeof result === "string") return [row.scenario, row.detail, result, "", "", "", "", ""];
    return [
      row.scenario,
      row.detail,
      ms(result.alone.p50),
      ms(result.alone.p95),
      ms(result.alone.p99),
      result.loaded.perSecond.toFixed(0),
      `${ms(result.loaded.p50)} / ${ms(result.loaded.p99)}`,
      String(result.alone.failures + result.loaded.failures),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? "").length)),
  );
  const format = (cells: readonly string[]): string =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [
    format(header),
    `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`,
    ...lines.map(format),
  ].join("\n");
}
