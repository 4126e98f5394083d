/**
 * The /subs campaign filter: several campaigns at once. A button says what is chosen ("Any",
 * the campaign, or "n chosen") and opens a panel of checkboxes with a search box; each tick
 * changes the address at once (`campaign=a,b`; Back undoes it), and the list's columns follow
 * the chosen campaigns (`fields/accounts/?Campaigns=`, `useSubsColumns`). Keyboard: Tab through
 * the box and the checkboxes, Space ticks, Escape closes and gives the focus back to the button.
 */
import { Button, FormField, type DropdownOption } from "@canvass/ui";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../i18n/use-t";

export interface CampaignFilterProps {
  readonly values: readonly string[];
  readonly options: readonly DropdownOption[];
  readonly onChange: (values: string[]) => void;
}

export function CampaignFilter({ values, options, onChange }: CampaignFilterProps) {
  const t = useT();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(rootRef.current?.contains(event.target as Node) ?? false)) setOpen(false);
    };
    // Escape anywhere in the panel closes it and gives the focus back to the button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (!(rootRef.current?.contains(document.activeElement) ?? false)) return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  // The ticks show at once; the address (and so `values`) follows a moment later.
  const [ticked, setTicked] = useState<readonly string[]>(values);
  const [seen, setSeen] = useState(values);
  if (values !== seen) {
    setSeen(values);
    setTicked(values);
  }
  const chosen = new Set(ticked);
  const term = text.trim().toLocaleLowerCase();
  const shown = options.filter(
    (option) => term === "" || option.display.toLocaleLowerCase().includes(term),
  );
  const summary =
    values.length === 0
      ? t("list.any")
      : values.length === 1
        ? (options.find((option) => option.value === values[0])?.display ?? values[0])
        : t("subs.filter.several", { count: values.length });

  const choose = (next: string[]) => {
    setTicked(next);
    onChange(next);
  };
  const toggle = (value: string) => {
    choose(
      options
        .map((option) => String(option.value))
        .filter((item) => (item === value ? !chosen.has(item) : chosen.has(item))),
    );
  };

  return (
    <FormField label={t("subs.filter.campaign")} className="w-44">
      {(control) => (
        <div ref={rootRef} className="relative">
          <button
            {...control}
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            className="inline-flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input-line bg-input px-3 text-start text-sm text-input-fg shadow-card hover:border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            onClick={() => {
              setOpen(!open);
            }}
          >
            <span className="truncate">{summary}</span>
            <ChevronDown size={16} aria-hidden="true" className="shrink-0" />
          </button>
          {open ? (
            <div
              id={panelId}
              role="group"
              aria-label={t("subs.filter.campaigns")}
              className="absolute top-full left-0 z-50 mt-1 flex max-h-80 w-72 flex-col gap-1 rounded-lg border border-line bg-surface-raised p-2 text-sm text-fg shadow-popover"
            >
              <input
                type="search"
                aria-label={t("subs.filter.campaignSearch")}
                placeholder={t("subs.filter.campaignSearch")}
                autoComplete="off"
                className="h-8 w-full rounded-md border border-input-line bg-input px-2 text-sm text-input-fg placeholder:text-input-placeholder focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                value={text}
                // The panel opens on a click: the box is where typing goes next.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                onChange={(event) => {
                  setText(event.target.value);
                }}
              />
              <div className="min-h-0 overflow-y-auto overscroll-contain">
                {shown.map((option) => {
                  const value = String(option.value);
                  return (
                    <label
                      key={value}
                      className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 hover:bg-primary-soft"
                    >
                      <input
                        type="checkbox"
                        checked={chosen.has(value)}
                        onChange={() => {
                          toggle(value);
                        }}
                      />
                      <span className="truncate">{option.display}</span>
                    </label>
                  );
                })}
                {shown.length === 0 ? (
                  <p role="status" className="px-2 py-1.5 text-fg-muted">
                    {t("subs.filter.campaignNone")}
                  </p>
                ) : null}
              </div>
              {values.length > 0 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    choose([]);
                  }}
                >
                  {t("subs.filter.campaignClear")}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
