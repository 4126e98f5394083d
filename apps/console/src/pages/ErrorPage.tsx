import { EmptyState, Button, buttonClassName } from "@canvass/ui";
import { TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { Link, useRouteError } from "react-router-dom";
import { useT } from "../i18n/use-t";

/**
 * What a screen that threw shows instead (the router's error element). Page views are not
 * reported for it (spec §2). The error goes to the browser console, never on screen.
 */
export function ErrorPage() {
  const t = useT();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <EmptyState
      role="alert"
      data-testid="error-page"
      headingLevel={1}
      icon={<TriangleAlert size={24} />}
      title={t("error.title")}
      description={t("error.body")}
      action={
        <div className="flex gap-2">
          <Button variant="primary" onClick={() => globalThis.location.reload()}>
            {t("error.retry")}
          </Button>
          <Link className={buttonClassName("secondary")} to="/">
            {t("error.home")}
          </Link>
        </div>
      }
    />
  );
}
