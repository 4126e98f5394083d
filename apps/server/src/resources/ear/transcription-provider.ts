/**
 * The transcription provider behind an interface (decision 0042), and its one adapter: any
 * Whisper-compatible HTTP API (`POST <url>` multipart with `file`, `model`, `language`,
 * `response_format=verbose_json`; answers `{ text, language, segments: [{ start, end, text }] }`),
 * as OpenAI's `/v1/audio/transcriptions`, whisper.cpp's server or faster-whisper-server speak it.
 * Configuration from the environment, read when a job runs:
 * - `CANVASS_TRANSCRIPTION_URL`: the endpoint (no provider when unset: jobs fail saying so);
 * - `CANVASS_TRANSCRIPTION_KEY`: sent as `Authorization: Bearer …` when set;
 * - `CANVASS_TRANSCRIPTION_MODEL`: the `model` field (default `whisper-1`).
 */
import { readTranscriptSegments, type TranscriptSegment } from "@canvass/sdk/ear";

export interface TranscriptionRequest {
  readonly audio: Uint8Array;
  readonly fileName: string;
  readonly contentType: string;
  /** BCP 47 (`en-CA`); the provider gets the language part (`en`). */
  readonly language: string;
  /** Let the provider detect the language (`language` is then not sent). */
  readonly detectLanguage: boolean;
  readonly signal: AbortSignal;
}

export interface TranscriptionResult {
  readonly text: string;
  readonly language: string | null;
  readonly segments: readonly TranscriptSegment[];
}

export interface TranscriptionProvider {
  readonly name: string;
  transcribe(request: TranscriptionRequest): Promise<TranscriptionResult>;
}

/** A provider error the job reports as its failure (no key or body text in it). */
export class TranscriptionProviderError extends Error {
  override readonly name = "TranscriptionProviderError";
}

export interface WhisperHttpOptions {
  readonly url: string;
  readonly key?: string | undefined;
  readonly model?: string | undefined;
  /** Per request (default 120 s). */
  readonly timeoutMs?: number | undefined;
  readonly fetch?: typeof fetch | undefined;
}

export function whisperHttpProvider(options: WhisperHttpOptions): TranscriptionProvider {
  const send = options.fetch ?? fetch;
  return {
    name: "whisper-http",
    async transcribe(request) {
      const form = new FormData();
      const bytes = new Uint8Array(request.audio);
      form.append("file", new Blob([bytes], { type: request.contentType }), request.fileName);
      form.append("model", options.model ?? "whisper-1");
      form.append("response_format", "verbose_json");
      form.append("timestamp_granularities[]", "segment");
      if (!request.detectLanguage) form.append("language", request.language.split("-")[0] ?? "en");
      const headers: Record<string, string> = { accept: "application/json" };
      if (options.key !== undefined && options.key !== "")
        headers.authorization = `Bearer ${options.key}`;
      const signal = AbortSignal.any([
        request.signal,
        AbortSignal.timeout(options.timeoutMs ?? 120_000),
      ]);
      let response: Response;
      try {
        response = await send(options.url, { method: "POST", body: form, headers, signal });
      } catch (error) {
        if (request.signal.aborted) throw error;
        throw new TranscriptionProviderError(
          `The transcription provider could not be reached (${error instanceof Error ? error.name : "error"}).`,
        );
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new TranscriptionProviderError(
          `The transcription provider answered ${response.status}.`,
        );
      }
      const body = (await response.json()) as Record<string, unknown>;
      const segments = readTranscriptSegments(body);
      const text = typeof body.text === "string" ? body.text.trim() : "";
      if (text === "" && segments.length === 0)
        throw new TranscriptionProviderError("The transcription provider answered no text.");
      return {
        text,
        language: typeof body.language === "string" ? body.language : null,
        segments,
      };
    },
  };
}

/** The configured provider, or `undefined` when `CANVASS_TRANSCRIPTION_URL` is not set. */
export function providerFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): TranscriptionProvider | undefined {
  const url = env.CANVASS_TRANSCRIPTION_URL;
  if (url === undefined || url === "") return undefined;
  return whisperHttpProvider({
    url,
    key: env.CANVASS_TRANSCRIPTION_KEY,
    model: env.CANVASS_TRANSCRIPTION_MODEL,
  });
}
