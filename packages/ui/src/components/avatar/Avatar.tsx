import type { AvatarKind, AvatarView } from "@canvass/machines";
import type { Size } from "../../theme/sizes";
import { clsx } from "clsx";
import { useState, type ReactNode } from "react";
import { SIZE_PX } from "../../theme/sizes";
import { AvatarFallback } from "./AvatarFallback";
import { AvatarPresence, type AvatarPresenceValue } from "./AvatarPresence";
import { AVATAR_SIZES, avatarShape } from "./avatar.styles";

/** The avatar machine's states (`selectAvatarView(snapshot).state`). */
export type AvatarStatus = AvatarView["state"];

export type AvatarPresence = AvatarPresenceValue;

export interface AvatarLabels {
  /** Text of the green presence dot. */
  readonly online: string;
  /** Text of the grey presence dot. */
  readonly offline: string;
}

const DEFAULT_LABELS: AvatarLabels = { online: "Online", offline: "Offline" };

/** What `renderLink` receives: spread it on the router's link component. */
export interface AvatarLinkProps {
  readonly href?: string;
  readonly className: string;
  readonly "aria-label"?: string;
  readonly children: ReactNode;
}

export interface AvatarProps {
  /** Whose avatar: names the picture (its `alt`) and, unless `linkLabel` is given, the link. */
  readonly name: string;
  /** Decides the fallback icon (user, shield, layers) and the shape (people are round). */
  readonly kind?: AvatarKind;
  /** The picture: the object URL the avatar machine loaded (or any image address). */
  readonly src?: string | null | undefined;
  /**
   * The avatar machine's state. `loading` shows a pulsing placeholder, `invalid` the fallback
   * icon. Without it the picture shows when there is a `src`, the icon otherwise.
   */
  readonly status?: AvatarStatus | undefined;
  readonly size?: Size;
  /** Shows an online or offline dot, with its meaning as text for screen readers. */
  readonly presence?: AvatarPresence | undefined;
  /** Makes the avatar a link to this profile address. */
  readonly href?: string | undefined;
  /** Renders the link with the console's router; receives `href` when one is given. */
  readonly renderLink?: ((props: AvatarLinkProps) => ReactNode) | undefined;
  /** The link's accessible name when it should say more than `name` ("Open Jane's profile"). */
  readonly linkLabel?: string | undefined;
  /** The image could not be rendered: the avatar already shows its icon; tell the machine (`avatar.error`). */
  readonly onImageError?: (() => void) | undefined;
  readonly labels?: Partial<AvatarLabels> | undefined;
  readonly className?: string | undefined;
}

const FOCUS_RING =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * The picture of a user, team or campaign. It falls back to the kind's icon (user, shield,
 * layers) when there is no picture, the machine says `invalid`, or the image fails to render;
 * it can link to the profile and show an online / offline dot.
 */
export function Avatar({
  name,
  kind = "user",
  src,
  status,
  size = "md",
  presence,
  href,
  renderLink,
  linkLabel,
  onImageError,
  labels,
  className,
}: AvatarProps) {
  // The address that failed to render: a new `src` gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const text = { ...DEFAULT_LABELS, ...labels };
  const shape = avatarShape(kind, size);
  const state: AvatarStatus =
    status === "loading"
      ? "loading"
      : status === "invalid" || !src || failedSrc === src
        ? "invalid"
        : "loaded";

  const pictureClass = clsx(
    "flex shrink-0 items-center justify-center overflow-hidden select-none",
    AVATAR_SIZES[size],
    shape,
  );
  let picture: ReactNode;
  if (state === "loaded" && src) {
    picture = (
      <span data-slot="avatar-picture" className={clsx(pictureClass, "bg-surface-muted")}>
        <img
          src={src}
          alt={name}
          width={SIZE_PX[size]}
          height={SIZE_PX[size]}
          draggable={false}
          className="size-full object-cover"
          onError={() => {
            setFailedSrc(src);
            onImageError?.();
          }}
        />
      </span>
    );
  } else {
    picture = (
      <span
        data-slot="avatar-picture"
        role="img"
        aria-label={name}
        aria-busy={state === "loading" || undefined}
        className={clsx(
          pictureClass,
          state === "loading"
            ? "bg-line motion-safe:animate-pulse"
            : "bg-primary-soft text-primary-text",
        )}
      >
        {state === "invalid" ? <AvatarFallback kind={kind} size={SIZE_PX[size] / 2} /> : null}
      </span>
    );
  }

  const linkClass = clsx("inline-flex", shape, FOCUS_RING);
  const linkProps: AvatarLinkProps = {
    ...(href === undefined ? {} : { href }),
    ...(linkLabel === undefined ? {} : { "aria-label": linkLabel }),
    className: linkClass,
    children: picture,
  };
  let content: ReactNode = picture;
  if (renderLink) content = renderLink(linkProps);
  else if (href !== undefined) {
    content = (
      <a href={href} aria-label={linkLabel} className={linkClass}>
        {picture}
      </a>
    );
  }

  return (
    <span
      data-slot="avatar"
      data-kind={kind}
      data-size={size}
      data-state={state}
      className={clsx("relative inline-flex shrink-0 align-middle", className)}
    >
      {content}
      {presence ? <AvatarPresence presence={presence} size={size} label={text[presence]} /> : null}
    </span>
  );
}
