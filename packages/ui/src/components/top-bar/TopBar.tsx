import { clsx } from "clsx";
import { ArrowLeft, Menu, Search } from "lucide-react";
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import { IconButton } from "../button/IconButton";
import { BrandLogo } from "./BrandLogo";
import { DEFAULT_TOP_BAR_LABELS, type TopBarLabels } from "./top-bar.labels";
import { topBarLayout } from "./top-bar.layout";
import { TopBarSearchField } from "./TopBarSearchField";
import { useElementWidth } from "./use-element-width";

export interface TopBarProps {
  /** The brand: replaces the default logo drawn from the branding variable `--cv-logo`. */
  readonly logo?: ReactNode;
  /** Shown beside the logo, e.g. a `HolidayDecoration`. */
  readonly decoration?: ReactNode;
  /** Controlled search text (e.g. the search machine's `context.input`). */
  readonly searchValue?: string | undefined;
  /** Initial search text when `searchValue` is not given. */
  readonly defaultSearchValue?: string | undefined;
  /** Every change of the search text, as typed (the search machine debounces, not the bar). */
  readonly onSearchChange?: ((term: string) => void) | undefined;
  /** Enter in the search field. */
  readonly onSearchSubmit?: ((term: string) => void) | undefined;
  /**
   * Wraps the search field in its results popup, which hangs under it:
   * `(field) => <SearchPopup {...view} results={…} onClose={…}>{field}</SearchPopup>`.
   */
  readonly renderSearchPopup?: ((field: ReactElement) => ReactNode) | undefined;
  /** Hides the search entirely (an operator who may search nothing). */
  readonly showSearch?: boolean | undefined;
  /** The compact bar starts with its search field expanded. */
  readonly defaultSearchExpanded?: boolean | undefined;
  /** The right-hand slot: language, feedback, the user's menu or avatar. */
  readonly actions?: ReactNode;
  /** Whether the side menu is shown (the menu button's `aria-expanded`). */
  readonly menuOpen?: boolean | undefined;
  /** The menu button was pressed: show or hide the side menu. Without it there is no button. */
  readonly onMenuToggle?: (() => void) | undefined;
  /** The id of the side menu element the menu button controls. */
  readonly menuId?: string | undefined;
  /**
   * When the menu button shows: `narrow` (default) only below `BREAKPOINTS.menu`, where the side
   * menu does not fit beside the page; `always` at every width.
   */
  readonly menuButton?: "narrow" | "always" | undefined;
  readonly labels?: Partial<TopBarLabels> | undefined;
  readonly className?: string | undefined;
}

type FocusTarget = "input" | "toggle" | null;

/**
 * The console's top bar: menu button, logo (and holiday decoration), global search and action
 * slots. It measures its own width: below `BREAKPOINTS.topBar` the search folds into a button
 * that expands a full-width field; below `BREAKPOINTS.menu` the menu button appears and toggles
 * the side menu. The search emits every change (`onSearchChange`) and Enter (`onSearchSubmit`).
 */
export function TopBar({
  logo,
  decoration,
  searchValue,
  defaultSearchValue = "",
  onSearchChange,
  onSearchSubmit,
  renderSearchPopup,
  showSearch = true,
  defaultSearchExpanded = false,
  actions,
  menuOpen,
  onMenuToggle,
  menuId,
  menuButton = "narrow",
  labels,
  className,
}: TopBarProps) {
  const text = { ...DEFAULT_TOP_BAR_LABELS, ...labels };
  const barRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const width = useElementWidth(barRef);
  const layout = width === null ? "wide" : topBarLayout(width);
  const compact = layout !== "wide";

  const [innerValue, setInnerValue] = useState(defaultSearchValue);
  const value = searchValue ?? innerValue;
  const [expanded, setExpanded] = useState(defaultSearchExpanded);
  /** Where focus goes once an expand or collapse has rendered (not on the first render). */
  const focusAfterToggle = useRef<FocusTarget>(null);
  const searchOpen = compact && expanded;

  useEffect(() => {
    const target = focusAfterToggle.current;
    focusAfterToggle.current = null;
    if (target !== null) (target === "input" ? inputRef : toggleRef).current?.focus();
  }, [expanded]);

  const expand = () => {
    focusAfterToggle.current = "input";
    setExpanded(true);
  };
  const collapse = () => {
    focusAfterToggle.current = "toggle";
    setExpanded(false);
  };
  const change = (next: string) => {
    if (searchValue === undefined) setInnerValue(next);
    onSearchChange?.(next);
  };
  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape closes an open popup first (it claims the key), then clears the text, then folds
    // the compact search away.
    if (event.key !== "Escape" || event.defaultPrevented) return;
    if (value !== "") {
      event.preventDefault();
      change("");
    } else if (searchOpen) {
      event.preventDefault();
      collapse();
    }
  };

  const showMenuButton =
    onMenuToggle !== undefined && (menuButton === "always" || layout === "narrow");
  const field = (
    <TopBarSearchField
      value={value}
      label={text.search}
      placeholder={text.searchPlaceholder}
      onChange={change}
      onSubmit={(term) => onSearchSubmit?.(term)}
      onInputKeyDown={onFieldKeyDown}
      inputRef={inputRef}
      className={compact ? "flex-1" : "w-full max-w-md"}
    />
  );

  return (
    <header
      ref={barRef}
      data-slot="top-bar"
      data-layout={layout}
      data-search={
        !showSearch ? "none" : compact ? (expanded ? "expanded" : "collapsed") : "inline"
      }
      className={clsx(
        "flex h-14 w-full min-w-0 items-center gap-2 border-b border-line bg-surface px-3 text-fg",
        layout === "wide" && "gap-4 px-4",
        className,
      )}
    >
      {showMenuButton && !searchOpen ? (
        <IconButton
          label={text.menu}
          icon={<Menu size={20} />}
          aria-expanded={menuOpen ?? false}
          aria-controls={menuId}
          onClick={onMenuToggle}
        />
      ) : null}
      <div
        data-slot="top-bar-brand"
        className={clsx("flex min-w-0 shrink items-center gap-2", searchOpen && "hidden")}
      >
        {logo ?? <BrandLogo label={text.brand} />}
        {decoration}
      </div>
      {showSearch ? (
        <div
          data-slot="top-bar-search"
          className={clsx(
            "flex min-w-0 flex-1 items-center gap-2",
            compact && !expanded && "justify-end",
          )}
        >
          {searchOpen ? (
            <IconButton
              label={text.closeSearch}
              icon={<ArrowLeft size={18} />}
              onClick={collapse}
            />
          ) : null}
          {compact && !expanded ? (
            <IconButton
              ref={toggleRef}
              label={text.openSearch}
              icon={<Search size={18} />}
              onClick={expand}
            />
          ) : renderSearchPopup ? (
            renderSearchPopup(field)
          ) : (
            field
          )}
        </div>
      ) : (
        <div className="flex-1" />
      )}
      {actions ? (
        <div
          data-slot="top-bar-actions"
          className={clsx("flex shrink-0 items-center gap-1", searchOpen && "hidden")}
        >
          {actions}
        </div>
      ) : null}
    </header>
  );
}
