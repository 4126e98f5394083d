/**
 * The dashboard's page menu (decision 0056): the built-in submissions page, then every
 * dashboard page the reader sees, by type and order. Shown only when there is a page to choose.
 */
import type { DashboardNavEntry } from "@canvass/sdk/dashboard";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/use-t";

export function DashboardNav({
  entries,
  type,
  pageId,
}: {
  readonly entries: readonly DashboardNavEntry[];
  readonly type: string;
  readonly pageId: string | undefined;
}) {
  const t = useT();
  if (entries.length < 2) return null;
  return (
    <nav aria-label={t("dashboard.pages")} data-slot="dashboard-pages">
      <ul className="flex flex-wrap gap-2">
        {entries.map((entry) => {
          const current = entry.type === type && entry.pageId === pageId;
          return (
            <li key={entry.path}>
              <Link
                to={entry.path}
                aria-current={current ? "page" : undefined}
                className={
                  current
                    ? "inline-flex rounded-full border border-primary bg-primary-soft px-3 py-1 text-sm font-medium text-primary-text"
                    : "inline-flex rounded-full border border-line px-3 py-1 text-sm text-fg hover:bg-primary-soft"
                }
              >
                {entry.title ?? t("dashboard.builtInPage")}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
