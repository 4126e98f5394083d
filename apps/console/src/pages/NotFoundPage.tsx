import { EmptyState, buttonClassName } from "@canvass/ui";
import { FileQuestion } from "lucide-react";
import { Link } from "react-router-dom";
import { useT } from "../i18n/use-t";

/** The catch-all page for an unknown address (spec §2), also `/404` for an unknown export instance. */
export function NotFoundPage() {
  const t = useT();
  return (
    <EmptyState
      data-testid="not-found"
      headingLevel={1}
      icon={<FileQuestion size={24} />}
      title={t("notFound.title")}
      description={t("notFound.body")}
      action={
        <Link className={buttonClassName("primary")} to="/">
          {t("notFound.home")}
        </Link>
      }
    />
  );
}
