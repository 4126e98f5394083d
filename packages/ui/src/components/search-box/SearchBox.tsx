import { clsx } from "clsx";
import { Search, X } from "lucide-react";
import { useMemo, useRef, type ComponentPropsWithRef, type KeyboardEvent } from "react";
import { ICON_PX } from "../../theme/sizes";
import { FrameButton } from "../text-field/FrameButton";
import { FRAMED_INPUT, InputFrame } from "../text-field/InputFrame";
import type { InputSize, InputTheme } from "../../theme/input.styles";
import { mergeRefs } from "../text-field/merge-refs";
import { PLAIN_TEXT, useParsedText } from "../text-field/use-parsed-text";

/** Every text the search box shows or announces, for translation. */
export interface SearchBoxLabels {
  /** The accessible name of the search input. */
  readonly label: string;
  readonly placeholder: string;
  /** The clear button's accessible name. */
  readonly clear: string;
}

const SEARCH_BOX_LABELS: SearchBoxLabels = {
  label: "Search",
  placeholder: "Search…",
  clear: "Clear search",
};

export interface SearchBoxProps extends Omit<
  ComponentPropsWithRef<"input">,
  "type" | "size" | "value" | "defaultValue" | "onChange" | "children"
> {
  readonly value?: string;
  readonly defaultValue?: string;
  /** Every change of the text, as typed (normalising the term is the caller's business). */
  readonly onValueChange?: (value: string) => void;
  /** Enter: the term as typed. When given, Enter does not also submit a surrounding form. */
  readonly onSearch?: (term: string) => void;
  /** After the clear button or Escape emptied the box. */
  readonly onClear?: () => void;
  readonly size?: InputSize;
  /** The input theme (`data-input-theme`); omitted: follows the page theme. */
  readonly theme?: InputTheme;
  /** Shows a spinner inside the box and marks it `aria-busy` (it stays editable). */
  readonly loading?: boolean;
  readonly labels?: Partial<SearchBoxLabels>;
  /** Classes for the outer element. */
  readonly className?: string;
}

/**
 * A search input (role searchbox) with a magnifier icon and a clear button. Enter reports the
 * term with `onSearch`; Escape empties a box that has text (and lets the key through when empty,
 * so a surrounding popup can close). Controlled (`value`) or uncontrolled (`defaultValue`).
 */
export function SearchBox({
  value,
  defaultValue,
  onValueChange,
  onSearch,
  onClear,
  size = "md",
  theme,
  loading = false,
  labels: labelOverrides,
  className,
  disabled = false,
  readOnly = false,
  placeholder,
  onKeyDown,
  ref,
  ...inputProps
}: SearchBoxProps) {
  const labels = { ...SEARCH_BOX_LABELS, ...labelOverrides };
  const [text, setText] = useParsedText(PLAIN_TEXT, value, defaultValue, onValueChange);
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMemo(() => mergeRefs(inputRef, ref), [ref]);

  const clear = () => {
    setText("");
    onClear?.();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.key === "Enter" && onSearch) {
      event.preventDefault();
      onSearch(text);
    } else if (event.key === "Escape" && text !== "" && !readOnly) {
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };

  return (
    <div
      data-slot="search-box"
      data-input-theme={theme}
      data-state={loading ? "loading" : text === "" ? "empty" : "filled"}
      className={clsx("w-full", className)}
    >
      <InputFrame
        size={size}
        invalid={inputProps["aria-invalid"] === true || inputProps["aria-invalid"] === "true"}
        disabled={disabled}
        loading={loading}
        icon={<Search size={ICON_PX[size]} />}
        actions={
          text !== "" && !disabled && !readOnly ? (
            <FrameButton
              slot="search-clear"
              label={labels.clear}
              size={size}
              icon={<X size={ICON_PX[size]} />}
              onClick={() => {
                clear();
                inputRef.current?.focus();
              }}
            />
          ) : null
        }
      >
        <input
          aria-label={labels.label}
          autoComplete="off"
          spellCheck={false}
          {...inputProps}
          ref={mergedRef}
          type="search"
          enterKeyHint="search"
          value={text}
          placeholder={placeholder ?? labels.placeholder}
          disabled={disabled}
          readOnly={readOnly}
          aria-busy={loading || undefined}
          data-slot="input"
          className={FRAMED_INPUT}
          onChange={(event) => {
            setText(event.currentTarget.value);
          }}
          onKeyDown={handleKeyDown}
        />
      </InputFrame>
    </div>
  );
}
