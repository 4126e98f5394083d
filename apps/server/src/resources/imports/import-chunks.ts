/**
 * How an import run writes its plan (decisions 0088, 0092, 0093): the planned writes with their
 * values come in chunks as the file is read a second time (`plannedChunks`), and are written one
 * transaction per chunk, some at once (`writeInChunks`), or all in one transaction when the run
 * is all-or-nothing (`writeAllAtOnce`). On PGlite a chunk starts once the API's requests in hand
 * are answered (`giveWay`). Both answer whether the run was cancelled.
 */
import {
  ImportPlanCursor,
  type ImportCheckedRow,
  type ImportPlan,
  type ImportWrite,
} from "@canvass/sdk/imports";
import type { Kysely } from "kysely";
import { retryOnConflict, type Database } from "../../db/index.js";
import { giveWay } from "../../jobs/foreground.js";
import type { JobContext } from "../../jobs/index.js";
import type { ServerDeps } from "../../services.js";
import { ImportRunError } from "./import-run-error.js";

export type PlannedChunk = readonly ImportWrite[];

/**
 * The plan's writes with their values, in chunks of `size`, as the file is read a second time
 * (in file order; a chunk may hold creates and updates). Created rows in `done` are left out.
 * Read to its end, the file must have given every planned write, or the run fails.
 */
export async function* plannedChunks(
  rows: AsyncIterable<ImportCheckedRow>,
  plan: Pick<ImportPlan, "creates" | "updates">,
  done: ReadonlySet<number>,
  size: number,
): AsyncGenerator<PlannedChunk> {
  const cursor = new ImportPlanCursor(plan);
  let chunk: ImportWrite[] = [];
  for await (const row of rows) {
    const write = cursor.write(row);
    if (write === undefined || (write.account === undefined && done.has(write.row))) continue;
    chunk.push(write);
    if (chunk.length >= size) {
      yield chunk;
      chunk = [];
    }
  }
  if (cursor.met < plan.creates.length + plan.updates.length) {
    throw new ImportRunError("fileUnreadable");
  }
  if (chunk.length > 0) yield chunk;
}

export interface ChunkWriting {
  readonly deps: ServerDeps;
  readonly ctx: Pick<JobContext, "db" | "signal">;
  /** The chunks, read from the start (an all-or-nothing run retried reads them again). */
  readonly chunks: () => AsyncIterable<PlannedChunk>;
  /** Writes a chunk in the transaction given; answers what it wrote. */
  readonly write: (
    trx: Kysely<Database>,
    chunk: PlannedChunk,
  ) => Promise<{ created: number; updated: number }>;
  /** Called once a chunk's (or the whole run's) writes are committed. */
  readonly counted: (created: number, updated: number) => void;
  /** Called after each chunk of an all-or-nothing run, with its writes so far (not committed). */
  readonly pending?: (writes: number) => void;
}

/**
 * One transaction per chunk, `writers` at once. After a cancel or a failed chunk no chunk
 * starts; the run ends once the chunks in flight are committed or not.
 */
export async function writeInChunks(
  writing: ChunkWriting & { readonly writers: number },
): Promise<boolean> {
  const { deps, ctx, chunks, write, counted, writers } = writing;
  const inFlight = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  let cancelled = false;
  const writeOne = async (chunk: PlannedChunk) => {
    // Chunks written at once can deadlock on the rows they both touch (the dashboard's
    // rollup, a submission two rows update): PostgreSQL ends one, which is run again.
    const { created, updated } = await retryOnConflict(() =>
      ctx.db.transaction().execute((trx) => write(trx, chunk)),
    );
    counted(created, updated);
  };
  try {
    for await (const chunk of chunks()) {
      await giveWay(deps);
      if (ctx.signal.aborted) {
        cancelled = true;
        break;
      }
      const task = writeOne(chunk).catch((error: unknown) => {
        failure ??= { error };
      });
      inFlight.add(task);
      void task.then(() => inFlight.delete(task));
      if (inFlight.size >= writers) await Promise.race(inFlight);
      if (failure !== undefined) break;
    }
  } catch (error) {
    // The file could not be read again as planned.
    failure ??= { error };
  }
  await Promise.all(inFlight);
  if (failure !== undefined) throw failure.error;
  return cancelled;
}

class Cancelled extends Error {}

/**
 * Every chunk in one transaction (run again whole after a deadlock): all or nothing. A cancel
 * between chunks rolls the whole run back.
 */
export async function writeAllAtOnce(writing: ChunkWriting): Promise<boolean> {
  const { deps, ctx, chunks, write, counted, pending } = writing;
  await giveWay(deps);
  if (ctx.signal.aborted) return true;
  try {
    const totals = await retryOnConflict(() =>
      ctx.db.transaction().execute(async (trx) => {
        const sum = { created: 0, updated: 0 };
        for await (const chunk of chunks()) {
          if (ctx.signal.aborted) throw new Cancelled();
          const { created, updated } = await write(trx, chunk);
          sum.created += created;
          sum.updated += updated;
          pending?.(sum.created + sum.updated);
        }
        return sum;
      }),
    );
    counted(totals.created, totals.updated);
    return false;
  } catch (error) {
    if (error instanceof Cancelled) return true;
    throw error;
  }
}
