/**
 * Transcript rules of the digital ear (decision 0042): a transcription is `transcription.txt`
 * (the text) plus, when the provider gave them, `transcription.json` (`TranscriptSegment`s with
 * start and end in seconds). The console highlights the segment being played and searches the
 * text; the server writes the same shape from the provider's answer.
 */

export interface TranscriptSegment {
  /** Seconds from the start of the recording. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The timestamps file's body. */
export interface TranscriptTimestamps {
  readonly language: string | null;
  readonly segments: readonly TranscriptSegment[];
}

export const TRANSCRIPT_TIMESTAMPS_FILE = "transcription.json";
export const TRANSCRIPT_TEXT_FILE = "transcription.txt";

/** Segments from untrusted JSON: keeps the well-formed ones, in time order. */
export function readTranscriptSegments(value: unknown): TranscriptSegment[] {
  const list =
    typeof value === "object" && value !== null && "segments" in value ? value.segments : value;
  if (!Array.isArray(list)) return [];
  const segments: TranscriptSegment[] = [];
  for (const entry of list) {
    if (typeof entry !== "object" || entry === null) continue;
    const { start, end, text } = entry as Record<string, unknown>;
    if (typeof start !== "number" || typeof end !== "number" || typeof text !== "string") continue;
    if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) continue;
    segments.push({ start, end, text: text.trim() });
  }
  return segments.sort((a, b) => a.start - b.start);
}

/** Segments from plain text with no timestamps: one per non-empty line, no times (`-1`). */
export function transcriptLines(text: string): TranscriptSegment[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => ({ start: -1, end: -1, text: line }));
}

/** The index of the segment playing at `time` (seconds), or -1 (none, or no timestamps). */
export function segmentAt(segments: readonly TranscriptSegment[], time: number): number {
  let found = -1;
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index];
    if (segment === undefined || segment.start < 0) continue;
    if (segment.start <= time && time < segment.end) return index;
    if (segment.start <= time) found = index;
  }
  const last = found === -1 ? undefined : segments[found];
  return last !== undefined && time < last.end ? found : -1;
}

/** The indexes of the segments containing `term` (case- and accent-insensitive). */
export function searchSegments(segments: readonly TranscriptSegment[], term: string): number[] {
  const needle = fold(term.trim());
  if (needle === "") return [];
  const hits: number[] = [];
  segments.forEach((segment, index) => {
    if (fold(segment.text).includes(needle)) hits.push(index);
  });
  return hits;
}

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The plain text of segments (one per line), as stored in `transcription.txt`. */
export function transcriptText(segments: readonly TranscriptSegment[]): string {
  return `${segments.map((segment) => segment.text).join("\n")}\n`;
}

/** The playback speeds the ear's player offers (issue 25: 0.75–2×). */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

/** The next (`+1`) or previous (`-1`) speed, staying within the range. */
export function stepPlaybackRate(current: number, direction: 1 | -1): PlaybackRate {
  const index = PLAYBACK_RATES.findIndex((rate) => rate >= current);
  const at = index === -1 ? PLAYBACK_RATES.length - 1 : index;
  const next = Math.min(PLAYBACK_RATES.length - 1, Math.max(0, at + direction));
  return PLAYBACK_RATES[next] ?? 1;
}
