/**
 * Where the import's real run spends its time, by statement (decision 0082): a Kysely plugin
 * that notes the wall time and this process's CPU time between a statement's hand-over to the
 * driver and its answer, grouped by the statement's kind (its first words and table). On PGlite
 * the database runs in this process, so its CPU time is the database's; on PostgreSQL the CPU
 * column is only Node's (the server's own time is in the wall column). The job's statements run
 * one after another; the queue's (`job_runs`: heartbeats, the bench waiting for the end) overlap
 * them, so their CPU column counts the job's work too and means nothing.
 */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

interface Started {
  readonly kind: string;
  readonly wall: number;
  readonly cpu: NodeJS.CpuUsage;
}

interface Totals {
  count: number;
  wallSeconds: number;
  cpuSeconds: number;
}

/** A short name for a statement: its operation and table, e.g. `INSERT INTO accounts`. */
function kindOf(node: RootOperationNode): string {
  if (node.kind === "RawNode") {
    const text = node.sqlFragments.join("?").replace(/\s+/g, " ").trim();
    const into = /^(INSERT INTO \w+|UPDATE \w+|DELETE FROM \w+)/i.exec(text)?.[1];
    if (into !== undefined) return into;
    const from = /\bFROM (\w+)/i.exec(text)?.[1];
    return `${text.split(" ")[0] ?? "?"}${from === undefined ? "" : ` … FROM ${from}`}`;
  }
  const table =
    (node as { into?: unknown; table?: unknown; from?: unknown }).into ??
    (node as { table?: unknown }).table ??
    (node as { from?: unknown }).from;
  const name = /"name":"(\w+)"/.exec(JSON.stringify(table ?? ""))?.[1] ?? "";
  return `${node.kind.replace(/QueryNode$/, "").toUpperCase()} ${name}`.trim();
}

export class StatementTimes implements KyselyPlugin {
  readonly #started = new WeakMap<object, Started>();
  readonly #totals = new Map<string, Totals>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.#started.set(queryId, {
      kind: kindOf(node),
      wall: performance.now(),
      cpu: process.cpuUsage(),
    });
    return node;
  }

  async transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const started = this.#started.get(queryId);
    if (started !== undefined) {
      const cpu = process.cpuUsage(started.cpu);
      const totals = this.#totals.get(started.kind) ?? { count: 0, wallSeconds: 0, cpuSeconds: 0 };
      totals.count += 1;
      totals.wallSeconds += (performance.now() - started.wall) / 1000;
      totals.cpuSeconds += (cpu.user + cpu.system) / 1e6;
      this.#totals.set(started.kind, totals);
    }
    return Promise.resolve(result);
  }

  /** Forget what was noted (before the part to measure). */
  reset(): void {
    this.#totals.clear();
  }

  /** One line per kind of statement, the costliest first. */
  lines(): string[] {
    return [...this.#totals.entries()]
      .sort((a, b) => b[1].cpuSeconds - a[1].cpuSeconds)
      .map(
        ([kind, t]) =>
          `  ${kind}: ${String(t.count)}×, ${t.cpuSeconds.toFixed(2)} s CPU, ${t.wallSeconds.toFixed(2)} s wall`,
      );
  }
}
