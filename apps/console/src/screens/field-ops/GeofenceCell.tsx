/** A check-in's geofence flag in the list: the UI package's badge with the translated words. */
import { GeofenceBadge } from "@canvass/ui";
import { useT } from "../../i18n/use-t";

export function GeofenceCell({ value }: { readonly value: "inside" | "outside" | undefined }) {
  const t = useT();
  return (
    <GeofenceBadge
      state={value ?? "unknown"}
      labels={{
        inside: t("fieldOps.geofence.inside"),
        outside: t("fieldOps.geofence.outside"),
        unknown: t("fieldOps.geofence.unknown"),
      }}
    />
  );
}
