/** A check-in's geofence state in words and colour: inside, outside (flagged) or not checked. */
import { Badge } from "@canvass/ui";
import { useT } from "../../i18n/use-t";

export function GeofenceCell({ value }: { readonly value: "inside" | "outside" | undefined }) {
  const t = useT();
  if (value === undefined) {
    return <span className="text-xs text-fg-muted">{t("fieldOps.geofence.unknown")}</span>;
  }
  return (
    <Badge
      tone={value === "outside" ? "danger" : "success"}
      size="sm"
      data-slot="geofence"
      data-state={value}
    >
      {t(`fieldOps.geofence.${value}`)}
    </Badge>
  );
}
