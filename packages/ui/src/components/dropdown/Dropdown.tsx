import * as Popover from "@radix-ui/react-popover";
import { clsx } from "clsx";
import { ChevronDown, Search } from "lucide-react";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
} from "react";
import { Spinner } from "../spinner/Spinner";
import { DEFAULT_DROPDOWN_LABELS, type DropdownLabels } from "./dropdown.labels";
import {
  CONTENT,
  SEARCH_INPUT,
  TRIGGER_BASE,
  TRIGGER_ICON_PX,
  TRIGGER_SIZES,
  type DropdownSize,
} from "./dropdown.styles";
import { DropdownList, optionId } from "./DropdownList";
import {
  coerceSelection,
  filterOptions,
  optionOf,
  type DropdownOption,
  type DropdownValue,
} from "./dropdown.options";
import { navigateIndex } from "./list-navigation";
import {
  extendSearch,
  isPrintableKey,
  isSearchOngoing,
  NO_SEARCH,
  typeaheadMatch,
  type TypedSearch,
} from "./typeahead";

export interface DropdownProps extends Omit<
  ComponentPropsWithRef<"button">,
  "value" | "defaultValue" | "onChange" | "children" | "type"
> {
  readonly options: readonly DropdownOption[];
  /** The selected value (controlled); `null` for none. A number keeps picks numeric. */
  readonly value?: DropdownValue | undefined;
  /** The initial value when uncontrolled. */
  readonly defaultValue?: DropdownValue | undefined;
  /**
   * Called with the picked value: a number when the current value is a number (`coerceSelection`), so a numeric model stays numeric.
   */
  readonly onValueChange?: ((value: string | number, option: DropdownOption) => void) | undefined;
  /** Search mode: a search box filters by value, display text and subtext. */
  readonly searchable?: boolean | undefined;
  /** Shown while nothing is selected. */
  readonly placeholder?: string | undefined;
  /** Marks the dropdown invalid (`aria-invalid`); pair with `aria-describedby` for the message. */
  readonly error?: boolean | undefined;
  /** The options are loading: a spinner in the trigger and a loading message in the list. */
  readonly loading?: boolean | undefined;
  readonly size?: DropdownSize | undefined;
  /** Light or dark input colours, independent of the page theme (`data-input-theme`). */
  readonly theme?: "light" | "dark" | undefined;
  /** Stretches the trigger to the width of its container. */
  readonly fullWidth?: boolean | undefined;
  /** Whether the list is open (controlled). */
  readonly open?: boolean | undefined;
  readonly defaultOpen?: boolean | undefined;
  readonly onOpenChange?: ((open: boolean) => void) | undefined;
  readonly labels?: Partial<DropdownLabels> | undefined;
}

/**
 * A select: a combobox button that opens a listbox of options (Radix Popover). Arrows, Home,
 * End, PageUp/PageDown and type-ahead move through the options, Enter or Space picks, Escape
 * closes and focus returns to the button. In search mode (`searchable`) a search box filters the
 * options with `filterOptions` and says when nothing matches. Name it with
 * `aria-label`, `aria-labelledby` or a `<label htmlFor={id}>`.
 */
export function Dropdown({
  options,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  searchable = false,
  placeholder = "Select…",
  error = false,
  loading = false,
  disabled = false,
  size = "md",
  theme,
  fullWidth = false,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  labels: labelOverrides,
  id: idProp,
  className,
  onKeyDown,
  ...rest
}: DropdownProps) {
  const labels = { ...DEFAULT_DROPDOWN_LABELS, ...labelOverrides };
  const generatedId = useId();
  const triggerId = idProp ?? `${generatedId}-trigger`;
  const listId = `${generatedId}-listbox`;

  const [innerValue, setInnerValue] = useState<DropdownValue>(defaultValue);
  const value = valueProp === undefined ? innerValue : valueProp;
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const open = !disabled && (openProp ?? innerOpen);
  const [query, setQuery] = useState("");
  /** `null` until the keyboard or pointer moves: then the selected option (or the first) is active. */
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const typed = useRef<TypedSearch>(NO_SEARCH);
  const searchRef = useRef<HTMLInputElement>(null);

  const visible = searchable ? filterOptions(options, query) : options;
  // Options compare as text (`optionOf`): the value 3 selects the option "3".
  const selected = optionOf(options, value);
  const selectedIndex = selected === null ? -1 : visible.indexOf(selected);
  const fallbackIndex = selectedIndex >= 0 ? selectedIndex : visible.length > 0 ? 0 : -1;
  const active = Math.min(activeIndex ?? fallbackIndex, visible.length - 1);

  const message = loading
    ? labels.loading
    : visible.length > 0
      ? null
      : query.trim() !== ""
        ? labels.noResults
        : labels.noOptions;
  const activeDescendant =
    open && message === null && active >= 0 ? optionId(listId, active) : undefined;

  useEffect(() => {
    if (activeDescendant === undefined) return;
    document.getElementById(activeDescendant)?.scrollIntoView({ block: "nearest" });
  }, [activeDescendant]);

  function setOpen(next: boolean, start: { index?: number; query?: string } = {}) {
    if (!next) typed.current = NO_SEARCH;
    if (next) {
      setActiveIndex(start.index ?? null);
      setQuery(start.query ?? "");
    } else {
      setActiveIndex(null);
      setQuery("");
    }
    if (openProp === undefined) setInnerOpen(next);
    if (next !== open) onOpenChange?.(next);
  }

  function select(option: DropdownOption) {
    const next = coerceSelection(option.value, value);
    if (valueProp === undefined) setInnerValue(next);
    onValueChange?.(next, option);
    setOpen(false);
  }

  /** Type-ahead (plain mode): the option to jump to for the key just typed, or −1. */
  function typeahead(key: string, at: number): number {
    typed.current = extendSearch(typed.current, key, at);
    const labelsOfOptions = visible.map((option) => option.display);
    return typeaheadMatch(labelsOfOptions, typed.current.text, open ? active : selectedIndex);
  }

  /** Keys on the closed trigger: open, starting where the key says. */
  function handleClosedKey(event: KeyboardEvent<HTMLButtonElement>) {
    const { key } = event;
    if (key === "ArrowDown" || key === "ArrowUp" || key === "Enter" || key === " ") {
      event.preventDefault();
      setOpen(true);
    } else if (key === "Home" || key === "End") {
      event.preventDefault();
      setOpen(true, { index: key === "Home" ? 0 : Math.max(visible.length - 1, 0) });
    } else if (isPrintableKey(event)) {
      event.preventDefault();
      if (searchable) {
        setOpen(true, { query: key });
      } else {
        const match = typeahead(key, event.timeStamp);
        setOpen(true, match >= 0 ? { index: match } : {});
      }
    }
  }

  /** Keys that move through the open list, from the trigger or the search box. */
  function handleListKey(event: KeyboardEvent<HTMLElement>, allowTypeahead: boolean) {
    const { key } = event;
    const moved = navigateIndex(key, active, visible.length);
    if (moved !== null) {
      event.preventDefault();
      typed.current = NO_SEARCH;
      setActiveIndex(moved);
      return;
    }
    const typingSpace =
      key === " " && allowTypeahead && isSearchOngoing(typed.current, event.timeStamp);
    if ((key === "Enter" || (key === " " && allowTypeahead)) && !typingSpace) {
      event.preventDefault();
      const option = message === null ? visible[active] : undefined;
      if (option) select(option);
      return;
    }
    if (allowTypeahead && isPrintableKey(event)) {
      event.preventDefault();
      const match = typeahead(key, event.timeStamp);
      if (match >= 0) setActiveIndex(match);
    }
  }

  function handleTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled) return;
    if (!open) handleClosedKey(event);
    else if (!searchable) handleListKey(event, true);
  }

  function handleSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Tab") {
      // Tab leaves the list: close it; focus goes back to the trigger.
      event.preventDefault();
      setOpen(false);
      return;
    }
    // Home and End move the caret in the search box; the other keys move through the list.
    if (event.key === "Home" || event.key === "End") return;
    handleListKey(event, false);
  }

  const iconSize = TRIGGER_ICON_PX[size];
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
      }}
    >
      <Popover.Trigger asChild>
        <button
          {...rest}
          type="button"
          id={triggerId}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={searchable ? undefined : activeDescendant}
          aria-invalid={error || undefined}
          aria-busy={loading || undefined}
          disabled={disabled}
          data-slot="dropdown-trigger"
          data-size={size}
          data-input-theme={theme}
          data-placeholder={selected === null ? "" : undefined}
          className={clsx(TRIGGER_BASE, TRIGGER_SIZES[size], fullWidth && "w-full", className)}
          onKeyDown={handleTriggerKeyDown}
        >
          <span className={clsx("truncate", selected === null && "text-input-placeholder")}>
            {selected === null ? placeholder : selected.display}
          </span>
          <span className="inline-flex shrink-0 text-input-placeholder" aria-hidden="true">
            {loading ? (
              <Spinner size={iconSize} />
            ) : (
              <ChevronDown
                size={iconSize}
                className={clsx("transition-transform", open && "rotate-180")}
              />
            )}
          </span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          role={undefined}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          data-slot="dropdown-content"
          className={CONTENT}
          onOpenAutoFocus={(event) => {
            // Plain mode keeps focus on the trigger; search mode types into the search box.
            event.preventDefault();
            searchRef.current?.focus();
          }}
          onMouseDown={(event) => {
            // Clicks in the panel keep focus where typing goes (trigger or search box).
            if (event.target !== searchRef.current) event.preventDefault();
          }}
        >
          {searchable ? (
            <div className="relative mb-1 shrink-0">
              <Search
                size={14}
                aria-hidden="true"
                className="pointer-events-none absolute start-2.5 top-1/2 -translate-y-1/2 text-input-placeholder"
              />
              <input
                ref={searchRef}
                type="text"
                role="combobox"
                aria-label={labels.search}
                aria-expanded={open}
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={activeDescendant}
                autoComplete="off"
                spellCheck={false}
                placeholder={labels.searchPlaceholder}
                value={query}
                data-slot="dropdown-search"
                className={SEARCH_INPUT}
                onChange={(event) => {
                  setQuery(event.currentTarget.value);
                  setActiveIndex(null);
                }}
                onKeyDown={handleSearchKeyDown}
              />
            </div>
          ) : null}
          <DropdownList
            id={listId}
            options={visible}
            activeIndex={active}
            message={message}
            isSelected={(option) => option === selected}
            onSelect={select}
            onActivate={setActiveIndex}
            {...(rest["aria-labelledby"] !== undefined
              ? { "aria-labelledby": rest["aria-labelledby"] }
              : rest["aria-label"] !== undefined
                ? { "aria-label": rest["aria-label"] }
                : { "aria-labelledby": triggerId })}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
