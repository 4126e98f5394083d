/**
 * The run reader on PostgreSQL (decision 0072): the same chunk texts as on PGlite
 * (`export-reader.ts`: the list's filters, scope and fields, `-Received` by keyset, one text per
 * chunk checked and split the same way), with **one chunk read ahead**: the next chunk's
 * statement runs in PostgreSQL, a process of its own, while this process splits, types, computes
 * and writes the current one, so the two parts of a run overlap on two cores instead of taking
 * turns. On PGlite, which runs inside this process, there is nothing to overlap.
 *
 * Chunks stay at 5 000 rows (`POSTGRES_EXPORT_CHUNK_ROWS`): 20 000-row chunks cost this process
 * more CPU per row (bigger texts to split) and 334 MB of growth against 95 MB (decision 0072).
 * Memory stays bounded: at most two chunk texts (the one being written and the one read ahead).
 */
import type { Kysely, RawBuilder } from "kysely";
import type { Database } from "../../db/index.js";
import type { ListRequest } from "../accounts/list-params.js";
import { chunkTexts, decodeChunk, type ExportChunk } from "./export-reader.js";

/**
 * Rows per chunk on PostgreSQL: 5 000, as measured by decision 0072 (bigger chunks measured
 * worse). PGlite's 1 000 (decision 0086) is about PGlite sharing this process's thread.
 */
export const POSTGRES_EXPORT_CHUNK_ROWS = 5_000;

/**
 * The items of `source`, each next one already asked for when the current one is handed on. An
 * early stop (the consumer's `return`, e.g. a cancelled run) waits for the read in flight and
 * then closes the source, so no statement is left running.
 */
export async function* readAhead<T>(source: AsyncGenerator<T, void, undefined>) {
  let pending: Promise<IteratorResult<T, void>> | undefined = source.next();
  try {
    for (;;) {
      const current: IteratorResult<T, void> = await pending;
      pending = undefined;
      if (current.done === true) return;
      pending = source.next();
      // Until the consumer's next call, `pending` has no handler: mark a failure as seen here (it
      // is still thrown by the `await` above, or dropped with the stop below).
      pending.catch(() => undefined);
      yield current.value;
    }
  } finally {
    if (pending !== undefined) await pending.catch(() => undefined);
    await source.return(undefined);
  }
}

/** Every row of the request, a chunk at a time, the next chunk read while this one is used. */
export async function* postgresExportChunks(
  db: Kysely<Database>,
  request: ListRequest,
  conditions: readonly RawBuilder<unknown>[],
  chunkRows = POSTGRES_EXPORT_CHUNK_ROWS,
): AsyncGenerator<ExportChunk, void, undefined> {
  for await (const parts of readAhead(chunkTexts(db, request, conditions, chunkRows))) {
    yield decodeChunk(request, parts);
  }
}
