import { EmptyState, Button, buttonClassName } from "@canvass/ui";
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router-dom";
import { useT } from "../i18n/use-t";

/** The error page's content (see ErrorPage): loaded only when a screen fails. */
export default function ErrorView() {
  const t = useT();
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
          <Button
            variant="primary"
            onClick={() => {
              globalThis.location.reload();
            }}
          >
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
