/**
 * The `audio`, `video` and `png` formats (decision 0057): the submissions' recordings, videos
 * or pictures (their `assets/accounts/<id>/…` files whose type is `audio/*`, `video/*` or
 * `image/*`) bundled as a zip written with yazl, each file stored as it is (media are already
 * compressed) under its path in the submission's folder (`<submission id>/pictures/1.png`), with `manifest.csv` at the end: one line per
 * file, `File` then the export's columns for its submission, quoted like the csv format. The
 * run's `rows` are the files written. One file is read from the database at a time and handed
 * to the zip as a stream, and the next is read only once the zip has taken it, so memory holds
 * one file whatever the count; the manifest is kept in a temporary file next to the `.part`
 * until the end. yazl writes Zip64 records when the bundle passes 4 GB.
 */
import { once } from "node:events";
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable, type Writable } from "node:stream";
import { sql } from "kysely";
import { ZipFile } from "yazl";
import { csvLine } from "@canvass/sdk/exports";
import type { BundleFormat } from "./export-encoders.js";
import type { RunWriter, RunWriterContext } from "./export-writers.js";
import { put } from "./export-writers.js";

/** The media types each bundle takes (a SQL LIKE pattern). */
export const BUNDLE_TYPES: Readonly<Record<BundleFormat, string>> = {
  audio: "audio/%",
  video: "video/%",
  png: "image/%",
};

export const MANIFEST_NAME = "manifest.csv";
const ACCOUNT_FOLDERS = "assets/accounts/";

async function closeStream(stream: WriteStream): Promise<void> {
  if (stream.closed) return;
  await new Promise<void>((resolve, reject) => {
    stream.end((error?: Error | null) => {
      if (error) reject(error);
      else resolve();
    });
  });
}

export function bundleWriter(
  format: BundleFormat,
  headers: readonly string[],
  out: Writable,
  context: RunWriterContext,
): RunWriter {
  const zip = new ZipFile();
  zip.outputStream.pipe(out, { end: false });
  const zipped = once(zip.outputStream, "end");
  zipped.catch(() => undefined); // a run abandoned before `end` never awaits it
  // A failed disk write stops the zip's pipe: whatever waits on the zip must see it.
  const broken = new Promise<never>((_resolve, reject) => {
    out.once("error", reject);
    zip.outputStream.once("error", reject);
  });
  broken.catch(() => undefined);
  const manifestPath = `${context.partPath}.manifest`;
  const manifest = createWriteStream(manifestPath);

  return {
    start: () => put(manifest, csvLine(["File", ...headers])),
    async write(chunk, values) {
      if (chunk.ids.length === 0) return 0;
      const { rows: files } = await sql<{ path: string; account: string }>`
        SELECT path, split_part(path, '/', 3) AS account FROM assets
        WHERE path LIKE 'assets/accounts/%' AND content_type LIKE ${BUNDLE_TYPES[format]}
          AND split_part(path, '/', 3) = ANY(${chunk.ids}::text[])
        ORDER BY array_position(${chunk.ids}::text[], split_part(path, '/', 3)), path`.execute(
        context.db,
      );
      const rowOf = new Map(chunk.ids.map((id, index) => [id, values[index] ?? []]));
      let written = 0;
      for (const file of files) {
        const asset = await context.db
          .selectFrom("assets")
          .select("bytes")
          .where("path", "=", file.path)
          .executeTakeFirst();
        if (asset === undefined) continue; // deleted meanwhile
        const name = file.path.slice(ACCOUNT_FOLDERS.length);
        const source = Readable.from([Buffer.from(asset.bytes)], { objectMode: false });
        const taken = once(source, "end");
        zip.addReadStream(source, name, { compress: false, size: asset.bytes.length });
        await Promise.race([taken, broken]);
        await put(manifest, csvLine([name, ...(rowOf.get(file.account) ?? [])]));
        written += 1;
      }
      return written;
    },
    async end() {
      await closeStream(manifest);
      zip.addReadStream(createReadStream(manifestPath), MANIFEST_NAME);
      zip.end();
      await Promise.race([zipped, broken]);
    },
    async dispose() {
      if (!manifest.closed) {
        const closed = once(manifest, "close").catch(() => undefined);
        manifest.destroy();
        await closed;
      }
      await rm(manifestPath, { force: true });
    },
  };
}
