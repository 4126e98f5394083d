/**
 * The host's feature switches: on or off, and the areas each one hides or shows when flipped —
 * worked out by the SDK from the route gates (`featureEffects`), never written by hand.
 */
import {
  FEATURE_TOGGLES,
  featureEffects,
  featureToggle,
  type Features,
} from "@canvass/sdk/permissions";
import { Badge } from "@canvass/ui";
import { useT } from "../../../i18n/use-t";
import { ROUTES, titleKey } from "../../../routing/route-table";

export function FeatureTable({ features }: { readonly features: Features }) {
  const t = useT();
  const effects = featureEffects(features);
  const titleOf = (pattern: string) => {
    const route = ROUTES.find((entry) => entry.pattern === pattern);
    return route === undefined ? pattern : t(titleKey(route));
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("admin.configuration.features")}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 pr-4">
              {t("admin.configuration.feature")}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t("admin.configuration.state")}
            </th>
            <th scope="col" className="py-2">
              {t("admin.configuration.affects")}
            </th>
          </tr>
        </thead>
        <tbody>
          {FEATURE_TOGGLES.map((toggle) => {
            const on = featureToggle(features, toggle);
            const routes = [...new Set((effects.get(toggle) ?? []).map(titleOf))];
            return (
              <tr key={toggle} className="border-b align-top">
                <th scope="row" className="py-2 pr-4 font-mono text-xs font-normal">
                  {toggle}
                </th>
                <td className="py-2 pr-4">
                  <Badge tone={on ? "success" : "neutral"}>
                    {on ? t("admin.configuration.on") : t("admin.configuration.off")}
                  </Badge>
                </td>
                <td className="py-2">
                  {routes.length === 0 ? t("admin.configuration.affectsFields") : routes.join(", ")}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
