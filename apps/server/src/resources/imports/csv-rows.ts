/**
 * A CSV's text read again as a stream of rows (the import's second pass, decision 0093): the
 * text goes to papaparse's Node stream in pieces of 1 MiB characters and the rows come out as
 * they are parsed, with backpressure, so a reader holds the rows in hand, never the file's. The
 * first reading's delimiter and line break are given, not guessed again, and papaparse's options
 * are the SDK's, so both readings give the same rows (a row cut between two pieces is joined).
 */
import { IMPORT_CSV_OPTIONS, importCsvSource, type ImportCsvFormat } from "@canvass/sdk/imports";
import Papa from "papaparse";
import { Readable } from "node:stream";

const PIECE = 1 << 20;

function* pieces(text: string): Generator<string> {
  for (let start = 0; start < text.length; start += PIECE) yield text.slice(start, start + PIECE);
}

export async function* csvRows(
  text: string,
  format: ImportCsvFormat | undefined,
): AsyncGenerator<readonly string[]> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    ...IMPORT_CSV_OPTIONS,
    delimitersToGuess: [...IMPORT_CSV_OPTIONS.delimitersToGuess],
    ...format,
  });
  const source = Readable.from(pieces(importCsvSource(text)));
  source.pipe(parser);
  try {
    for await (const row of parser as AsyncIterable<string[]>) yield row;
  } finally {
    source.destroy();
    parser.destroy();
  }
}
