import { clsx } from "clsx";
import { Check } from "lucide-react";
import type { DropdownOption } from "./dropdown.options";
import { MESSAGE, OPTION } from "./dropdown.styles";

export interface DropdownListProps {
  readonly id: string;
  /** The options to list (already filtered by a search). */
  readonly options: readonly DropdownOption[];
  /** Index (in `options`) of the option keyboard navigation is on; −1 for none. */
  readonly activeIndex: number;
  readonly isSelected: (option: DropdownOption) => boolean;
  readonly onSelect: (option: DropdownOption) => void;
  readonly onActivate: (index: number) => void;
  /** Shown instead of options ("no results", "loading…"). */
  readonly message: string | null;
  readonly "aria-label"?: string | undefined;
  readonly "aria-labelledby"?: string | undefined;
}

/** The id of the option at `index` of the listbox `listId`, for `aria-activedescendant`. */
export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/**
 * The listbox of a dropdown. Focus stays on the combobox (the trigger or the search box), which
 * points at the active option with `aria-activedescendant`; a pointer picks options directly.
 */
export function DropdownList({
  id,
  options,
  activeIndex,
  isSelected,
  onSelect,
  onActivate,
  message,
  ...labelling
}: DropdownListProps) {
  return (
    <>
      <div
        {...labelling}
        id={id}
        role="listbox"
        data-slot="dropdown-listbox"
        className={clsx("min-h-0 overflow-y-auto overscroll-contain", message !== null && "hidden")}
      >
        {message === null
          ? options.map((option, index) => {
              const selected = isSelected(option);
              return (
                // Keyboard use goes through the combobox (aria-activedescendant, APG pattern);
                // options take only pointer input.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={String(option.value)}
                  id={optionId(id, index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={selected}
                  data-slot="dropdown-option"
                  data-active={index === activeIndex ? "" : undefined}
                  className={OPTION}
                  onClick={() => {
                    onSelect(option);
                  }}
                  onPointerMove={() => {
                    if (index !== activeIndex) onActivate(index);
                  }}
                >
                  <Check
                    size={16}
                    aria-hidden="true"
                    className={clsx("mt-0.5 shrink-0 text-primary-text", !selected && "invisible")}
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate">{option.display}</span>
                    {option.subtext ? (
                      <span className="truncate text-xs font-normal text-fg-muted">
                        {option.subtext}
                      </span>
                    ) : null}
                  </span>
                </div>
              );
            })
          : null}
      </div>
      {message === null ? null : (
        <div role="status" data-slot="dropdown-message" className={MESSAGE}>
          {message}
        </div>
      )}
    </>
  );
}
