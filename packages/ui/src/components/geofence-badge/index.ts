export { GeofenceBadge } from "./GeofenceBadge";
export type { GeofenceBadgeLabels, GeofenceBadgeProps, GeofenceState } from "./GeofenceBadge";
