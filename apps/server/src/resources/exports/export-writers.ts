/**
 * The file of a run, whatever its format (decision 0057): a `RunWriter` takes the rows a chunk
 * at a time, already turned into the columns' values, and writes them to the run's `.part`
 * stream as they come, waiting for the disk when it is behind, so memory stays flat. Text
 * formats go through their `Encoder` (`export-encoders.ts`), `pdf` through `export-pdf.ts`,
 * `audio`/`video`/`png` through `export-bundle.ts`. `write` answers how many items it wrote:
 * rows, or files for the bundles (the contract's `rows` of a run).
 */
import { once } from "node:events";
import type { Writable } from "node:stream";
import type { Kysely } from "kysely";
import type { Database } from "../../db/index.js";
import { bundleWriter } from "./export-bundle.js";
import {
  encoderFor,
  isBundleFormat,
  type BuiltFormat,
  type TextFormat,
} from "./export-encoders.js";
import { pdfWriter } from "./export-pdf.js";
import type { ExportChunk } from "./export-reader.js";

export interface RunWriter {
  /** Writes whatever comes before the first row. */
  start(): Promise<void>;
  /** Writes a chunk (`values[i]` are the columns of `chunk[i]`); the items written. */
  write(chunk: ExportChunk, values: readonly (readonly unknown[])[]): Promise<number>;
  /** Writes whatever comes after the last row; the stream itself is ended by the caller. */
  end(): Promise<void>;
  /** Frees what the writer holds besides the stream (temporary files), finished or not. */
  dispose(): Promise<void>;
}

/** Writes to a stream, waiting when its buffer is full. */
export async function put(stream: Writable, data: string | Uint8Array): Promise<void> {
  if (data.length === 0) return;
  if (!stream.write(data)) await once(stream, "drain");
}

function textWriter(format: TextFormat, headers: readonly string[], out: Writable): RunWriter {
  const encoder = encoderFor(format, headers);
  return {
    start: () => put(out, encoder.head()),
    async write(_chunk, values) {
      let text = "";
      for (const row of values) text += encoder.row(row);
      await put(out, text);
      return values.length;
    },
    end: () => put(out, encoder.tail()),
    dispose: () => Promise.resolve(),
  };
}

export interface RunWriterContext {
  readonly db: Kysely<Database>;
  /** The run's `.part` path; a writer may keep temporary files next to it. */
  readonly partPath: string;
}

export function runWriterFor(
  format: BuiltFormat,
  headers: readonly string[],
  out: Writable,
  context: RunWriterContext,
): RunWriter {
  if (format === "pdf") return pdfWriter(headers, out);
  if (isBundleFormat(format)) return bundleWriter(format, headers, out, context);
  return textWriter(format, headers, out);
}
