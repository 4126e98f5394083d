import type { SearchResults } from "@canvass/machines";
import { sectionPaths } from "@canvass/machines";
import type { SearchSection } from "@canvass/sdk/permissions";
import type { SearchResultItem } from "@canvass/sdk/search";
import { useId, type MouseEvent, type ReactNode } from "react";
import { SEARCH_SECTION_ICONS } from "./search-section-icons";
import { searchResultText } from "./search-result-text";

/** What `renderLink` receives: spread it on the router's link component. */
export interface SearchResultLinkProps {
  /** The result's address (SDK `searchResultPath`). */
  readonly href: string;
  readonly className: string;
  readonly onClick: (event: MouseEvent<HTMLElement>) => void;
  readonly children: ReactNode;
}

export const defaultRenderLink = ({
  href,
  className,
  onClick,
  children,
}: SearchResultLinkProps) => (
  <a href={href} className={className} onClick={onClick}>
    {children}
  </a>
);

const ROW =
  "flex items-center gap-3 rounded-md px-2 py-1.5 text-left text-fg no-underline " +
  "hover:bg-surface-muted focus-visible:bg-surface-muted " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

export interface SearchResultSectionProps {
  readonly section: SearchSection;
  readonly results: SearchResults;
  readonly heading: string;
  readonly renderLink: (props: SearchResultLinkProps) => ReactNode;
  readonly onResultClick?: ((path: string, section: SearchSection) => void) | undefined;
}

/** One section of the results: its heading and a list of result links. */
export function SearchResultSection({
  section,
  results,
  heading,
  renderLink,
  onResultClick,
}: SearchResultSectionProps) {
  const headingId = useId();
  const Icon = SEARCH_SECTION_ICONS[section];
  const items: readonly SearchResultItem<typeof section>[] = results[section];
  const paths = sectionPaths(results, section);
  return (
    <section aria-labelledby={headingId} data-slot="search-section" data-section={section}>
      <h3
        id={headingId}
        className="flex items-baseline gap-2 px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-fg-subtle uppercase"
      >
        {heading}
        <span className="font-normal tabular-nums">{items.length}</span>
      </h3>
      <ul className="flex flex-col gap-0.5 px-2">
        {items.map((item, index) => {
          const href = paths[index] ?? "";
          const { title, detail } = searchResultText(section, item);
          return (
            <li key={`${String(index)}:${href}`} data-slot="search-result">
              {renderLink({
                href,
                className: ROW,
                onClick: () => onResultClick?.(href, section),
                children: (
                  <>
                    <span
                      aria-hidden="true"
                      className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-text"
                    >
                      <Icon size={16} />
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate text-sm font-medium">{title}</span>
                      {detail ? (
                        <span className="truncate text-xs text-fg-muted">{detail}</span>
                      ) : null}
                    </span>
                  </>
                ),
              })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
