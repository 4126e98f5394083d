import { MapPin, MapPinOff } from "lucide-react";
import { Badge, type BadgeProps } from "../badge/Badge";

/** Where a check-in is with respect to its campaign's territory; `unknown`: nothing to check. */
export type GeofenceState = "inside" | "outside" | "unknown";

export interface GeofenceBadgeLabels {
  readonly inside: string;
  readonly outside: string;
  readonly unknown: string;
}

export interface GeofenceBadgeProps extends Omit<BadgeProps, "tone" | "icon" | "children"> {
  readonly state: GeofenceState;
  /** The words of each state (translated by the app). */
  readonly labels: GeofenceBadgeLabels;
}

const TONE = { inside: "success", outside: "danger", unknown: "neutral" } as const;

/**
 * A check-in's geofence flag: inside (green pin), outside (red crossed pin: flagged) or not
 * checked (neutral), always in words as well as colour. `data-state` carries the state.
 */
export function GeofenceBadge({ state, labels, size = "sm", ...rest }: GeofenceBadgeProps) {
  const Icon = state === "outside" ? MapPinOff : MapPin;
  return (
    <Badge {...rest} size={size} tone={TONE[state]} icon={<Icon size={12} />} data-state={state}>
      {labels[state]}
    </Badge>
  );
}
