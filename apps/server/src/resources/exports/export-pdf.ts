/**
 * The `pdf` format (decision 0057): a printable table written with pdfkit as the rows come.
 * A4 landscape, the standard Courier font at 7 pt (no font file to embed, and a fixed width, so
 * a value is cut to its column by counting characters instead of measuring it), one line per
 * row, the header row in Courier-Bold on every page. Each value is drawn on its own, without
 * pdfkit's line wrapper (the fast path). The standard fonts hold Windows-1252 only: other
 * characters print as `?`, line breaks as spaces, and a value too long for its column ends
 * with `…`. pdfkit's output is taken as it is produced and written to the run's stream with
 * backpressure, a chunk at a time, so memory does not grow with the row count.
 */
import PDFDocument from "pdfkit";
import type { Writable } from "node:stream";
import { plain } from "./export-encoders.js";
import type { RunWriter } from "./export-writers.js";
import { put } from "./export-writers.js";

export const PDF_LAYOUT = {
  fontSize: 7,
  /** Courier's advance is 600/1000 of the size. */
  charWidth: 7 * 0.6,
  rowHeight: 10,
  margin: 28,
  /** A4 landscape, in points. */
  width: 841.89,
  height: 595.28,
  /** Blank space between two columns. */
  gap: 4,
} as const;

/** Characters the standard fonts can print (Latin-1 and the Windows-1252 extras). */
const UNPRINTABLE =
  /[^\u0020-\u007e\u00a0-\u00ff\u20ac\u2018\u2019\u201c\u201d\u2013\u2014\u2026]/g;

/** A value as the cell prints it: one line, printable characters, at most `width` characters. */
export function pdfCell(value: unknown, width: number): string {
  const text = plain(value)
    .replace(/[\r\n\t]+/g, " ")
    .replace(UNPRINTABLE, "?");
  if (text.length <= width) return text;
  return width <= 1 ? text.slice(0, width) : `${text.slice(0, width - 1)}…`;
}

/** How many characters a column of a table of `columns` columns holds. */
export function pdfColumnChars(columns: number): number {
  const { width, margin, gap, charWidth } = PDF_LAYOUT;
  const per = (width - 2 * margin) / Math.max(1, columns);
  return Math.max(1, Math.floor((per - gap) / charWidth));
}

export function pdfWriter(headers: readonly string[], out: Writable): RunWriter {
  const { fontSize, rowHeight, margin, height, width } = PDF_LAYOUT;
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin,
    autoFirstPage: false,
    info: { Title: "Export", Producer: "Canvass" },
  });
  const pending: Buffer[] = [];
  doc.on("data", (data: Buffer) => pending.push(data));
  const ended = new Promise<void>((resolve, reject) => {
    doc.once("end", resolve);
    doc.once("error", reject);
  });
  ended.catch(() => undefined); // a run abandoned before `end` never awaits it
  const flush = async () => {
    while (pending.length > 0) {
      const data = pending.shift();
      if (data !== undefined) await put(out, data);
    }
  };
  const chars = pdfColumnChars(headers.length);
  const step = (width - 2 * margin) / Math.max(1, headers.length);
  const bottom = height - margin - rowHeight;
  let y = Infinity;

  const line = (values: readonly unknown[]) => {
    for (let column = 0; column < values.length; column += 1) {
      const text = pdfCell(values[column], chars);
      if (text !== "") doc.text(text, margin + column * step, y, { lineBreak: false });
    }
    y += rowHeight;
  };
  const newPage = () => {
    doc.addPage();
    y = margin;
    doc.font("Courier-Bold").fontSize(fontSize);
    line(headers);
    doc
      .moveTo(margin, y - 2)
      .lineTo(width - margin, y - 2)
      .lineWidth(0.5)
      .stroke();
    doc.font("Courier").fontSize(fontSize);
  };

  return {
    async start() {
      newPage();
      await flush();
    },
    async write(_chunk, values) {
      for (const row of values) {
        if (y > bottom) newPage();
        line(row);
      }
      await flush();
      return values.length;
    },
    async end() {
      doc.end();
      await ended;
      await flush();
    },
    dispose: () => Promise.resolve(),
  };
}
