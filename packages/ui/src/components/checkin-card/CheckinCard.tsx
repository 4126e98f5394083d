import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import {
  GeofenceBadge,
  type GeofenceBadgeLabels,
  type GeofenceState,
} from "../geofence-badge/GeofenceBadge";

export interface CheckinCardProps extends Omit<ComponentPropsWithRef<"article">, "children"> {
  /** The fundraiser who checked in. */
  readonly name: string;
  readonly team?: string | undefined;
  readonly campaign?: string | undefined;
  /** When, already formatted in the list's zone. */
  readonly time: string;
  /** "City, REGION, CC". */
  readonly location?: string | undefined;
  /** The picture's address (an object URL); without it the card has no picture. */
  readonly pictureUrl?: string | undefined;
  /** The picture's text alternative. */
  readonly pictureAlt?: string | undefined;
  readonly geofence: GeofenceState;
  readonly geofenceLabels: GeofenceBadgeLabels;
  /** Shown under the facts (an "open picture" button, a link). */
  readonly actions?: ReactNode;
}

/**
 * One check-in: the picture taken (lazy, cropped to a square), who, which team and campaign,
 * when and where, and the geofence flag. `data-state` is the geofence state.
 */
export function CheckinCard({
  name,
  team,
  campaign,
  time,
  location,
  pictureUrl,
  pictureAlt,
  geofence,
  geofenceLabels,
  actions,
  className,
  ...rest
}: CheckinCardProps) {
  const facts = [team, campaign].filter(
    (fact): fact is string => fact !== undefined && fact !== "",
  );
  return (
    <article
      {...rest}
      data-slot="checkin-card"
      data-state={geofence}
      aria-label={name}
      className={clsx(
        "flex w-72 gap-3 rounded-lg border border-line bg-surface p-3 text-fg",
        className,
      )}
    >
      {pictureUrl === undefined ? null : (
        <img
          data-slot="checkin-card-picture"
          src={pictureUrl}
          alt={pictureAlt ?? ""}
          loading="lazy"
          width={64}
          height={64}
          className="h-16 w-16 shrink-0 rounded-md object-cover"
        />
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <p className="truncate font-medium">{name}</p>
        {facts.length === 0 ? null : (
          <p className="truncate text-sm text-fg-muted">{facts.join(" · ")}</p>
        )}
        <p className="text-sm text-fg-muted">
          <time>{time}</time>
          {location === undefined || location === "" ? null : ` · ${location}`}
        </p>
        <GeofenceBadge state={geofence} labels={geofenceLabels} className="self-start" />
        {actions}
      </div>
    </article>
  );
}
