/**
 * A local transcription provider for tests and the e2e (decision 0042): answers on 127.0.0.1
 * like a Whisper-compatible API (`POST /v1/audio/transcriptions`, multipart, `verbose_json`).
 * It checks the bearer key when given one, reads the uploaded file and fields, and answers a
 * transcript whose first segment names the bytes it received, so a test can tell its answer
 * came from this request. `fail` makes the next answers 503.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedTranscription {
  readonly model: string | null;
  readonly language: string | null;
  readonly fileName: string | null;
  readonly contentType: string | null;
  readonly bytes: number;
  readonly authorization: string | null;
}

export interface TranscriptionServer {
  /** The endpoint to put in `CANVASS_TRANSCRIPTION_URL`. */
  readonly url: string;
  readonly received: ReceivedTranscription[];
  /** Answer 503 to the next `count` requests. */
  fail(count: number): void;
  close(): Promise<void>;
}

export interface TranscriptionServerOptions {
  readonly key?: string;
  /** Milliseconds to wait before answering (to watch a job running). */
  readonly delayMs?: number;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startTranscriptionServer(
  options: TranscriptionServerOptions = {},
): Promise<TranscriptionServer> {
  const received: ReceivedTranscription[] = [];
  let failures = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const answer = (status: number, json: unknown): true => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(json));
        return true;
      };
      if (request.method !== "POST" || request.url !== "/v1/audio/transcriptions")
        return answer(404, { error: { message: "not found" } });
      if (options.key !== undefined && request.headers.authorization !== `Bearer ${options.key}`)
        return answer(401, { error: { message: "bad key" } });
      if (failures > 0) {
        failures -= 1;
        return answer(503, { error: { message: "busy" } });
      }
      const parsed = new Request("http://127.0.0.1/", {
        method: "POST",
        headers: { "content-type": request.headers["content-type"] ?? "" },
        body,
      });
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- a test server reading small bodies
      const form = await parsed.formData();
      const file = form.get("file");
      const field = (name: string) => {
        const value = form.get(name);
        return typeof value === "string" ? value : null;
      };
      const audio = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : undefined;
      received.push({
        model: field("model"),
        language: field("language"),
        fileName: file instanceof File ? file.name : null,
        contentType: file instanceof Blob ? file.type : null,
        bytes: audio?.byteLength ?? 0,
        authorization: request.headers.authorization ?? null,
      });
      if (audio === undefined) return answer(400, { error: { message: "no file" } });
      if (options.delayMs !== undefined)
        await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const isWav = Buffer.from(audio.subarray(0, 4)).toString("latin1") === "RIFF";
      const language = field("language") ?? "en";
      const segments = [
        { id: 0, start: 0, end: 0.4, text: ` Hello, I received ${audio.byteLength} bytes.` },
        { id: 1, start: 0.4, end: 0.8, text: isWav ? " It is a WAV recording." : " It is audio." },
        { id: 2, start: 0.8, end: 1, text: " Thank you for your gift." },
      ];
      return answer(200, {
        task: "transcribe",
        language,
        duration: 1,
        text: segments.map((segment) => segment.text.trim()).join(" "),
        segments,
      });
    })().catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/audio/transcriptions`,
    received,
    fail(count) {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
