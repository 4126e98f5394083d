import { locationLabel } from "@canvass/sdk/text";
import type { AccountRecord } from "@canvass/machines";
import { Card, FactList } from "@canvass/ui";
import { useT } from "../../../i18n/use-t";
import { LocationMap } from "./LocationMap";

const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const number = (value: unknown) => (typeof value === "number" ? value : undefined);

/**
 * Where the submission was signed up: the activity location label (city, region, country) and
 * the sign-up point when the record carries one (configured `Latitude`/`Longitude`), drawn on a
 * small offline map whose code loads only when this tab opens.
 */
export function LocationTab({ account }: { readonly account: AccountRecord }) {
  const t = useT();
  const label = locationLabel({
    city: text(account.City),
    region: text(account.Region),
    country_iso2: text(account.Country),
  });
  const latitude = number(account.Latitude);
  const longitude = number(account.Longitude);
  return (
    <Card title={t("lookup.tab.location")} headingLevel={3}>
      <FactList
        emptyText={t("lookup.notSet")}
        facts={[
          {
            id: "label",
            label: t("lookup.location.label"),
            value: label === "" ? undefined : label,
          },
          {
            id: "point",
            label: t("lookup.location.point"),
            value:
              latitude === undefined || longitude === undefined
                ? t("lookup.location.noPoint")
                : `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`,
          },
        ]}
      />
      {latitude === undefined || longitude === undefined ? null : (
        <div className="mt-3">
          <LocationMap
            lat={latitude}
            lng={longitude}
            label={label === "" ? t("lookup.location.point") : label}
          />
        </div>
      )}
    </Card>
  );
}
