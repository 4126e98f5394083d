import type { Size } from "../../theme/sizes";
import { clsx } from "clsx";
import { PRESENCE_DOT_SIZES, PRESENCE_DOT_TONES } from "./avatar.styles";

export type AvatarPresenceValue = keyof typeof PRESENCE_DOT_TONES;

export interface AvatarPresenceProps {
  readonly presence: AvatarPresenceValue;
  readonly size: Size;
  /** Said by screen readers in place of the colour ("Online", "Offline"). */
  readonly label: string;
}

/** The online / offline dot at the avatar's lower right corner, with its meaning as text. */
export function AvatarPresence({ presence, size, label }: AvatarPresenceProps) {
  return (
    <span
      data-slot="avatar-presence"
      data-presence={presence}
      className={clsx(
        "pointer-events-none absolute right-0 bottom-0 block rounded-full ring-2 ring-surface",
        PRESENCE_DOT_SIZES[size],
        PRESENCE_DOT_TONES[presence],
      )}
    >
      <span className="sr-only">{label}</span>
    </span>
  );
}
