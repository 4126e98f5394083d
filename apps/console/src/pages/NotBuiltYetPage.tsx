import { EmptyState, buttonClassName } from "@canvass/ui";
import { Construction } from "lucide-react";
import { Link } from "react-router-dom";
import { useT } from "../i18n/use-t";
import { titleKey, type RouteDef } from "../routing/route-table";
import { PLANNED_ISSUE } from "../routing/screen-status";

/**
 * A screen the specification lists but a later step builds: says so plainly, names the step,
 * and offers the way back. Never a blank page, never a fake list. The README lists these.
 */
export function NotBuiltYetPage({ route }: { route: RouteDef }) {
  const t = useT();
  const issue = PLANNED_ISSUE[route.area];
  return (
    <EmptyState
      data-testid="not-built"
      data-route={route.id}
      headingLevel={1}
      icon={<Construction size={24} />}
      title={t("notBuilt.title", { page: t(titleKey(route)) })}
      description={
        <>
          {t("notBuilt.body")}{" "}
          {issue === undefined ? t("notBuilt.later") : t("notBuilt.issue", { issue })}
        </>
      }
      action={
        <Link className={buttonClassName("secondary")} to="/">
          {t("notBuilt.home")}
        </Link>
      }
    />
  );
}
