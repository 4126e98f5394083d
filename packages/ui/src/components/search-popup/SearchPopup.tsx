import { resultCount, type SearchResults, type SearchStatus } from "@canvass/machines";
import { SEARCH_SECTIONS, type SearchSection } from "@canvass/sdk/permissions";
import * as Popover from "@radix-ui/react-popover";
import { clsx } from "clsx";
import { ArrowRight } from "lucide-react";
import { useRef, type KeyboardEvent, type ReactElement, type ReactNode } from "react";
import { Button } from "../button/Button";
import { moveIndex, navigableItems } from "./roving-focus";
import { searchPopupLabels, type SearchPopupLabelsInput } from "./search-popup.labels";
import { SearchPopupEmpty, SearchPopupLoading } from "./SearchPopupStatus";
import {
  SearchResultSection,
  defaultRenderLink,
  type SearchResultLinkProps,
} from "./SearchResultSection";

export interface SearchPopupProps {
  /** The search machine's view status (`selectSearchView(snapshot).status`); `closed` hides it. */
  readonly status: SearchStatus;
  /** The results (`snapshot.context.results`): sections the operator may not see already empty. */
  readonly results: SearchResults | null;
  /** The sections to show, in order (`view.sections`); by default every section with results. */
  readonly sections?: readonly SearchSection[] | undefined;
  /** The view-all target (`view.viewAllPath`); the button shows when it and `onViewAll` are set. */
  readonly viewAllPath?: string | null | undefined;
  /** The background was clicked, focus left, or Escape was pressed (`search.close`). */
  readonly onClose: () => void;
  /** A result was activated (`search.select`); its link also navigates on its own. */
  readonly onResultClick?: ((path: string, section: SearchSection) => void) | undefined;
  /** The view-all button (`search.viewAll`). */
  readonly onViewAll?: ((path: string) => void) | undefined;
  /** Renders each result link with the console's router; a plain `<a href>` by default. */
  readonly renderLink?: ((props: SearchResultLinkProps) => ReactNode) | undefined;
  readonly labels?: SearchPopupLabelsInput | undefined;
  /**
   * The element the popup hangs under (one element that takes a ref, e.g. the top bar's search
   * field). Clicks in it do not close the popup; ArrowDown in it moves into the results.
   */
  readonly children: ReactElement;
  readonly className?: string | undefined;
}

/**
 * The global search's results under the search field: a loading state, the results grouped by
 * section (submissions, users, teams, campaigns, exports, instances, reports), "no results", and
 * a view-all button. Focus stays in the field while typing; ArrowDown moves into the results,
 * the arrow keys, Home and End move between them, Up from the first returns to the field.
 * Escape, a click outside it or focus leaving closes it (`onClose`).
 */
export function SearchPopup({
  status,
  results,
  sections,
  viewAllPath,
  onClose,
  onResultClick,
  onViewAll,
  renderLink = defaultRenderLink,
  labels,
  children,
  className,
}: SearchPopupProps) {
  const text = searchPopupLabels(labels);
  const anchorRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  /** Where the person came from into the results: focus goes back there. */
  const originRef = useRef<HTMLElement | null>(null);

  const showResults = status === "results" && results !== null;
  const shown = showResults
    ? (sections ?? SEARCH_SECTIONS.filter((section) => results[section].length > 0))
    : [];
  const count = showResults ? resultCount(results) : 0;
  const canViewAll =
    showResults && onViewAll !== undefined && viewAllPath !== null && viewAllPath !== undefined;

  const returnFocus = () => {
    const origin = originRef.current ?? anchorRef.current?.querySelector("input") ?? null;
    if (contentRef.current?.contains(document.activeElement)) origin?.focus();
  };

  const onAnchorKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "ArrowDown" || !showResults) return;
    const first = navigableItems(contentRef.current)[0];
    if (first === undefined) return;
    event.preventDefault();
    originRef.current = event.target instanceof HTMLElement ? event.target : null;
    first.focus();
  };

  const onContentKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = navigableItems(contentRef.current);
    const current = items.findIndex((item) => item === document.activeElement);
    const next = moveIndex(event.key, current, items.length);
    if (next === null) return;
    event.preventDefault();
    if (next === "origin") returnFocus();
    else items[next]?.focus();
  };

  return (
    <Popover.Root
      open={status !== "closed"}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Popover.Anchor asChild ref={anchorRef} onKeyDown={onAnchorKeyDown}>
        {children}
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          ref={contentRef}
          aria-label={text.title}
          data-slot="search-popup"
          data-status={status}
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
          }}
          onEscapeKeyDown={returnFocus}
          onInteractOutside={(event) => {
            const target = event.target;
            if (target instanceof Node && anchorRef.current?.contains(target)) {
              event.preventDefault();
            }
          }}
          onKeyDown={onContentKeyDown}
          className={clsx(
            "z-50 flex max-h-[min(32rem,var(--radix-popover-content-available-height))] w-[min(34rem,calc(100vw-1rem))] min-w-(--radix-popover-trigger-width) flex-col overflow-hidden",
            "rounded-lg border border-line bg-surface-raised text-fg shadow-popover",
            className,
          )}
        >
          <p role="status" className="sr-only">
            {status === "loading"
              ? text.loading
              : status === "noResults"
                ? text.noResults
                : showResults
                  ? text.resultCount(count)
                  : ""}
          </p>
          {status === "loading" ? <SearchPopupLoading label={text.loading} /> : null}
          {status === "noResults" || (status === "results" && count === 0) ? (
            <SearchPopupEmpty title={text.noResults} hint={text.noResultsHint} />
          ) : null}
          {showResults && count > 0 ? (
            <div data-slot="search-results" className="min-h-0 flex-1 overflow-y-auto pb-2">
              {shown.map((section) => (
                <SearchResultSection
                  key={section}
                  section={section}
                  results={results}
                  heading={text.sections[section]}
                  renderLink={renderLink}
                  onResultClick={onResultClick}
                />
              ))}
            </div>
          ) : null}
          {canViewAll ? (
            <div className="border-t border-line p-2">
              <Button
                variant="ghost"
                size="sm"
                fullWidth
                data-slot="search-view-all"
                className="justify-between"
                onClick={() => {
                  onViewAll(viewAllPath);
                }}
              >
                {text.viewAll}
                <ArrowRight size={16} aria-hidden="true" />
              </Button>
            </div>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
