/**
 * A file's rows read one at a time (streamed), so an import never holds the file as a table:
 * `ImportRowReader` numbers the rows as the import table does (the header is row 1, blank rows
 * are dropped and not counted), pads or cuts each to the header's width and says whether it was
 * ragged; `streamImportCsv` feeds it from CSV text through papaparse's row-by-row (`step`) mode.
 * The import table (`parseImportCsv`, `importTableFromCells`) is built from the same reader, so
 * both ways of reading give the same header, rows and ragged rows.
 */
import Papa from "papaparse";
import { cellText } from "../bulk/table";

export type ImportRowSink = (row: number, cells: readonly string[], ragged: boolean) => void;

export class ImportRowReader {
  private headerTexts: string[] | undefined;
  private row = 0;

  constructor(
    private readonly onRow: ImportRowSink,
    private readonly onHeader: (header: readonly string[]) => void = () => undefined,
  ) {}

  /** The header (trimmed; an empty cell named "Column N"), once the first filled row is read. */
  get header(): readonly string[] | undefined {
    return this.headerTexts;
  }

  /** Rows read under the header. */
  get rows(): number {
    return Math.max(this.row - 1, 0);
  }

  push(raw: readonly unknown[]): void {
    const texts = raw.map(cellText);
    if (texts.every((text) => text.trim() === "")) return;
    this.row += 1;
    const header = this.headerTexts;
    if (header === undefined) {
      // Trailing empty header cells carry no column (spreadsheets pad rows to the widest one).
      let width = texts.length;
      while (width > 0 && (texts[width - 1] ?? "").trim() === "") width -= 1;
      this.headerTexts = texts
        .slice(0, width)
        .map((text, index) => (text.trim() === "" ? `Column ${String(index + 1)}` : text.trim()));
      this.onHeader(this.headerTexts);
      return;
    }
    const width = header.length;
    let filled = texts.length;
    while (filled > 0 && (texts[filled - 1] ?? "").trim() === "") filled -= 1;
    const ragged = filled > width || texts.length < width;
    const cells = texts.length === width ? texts : header.map((_, index) => texts[index] ?? "");
    this.onRow(this.row, cells, ragged);
  }
}

/** Papaparse's options for an import's CSV (the delimiter guessed among these). */
export const IMPORT_CSV_OPTIONS = {
  header: false,
  skipEmptyLines: "greedy",
  delimitersToGuess: [",", ";", "\t", "|"],
} as const;

/** How a CSV was read: a later reading of the same text is given these, not a new guess. */
export interface ImportCsvFormat {
  readonly delimiter: string;
  readonly newline: "\r\n" | "\n" | "\r";
}

const NEWLINES: readonly string[] = ["\r\n", "\n", "\r"];
const isNewline = (text: string): text is ImportCsvFormat["newline"] => NEWLINES.includes(text);

/** The CSV text papaparse reads: without its byte-order mark. */
export const importCsvSource = (text: string): string =>
  text.startsWith("\uFEFF") ? text.slice(1) : text;

/** The format of a CSV being read, from papaparse's answer for each row. */
function formatRecorder(): {
  readonly format: { delimiter: string; newline: ImportCsvFormat["newline"] };
  readonly record: (meta: Papa.ParseMeta) => void;
} {
  const format: { delimiter: string; newline: ImportCsvFormat["newline"] } = {
    delimiter: ",",
    newline: "\n",
  };
  return {
    format,
    record: (meta) => {
      format.delimiter = meta.delimiter;
      if (isNewline(meta.linebreak)) format.newline = meta.linebreak;
    },
  };
}

const csvOptions = () => ({
  ...IMPORT_CSV_OPTIONS,
  delimitersToGuess: [...IMPORT_CSV_OPTIONS.delimitersToGuess],
});

/**
 * CSV text (a byte-order mark ignored, the delimiter guessed) row by row into a reader; answers
 * the delimiter and line break it found, for a second reading (the real run's) to use.
 */
export function streamImportCsv(text: string, reader: ImportRowReader): ImportCsvFormat {
  const { format, record } = formatRecorder();
  Papa.parse<string[]>(importCsvSource(text), {
    ...csvOptions(),
    step: (result) => {
      record(result.meta);
      reader.push(result.data);
    },
  });
  return format;
}

/**
 * `streamImportCsv`, paused every `rowsPerTurn` rows until `turn()` settles: a server whose
 * database shares its thread (PGlite) lets requests in while it reads a large file. The same
 * rows and format as `streamImportCsv`.
 */
export function streamImportCsvInTurns(
  text: string,
  reader: ImportRowReader,
  turn: () => Promise<void>,
  rowsPerTurn = 5_000,
): Promise<ImportCsvFormat> {
  const { format, record } = formatRecorder();
  return new Promise((resolve, reject) => {
    let rows = 0;
    Papa.parse<string[]>(importCsvSource(text), {
      ...csvOptions(),
      step: (result, parser) => {
        record(result.meta);
        reader.push(result.data);
        rows += 1;
        if (rows % rowsPerTurn !== 0) return;
        parser.pause();
        turn()
          .then(() => {
            parser.resume();
          })
          .catch(reject);
      },
      complete: () => {
        resolve(format);
      },
    });
  });
}
