/**
 * The file formats of a run (decision 0035): each encoder writes a head, one text per row and a
 * tail, so the file is written as the rows come. `csv`: every value double-quoted, CRLF (the
 * SDK's `csvLine`); `text`: tab-separated, tabs and line breaks inside values turned into spaces;
 * `json`: an array of objects keyed by header; `geojson`: a FeatureCollection, each submission
 * a Feature (its `Latitude`/`Longitude` columns as a Point when the columns have them, else a
 * null geometry as RFC 7946 allows); `html`: a printable table. `pdf` (`export-pdf.ts`) and the
 * zip bundles `audio`, `video`, `png` (`export-bundle.ts`) write bytes, not text lines; every
 * format's file is written by `export-writers.ts`.
 */
import { csvLine } from "@canvass/sdk/exports";

/** The formats written as text, a line per row. */
export const TEXT_FORMATS = ["csv", "text", "json", "geojson", "html"] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];
/** The formats that bundle the submissions' files (a zip with a manifest). */
export const BUNDLE_FORMATS = ["audio", "video", "png"] as const;
export type BundleFormat = (typeof BUNDLE_FORMATS)[number];
/** Every format of the contract's `ExportFormat`. */
export const BUILT_FORMATS = [...TEXT_FORMATS, "pdf", ...BUNDLE_FORMATS] as const;
export type BuiltFormat = (typeof BUILT_FORMATS)[number];

export interface Encoder {
  head(): string;
  row(values: readonly unknown[]): string;
  tail(): string;
}

export function isBuiltFormat(format: string): format is BuiltFormat {
  return (BUILT_FORMATS as readonly string[]).includes(format);
}

export function isBundleFormat(format: string): format is BundleFormat {
  return (BUNDLE_FORMATS as readonly string[]).includes(format);
}

/** The media type of each format's file (text types are UTF-8). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  csv: "text/csv; charset=utf-8",
  text: "text/plain; charset=utf-8",
  json: "application/json; charset=utf-8",
  geojson: "application/geo+json; charset=utf-8",
  html: "text/html; charset=utf-8",
  pdf: "application/pdf",
  audio: "application/zip",
  video: "application/zip",
  png: "application/zip",
};

/** The file name extension of each format. */
export const EXTENSIONS: Readonly<Record<BuiltFormat, string>> = {
  csv: "csv",
  text: "txt",
  json: "json",
  geojson: "geojson",
  html: "html",
  pdf: "pdf",
  audio: "zip",
  video: "zip",
  png: "zip",
};

/** A value as plain text (null empty, objects as JSON). */
export function plain(value: unknown): string {
  if (value == null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function objectOf(headers: readonly string[], values: readonly unknown[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  headers.forEach((header, index) => {
    object[header] = values[index] ?? null;
  });
  return object;
}

/** The formats a row of which the database can write too (decision 0091). */
export type RowFormat = "csv" | "json" | "geojson";

export function isRowFormat(format: string): format is RowFormat {
  return format === "csv" || format === "json" || format === "geojson";
}

/** What comes before a row of the JSON formats (nothing in CSV): the first, then the others. */
export function rowSeparator(first: boolean, format: RowFormat): string {
  if (format === "csv") return "";
  return first ? "\n" : ",\n";
}

/**
 * A row as `format` writes it, without what separates rows: the CSV line, the JSON object of the
 * headers, the GeoJSON feature (a point from the first `Latitude` and `Longitude` columns when
 * both read as finite numbers and the latitude is not empty).
 */
export function rowText(
  format: RowFormat,
  headers: readonly string[],
): (values: readonly unknown[]) => string {
  if (format === "csv") return csvLine;
  if (format === "json") return (values) => JSON.stringify(objectOf(headers, values));
  const lat = headers.indexOf("Latitude");
  const lng = headers.indexOf("Longitude");
  return (values) => {
    const y = Number(values[lat]);
    const x = Number(values[lng]);
    const geometry =
      lat >= 0 && lng >= 0 && values[lat] !== "" && Number.isFinite(x) && Number.isFinite(y)
        ? { type: "Point", coordinates: [x, y] }
        : null;
    return JSON.stringify({ type: "Feature", geometry, properties: objectOf(headers, values) });
  };
}

export function encoderFor(format: TextFormat, headers: readonly string[]): Encoder {
  switch (format) {
    case "csv":
      return { head: () => csvLine(headers), row: csvLine, tail: () => "" };
    case "text": {
      const line = (values: readonly unknown[]) =>
        values.map((value) => plain(value).replace(/[\t\r\n]+/g, " ")).join("\t") + "\n";
      return { head: () => line(headers), row: line, tail: () => "" };
    }
    case "json":
    case "geojson": {
      const body = rowText(format, headers);
      let first = true;
      return {
        head: () => (format === "json" ? "[" : '{"type":"FeatureCollection","features":['),
        row: (values) => {
          const text = rowSeparator(first, format) + body(values);
          first = false;
          return text;
        },
        tail: () => (format === "json" ? "\n]\n" : "\n]}\n"),
      };
    }
    case "html": {
      const cells = (tag: string, values: readonly unknown[]) =>
        `<tr>${values.map((value) => `<${tag}>${escapeHtml(plain(value))}</${tag}>`).join("")}</tr>\n`;
      return {
        head: () =>
          `<!doctype html>\n<html><head><meta charset="utf-8"><title>Export</title></head><body><table>\n<thead>${cells("th", headers)}</thead><tbody>\n`,
        row: (values) => cells("td", values),
        tail: () => "</tbody></table></body></html>\n",
      };
    }
  }
}
