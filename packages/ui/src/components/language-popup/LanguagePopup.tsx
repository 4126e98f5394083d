import type { LanguageOption, Locale } from "@canvass/sdk/locale";
import { clsx } from "clsx";
import { Check } from "lucide-react";
import type { KeyboardEvent } from "react";
import { Dialog } from "../dialog/Dialog";

export interface LanguagePopupLabels {
  readonly title: string;
  readonly description: string;
  readonly close: string;
}

export const DEFAULT_LANGUAGE_POPUP_LABELS: LanguagePopupLabels = {
  title: "Language",
  description: "Choose the language of the console.",
  close: "Close",
};

export interface LanguagePopupProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The languages to offer, in order (the SDK's `LANGUAGE_OPTIONS`). */
  readonly options: readonly LanguageOption[];
  /** The language in use: shown highlighted, checked and disabled. */
  readonly current: Locale;
  /** A language was chosen; the popup then asks to close (`onOpenChange(false)`). */
  readonly onSelect: (locale: Locale) => void;
  readonly labels?: Partial<LanguagePopupLabels>;
}

/** Moves focus among the enabled language buttons with the arrow keys, Home and End. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const list = event.currentTarget.closest("ul");
  if (!list) return;
  const buttons = [...list.querySelectorAll<HTMLButtonElement>("button:enabled")];
  const index = buttons.indexOf(event.currentTarget);
  let target: HTMLButtonElement | undefined;
  if (event.key === "ArrowDown") target = buttons[(index + 1) % buttons.length];
  else if (event.key === "ArrowUp") target = buttons[(index - 1 + buttons.length) % buttons.length];
  else if (event.key === "Home") target = buttons[0];
  else if (event.key === "End") target = buttons.at(-1);
  if (target === undefined) return;
  event.preventDefault();
  target.focus();
}

/**
 * The language-choice popup: one button per language, each named in its own language. The
 * current one is highlighted with a check, marked `aria-current` and disabled.
 */
export function LanguagePopup({
  open,
  onOpenChange,
  options,
  current,
  onSelect,
  labels,
}: LanguagePopupProps) {
  const text = { ...DEFAULT_LANGUAGE_POPUP_LABELS, ...labels };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.description}
      closeLabel={text.close}
      size="sm"
    >
      <ul data-slot="language-list" className="mt-4 flex flex-col gap-1">
        {options.map((option) => {
          const isCurrent = option.value === current;
          return (
            <li key={option.value}>
              <button
                type="button"
                lang={option.value}
                disabled={isCurrent}
                aria-current={isCurrent ? "true" : undefined}
                data-state={isCurrent ? "current" : "idle"}
                onKeyDown={moveFocus}
                onClick={() => {
                  onSelect(option.value);
                  onOpenChange(false);
                }}
                className={clsx(
                  "flex h-10 w-full items-center gap-3 rounded-md px-3 text-left text-sm transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  isCurrent
                    ? "cursor-default bg-primary-soft font-semibold text-primary-text"
                    : "text-fg hover:bg-surface-muted",
                )}
              >
                <span className="min-w-0 flex-1 truncate">{option.display}</span>
                <span
                  className={clsx("text-xs", isCurrent ? "text-primary-text" : "text-fg-subtle")}
                >
                  {option.value}
                </span>
                <span className="inline-flex w-4 shrink-0" aria-hidden="true">
                  {isCurrent ? <Check size={16} /> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
