import { clsx } from "clsx";
import { Search } from "lucide-react";
import type { ComponentPropsWithRef, KeyboardEvent, Ref } from "react";

export interface TopBarSearchFieldProps extends Omit<
  ComponentPropsWithRef<"form">,
  "onChange" | "onSubmit" | "children"
> {
  readonly value: string;
  readonly label: string;
  readonly placeholder: string;
  readonly onChange: (value: string) => void;
  readonly onSubmit: (value: string) => void;
  readonly onInputKeyDown?: ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined;
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * The top bar's search form: a search landmark with one named search input and its magnifier.
 * Other props (a ref, handlers) go on the form, so a popup can hang under it.
 */
export function TopBarSearchField({
  value,
  label,
  placeholder,
  onChange,
  onSubmit,
  onInputKeyDown,
  inputRef,
  className,
  ...formProps
}: TopBarSearchFieldProps) {
  return (
    <form
      {...formProps}
      role="search"
      aria-label={label}
      data-slot="top-bar-search-field"
      className={clsx("relative flex min-w-0 items-center", className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <Search
        size={16}
        aria-hidden="true"
        className="pointer-events-none absolute left-3 text-input-placeholder"
      />
      <input
        ref={inputRef}
        type="search"
        value={value}
        aria-label={label}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => {
          onChange(event.currentTarget.value);
        }}
        onKeyDown={onInputKeyDown}
        className={clsx(
          "h-9 w-full min-w-0 rounded-md border border-input-line bg-input pr-3 pl-9 text-sm text-input-fg",
          "placeholder:text-input-placeholder",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          "[&::-webkit-search-cancel-button]:appearance-none",
        )}
      />
    </form>
  );
}
