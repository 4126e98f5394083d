import { clsx } from "clsx";
import { Pause, Play } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

export interface AudioPlayerLabels {
  /** The player's name for assistive technology ("Recording"). */
  readonly player: string;
  readonly play: string;
  readonly pause: string;
  /** The position slider ("Position"). */
  readonly seek: string;
  /** The speed picker ("Speed"). */
  readonly speed: string;
}

export const DEFAULT_AUDIO_PLAYER_LABELS: AudioPlayerLabels = {
  player: "Recording",
  play: "Play",
  pause: "Pause",
  seek: "Position",
  speed: "Speed",
};

/** The offered playback speeds. */
export const AUDIO_PLAYER_SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

/** Seconds ←/→ skip on the play button (the slider's own arrows move one second). */
const SKIP_SECONDS = 5;

export interface AudioPlayerProps {
  /** The audio's URL (an object URL of a file read through the SDK). */
  readonly src: string;
  readonly labels?: Partial<AudioPlayerLabels>;
  /** The duration to show before the audio's metadata is read (seconds). */
  readonly initialDuration?: number;
  readonly className?: string;
  /** Called as the position moves (seconds), e.g. to highlight the sentence being played. */
  readonly onTimeUpdate?: (seconds: number) => void;
  /** A position to jump to: a new object seeks there (a transcript sentence was chosen). */
  readonly seekTo?: { readonly seconds: number } | undefined;
}

/** `m:ss` (or `h:mm:ss`). */
export function formatAudioTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${String(h)}:${String(m).padStart(2, "0")}:${s}` : `${String(m)}:${s}`;
}

/**
 * A small audio player: play/pause, a position slider, a speed picker (0.75–2×). Keyboard: the
 * button, slider and picker are native controls (Space/Enter plays and pauses, the slider's
 * arrows and Home/End move), and ←/→ on the play button skip 5 seconds. Anywhere in the player
 * (issue 25): `k` plays or pauses, `j`/`l` skip 5 seconds back/forward, `<`/`>` slow down or
 * speed up. `data-state` is `playing` or `paused`.
 */
export function AudioPlayer({
  src,
  labels: overrides,
  initialDuration = 0,
  className,
  onTimeUpdate,
  seekTo,
}: AudioPlayerProps) {
  const labels = { ...DEFAULT_AUDIO_PLAYER_LABELS, ...overrides };
  const audio = useRef<HTMLAudioElement>(null);
  const group = useRef<HTMLDivElement>(null);
  const speedId = useId();
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(initialDuration);
  const [speed, setSpeed] = useState<number>(1);

  useEffect(() => {
    if (audio.current !== null) audio.current.playbackRate = speed;
  }, [speed]);

  const toggle = () => {
    const element = audio.current;
    if (element === null) return;
    if (element.paused)
      void element.play().catch(() => {
        setPlaying(false);
      });
    else element.pause();
  };
  const seek = (to: number) => {
    const element = audio.current;
    if (element === null) return;
    const end = Number.isFinite(element.duration) ? element.duration : duration;
    element.currentTime = Math.min(Math.max(to, 0), end);
    setTime(element.currentTime);
  };
  useEffect(() => {
    if (seekTo === undefined) return;
    const element = audio.current;
    if (element === null) return;
    element.currentTime = Math.max(0, seekTo.seconds);
    setTime(element.currentTime);
  }, [seekTo]);
  /** Anywhere in the player: k, j/l, </> (not while typing in the speed picker's list). */
  const onShortcut = (event: globalThis.KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const at = AUDIO_PLAYER_SPEEDS.findIndex((value) => value === speed);
    if (event.key === "k") toggle();
    else if (event.key === "j" || event.key === "l") seek(time + (event.key === "j" ? -5 : 5));
    else if (event.key === "<" || event.key === ">") {
      const next =
        AUDIO_PLAYER_SPEEDS[
          Math.min(AUDIO_PLAYER_SPEEDS.length - 1, Math.max(0, at + (event.key === "<" ? -1 : 1)))
        ];
      if (next !== undefined) setSpeed(next);
    } else return;
    event.preventDefault();
  };
  const shortcut = useRef(onShortcut);
  useEffect(() => {
    shortcut.current = onShortcut;
  });
  useEffect(() => {
    const element = group.current;
    if (element === null) return;
    const listener = (event: globalThis.KeyboardEvent) => {
      shortcut.current(event);
    };
    element.addEventListener("keydown", listener);
    return () => {
      element.removeEventListener("keydown", listener);
    };
  }, []);
  /** On the play button: ←/→ skip 5 seconds (Space and Enter are the button's own). */
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      seek(time + (event.key === "ArrowLeft" ? -SKIP_SECONDS : SKIP_SECONDS));
    }
  };

  return (
    <div
      role="group"
      aria-label={labels.player}
      data-slot="audio-player"
      data-state={playing ? "playing" : "paused"}
      data-speed={String(speed)}
      ref={group}
      className={clsx(
        "flex flex-wrap items-center gap-3 rounded-md border border-line bg-surface p-2 text-sm text-fg",
        className,
      )}
    >
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the transcription shown beside the player is the recording's text */}
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => {
          setPlaying(true);
        }}
        onPause={() => {
          setPlaying(false);
        }}
        onEnded={() => {
          setPlaying(false);
        }}
        onTimeUpdate={(event) => {
          setTime(event.currentTarget.currentTime);
          onTimeUpdate?.(event.currentTarget.currentTime);
        }}
        onLoadedMetadata={(event) => {
          const value = event.currentTarget.duration;
          if (Number.isFinite(value)) setDuration(value);
          event.currentTarget.playbackRate = speed;
        }}
      />
      <button
        type="button"
        data-slot="audio-player-toggle"
        aria-label={playing ? labels.pause : labels.play}
        onClick={toggle}
        onKeyDown={onKeyDown}
        className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {playing ? <Pause aria-hidden="true" size={16} /> : <Play aria-hidden="true" size={16} />}
      </button>
      <input
        type="range"
        data-slot="audio-player-seek"
        aria-label={labels.seek}
        aria-valuetext={`${formatAudioTime(time)} / ${formatAudioTime(duration)}`}
        min={0}
        max={Math.max(duration, 0)}
        step={1}
        value={Math.min(time, duration)}
        onChange={(event) => {
          seek(Number(event.currentTarget.value));
        }}
        className="min-w-32 flex-1 accent-primary"
      />
      <span data-slot="audio-player-time" className="tabular-nums text-fg-muted" aria-hidden="true">
        {formatAudioTime(time)} / {formatAudioTime(duration)}
      </span>
      <label htmlFor={speedId} className="sr-only">
        {labels.speed}
      </label>
      <select
        id={speedId}
        data-slot="audio-player-speed"
        value={String(speed)}
        onChange={(event) => {
          setSpeed(Number(event.currentTarget.value));
        }}
        className="rounded-md border border-line bg-surface px-2 py-1 text-fg"
      >
        {AUDIO_PLAYER_SPEEDS.map((value) => (
          <option key={value} value={String(value)}>
            {`${String(value)}×`}
          </option>
        ))}
      </select>
    </div>
  );
}
