import { clsx } from "clsx";
import { useEffect, useId, useMemo, useRef, useState } from "react";

/** One sentence of a transcript; `start` < 0 when there are no timestamps. */
export interface TranscriptPanelSegment {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export interface TranscriptPanelLabels {
  readonly title: string;
  readonly search: string;
  /** "{count} matches" is built by the caller: `matches(count)`. */
  readonly matches: (count: number) => string;
  readonly empty: string;
  /** Read before a timed sentence's time by assistive technology ("Play from"). */
  readonly playFrom: string;
}

export const DEFAULT_TRANSCRIPT_PANEL_LABELS: TranscriptPanelLabels = {
  title: "Transcription",
  search: "Search the transcription",
  matches: (count) => (count === 1 ? "1 match" : `${String(count)} matches`),
  empty: "No transcription yet.",
  playFrom: "Play from",
};

export interface TranscriptPanelProps {
  readonly segments: readonly TranscriptPanelSegment[];
  /** The index of the sentence being played (-1: none). */
  readonly current?: number;
  /** Indexes of the sentences matching `query` (the caller's search rule). */
  readonly matches?: readonly number[];
  readonly query?: string;
  readonly onQueryChange?: (query: string) => void;
  /** A timed sentence was chosen: play from its start (seconds). */
  readonly onSeek?: (seconds: number) => void;
  readonly labels?: Partial<TranscriptPanelLabels>;
  readonly className?: string;
}

function clock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(total / 60))}:${String(total % 60).padStart(2, "0")}`;
}

/** `text` with each case-insensitive occurrence of `query` in a `<mark>`. */
function highlighted(text: string, query: string) {
  const needle = query.trim().toLowerCase();
  if (needle === "") return text;
  const parts: (string | React.ReactElement)[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  let at = lower.indexOf(needle, from);
  while (at !== -1) {
    parts.push(text.slice(from, at));
    parts.push(
      <mark key={at} data-slot="transcript-match" className="rounded-sm bg-warning-soft text-fg">
        {text.slice(at, at + needle.length)}
      </mark>,
    );
    from = at + needle.length;
    at = lower.indexOf(needle, from);
  }
  parts.push(text.slice(from));
  return parts;
}

/**
 * A recording's transcription beside the player (issue 25): one line per sentence, the sentence
 * being played marked (`aria-current`, `data-state="current"`) and scrolled into view, a search
 * box that marks and counts matching sentences. Timed sentences are buttons that play from
 * their start. Props in, callbacks out: the caller decides the current sentence and the matches
 * (the SDK's `segmentAt` and `searchSegments`).
 */
export function TranscriptPanel({
  segments,
  current = -1,
  matches = [],
  query,
  onQueryChange,
  onSeek,
  labels: overrides,
  className,
}: TranscriptPanelProps) {
  const labels = { ...DEFAULT_TRANSCRIPT_PANEL_LABELS, ...overrides };
  const searchId = useId();
  const [ownQuery, setOwnQuery] = useState("");
  const term = query ?? ownQuery;
  const matching = useMemo(() => new Set(matches), [matches]);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const item = list.current?.querySelector<HTMLElement>('[data-state="current"]');
    item?.scrollIntoView({ block: "nearest" });
  }, [current]);

  return (
    <section
      aria-label={labels.title}
      data-slot="transcript-panel"
      className={clsx(
        "flex flex-col gap-2 rounded-md border border-line bg-surface p-3 text-sm text-fg",
        className,
      )}
    >
      <h2 className="text-base font-semibold">{labels.title}</h2>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={searchId} className="sr-only">
          {labels.search}
        </label>
        <input
          id={searchId}
          type="search"
          data-slot="transcript-search"
          placeholder={labels.search}
          value={term}
          onChange={(event) => {
            setOwnQuery(event.currentTarget.value);
            onQueryChange?.(event.currentTarget.value);
          }}
          className="min-w-40 flex-1 rounded-md border border-line bg-surface px-2 py-1 text-fg"
        />
        {term.trim() !== "" ? (
          <span role="status" data-slot="transcript-match-count" className="text-fg-muted">
            {labels.matches(matches.length)}
          </span>
        ) : null}
      </div>
      {segments.length === 0 ? (
        <p className="text-fg-muted">{labels.empty}</p>
      ) : (
        <ol
          ref={list}
          data-slot="transcript-lines"
          className="flex max-h-96 flex-col gap-1 overflow-auto"
        >
          {segments.map((segment, index) => {
            const isCurrent = index === current;
            const timed = segment.start >= 0;
            const body = (
              <>
                {timed ? (
                  <span className="me-2 tabular-nums text-fg-muted">
                    {onSeek !== undefined ? (
                      <span className="sr-only">{`${labels.playFrom} `}</span>
                    ) : null}
                    {clock(segment.start)}
                  </span>
                ) : null}
                <span>{highlighted(segment.text, term)}</span>
              </>
            );
            return (
              <li
                key={`${String(index)}-${String(segment.start)}`}
                data-slot="transcript-line"
                data-state={isCurrent ? "current" : matching.has(index) ? "match" : "idle"}
                aria-current={isCurrent ? "true" : undefined}
                className={clsx(
                  "rounded-md px-2 py-1",
                  isCurrent && "bg-primary-soft font-medium",
                  !isCurrent && matching.has(index) && "bg-warning-soft/60",
                )}
              >
                {timed && onSeek !== undefined ? (
                  <button
                    type="button"
                    onClick={() => {
                      onSeek(segment.start);
                    }}
                    className="w-full text-start focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {body}
                  </button>
                ) : (
                  body
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
