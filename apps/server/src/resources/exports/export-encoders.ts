/**
 * The file formats of a run (decision 0035): each encoder writes a head, one text per row and a
 * tail, so the file is written as the rows come. `csv`: every value double-quoted, CRLF (the
 * SDK's `csvLine`); `text`: tab-separated, tabs and line breaks inside values turned into spaces;
 * `json`: an array of objects keyed by header; `geojson`: a FeatureCollection, each submission
 * a Feature (its `Latitude`/`Longitude` columns as a Point when the columns have them, else a
 * null geometry as RFC 7946 allows); `html`: a printable table. pdf, audio, video and png are
 * not built yet (the run fails naming the format).
 */
import { csvLine } from "@canvass/sdk/exports";

export const BUILT_FORMATS = ["csv", "text", "json", "geojson", "html"] as const;
export type BuiltFormat = (typeof BUILT_FORMATS)[number];

export interface Encoder {
  readonly extension: string;
  readonly contentType: string;
  head(): string;
  row(values: readonly unknown[]): string;
  tail(): string;
}

export function isBuiltFormat(format: string): format is BuiltFormat {
  return (BUILT_FORMATS as readonly string[]).includes(format);
}

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  csv: "text/csv",
  text: "text/plain",
  json: "application/json",
  geojson: "application/geo+json",
  html: "text/html",
};

const EXTENSIONS: Readonly<Record<BuiltFormat, string>> = {
  csv: "csv",
  text: "txt",
  json: "json",
  geojson: "geojson",
  html: "html",
};

function plain(value: unknown): string {
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

export function encoderFor(format: BuiltFormat, headers: readonly string[]): Encoder {
  const base = { extension: EXTENSIONS[format], contentType: CONTENT_TYPES[format] ?? "" };
  switch (format) {
    case "csv":
      return { ...base, head: () => csvLine(headers), row: csvLine, tail: () => "" };
    case "text": {
      const line = (values: readonly unknown[]) =>
        values.map((value) => plain(value).replace(/[\t\r\n]+/g, " ")).join("\t") + "\n";
      return { ...base, head: () => line(headers), row: line, tail: () => "" };
    }
    case "json": {
      let first = true;
      return {
        ...base,
        head: () => "[",
        row: (values) => {
          const text = (first ? "\n" : ",\n") + JSON.stringify(objectOf(headers, values));
          first = false;
          return text;
        },
        tail: () => "\n]\n",
      };
    }
    case "geojson": {
      let first = true;
      const lat = headers.indexOf("Latitude");
      const lng = headers.indexOf("Longitude");
      return {
        ...base,
        head: () => '{"type":"FeatureCollection","features":[',
        row: (values) => {
          const y = Number(values[lat]);
          const x = Number(values[lng]);
          const geometry =
            lat >= 0 && lng >= 0 && values[lat] !== "" && Number.isFinite(x) && Number.isFinite(y)
              ? { type: "Point", coordinates: [x, y] }
              : null;
          const feature = { type: "Feature", geometry, properties: objectOf(headers, values) };
          const text = (first ? "\n" : ",\n") + JSON.stringify(feature);
          first = false;
          return text;
        },
        tail: () => "\n]}\n",
      };
    }
    case "html": {
      const cells = (tag: string, values: readonly unknown[]) =>
        `<tr>${values.map((value) => `<${tag}>${escapeHtml(plain(value))}</${tag}>`).join("")}</tr>\n`;
      return {
        ...base,
        head: () =>
          `<!doctype html>\n<html><head><meta charset="utf-8"><title>Export</title></head><body><table>\n<thead>${cells("th", headers)}</thead><tbody>\n`,
        row: (values) => cells("td", values),
        tail: () => "</tbody></table></body></html>\n",
      };
    }
  }
}
