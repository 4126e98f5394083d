/**
 * The /subs user filter: a search-as-you-type picker over the server's player list (the server
 * lists only the players in the operator's scope), instead of a dropdown of the first 1000.
 * An ARIA 1.2 combobox: typing two characters or more asks `listPlayers?q=` (after a pause),
 * ↓/↑ move through the options, Enter chooses, Escape closes and restores, "Any user" clears.
 * The chosen player's name comes from `getPlayer` (the option's own name shows until it answers, never
 * the bare ID); several in the address show "n chosen".
 */
import { FormField } from "@canvass/ui";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns/data/use-api-query";

/** How long typing pauses before the server is asked. */
export const PLAYER_SEARCH_DEBOUNCE_MS = 250;
/** The fewest characters searched for (fewer lists the first players by last name). */
export const PLAYER_SEARCH_MIN = 2;
/** Options shown at once. */
export const PLAYER_SEARCH_PAGE = 20;

interface Option {
  readonly value: string;
  readonly display: string;
}

export interface PlayerFilterProps {
  readonly values: readonly string[];
  readonly onChange: (values: string[]) => void;
  /** Whether the operator may list players (ViewUserList); without it only "Any user" is offered. */
  readonly enabled: boolean;
  /** The field's label and its "any" choice, when another screen words them (default: "User"). */
  readonly labels?: { readonly label: string; readonly any: string } | undefined;
}

export function PlayerFilter({ values, onChange, enabled, labels }: PlayerFilterProps) {
  const t = useT();
  const { client } = useRuntime().services;
  const listId = useId();
  const anyText = labels?.any ?? t("subs.filter.playerAny");
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [dirty, setDirty] = useState(false);
  const [term, setTerm] = useState("");
  const [active, setActive] = useState(0);
  // The option just chosen: its name shows at once, before `getPlayer` answers.
  const [picked, setPicked] = useState<Option | null>(null);

  useEffect(() => {
    const next = dirty ? text.trim() : "";
    const timer = setTimeout(() => {
      setTerm(next.length >= PLAYER_SEARCH_MIN ? next : "");
    }, PLAYER_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text, dirty]);

  const results = useApiQuery(
    `subs-players:${term}`,
    (signal) =>
      client.call("listPlayers", {
        params: {
          query: {
            PageSize: PLAYER_SEARCH_PAGE,
            Sort: "lastname",
            ...(term === "" ? {} : { q: term }),
          },
        },
        signal,
      }),
    enabled && open,
  );
  const chosenId = values.length === 1 ? values[0] : undefined;
  const chosen = useApiQuery(
    `player:${chosenId ?? ""}`,
    (signal) => client.call("getPlayer", { params: { path: { id: chosenId ?? "" } }, signal }),
    enabled && chosenId !== undefined,
  );
  const chosenLabel =
    values.length > 1
      ? t("subs.filter.several", { count: values.length })
      : chosenId === undefined
        ? ""
        : (chosen.data?.full_name ?? (picked?.value === chosenId ? picked.display : chosenId));

  const options: Option[] = [
    { value: "", display: anyText },
    ...(results.data?.Result ?? []).map((player) => ({
      value: player.id,
      display: player.full_name,
    })),
  ];
  const searching =
    results.loading || (dirty && text.trim() !== term && text.trim().length >= PLAYER_SEARCH_MIN);
  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${listId}-option-${String(index)}`;

  const close = () => {
    setOpen(false);
    setDirty(false);
    setText("");
  };
  const choose = (option: Option) => {
    close();
    setPicked(option.value === "" ? null : option);
    onChange(option.value === "" ? [] : [option.value]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      const option = options[activeIndex];
      if (option !== undefined) choose(option);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <FormField label={labels?.label ?? t("subs.filter.player")} className="relative w-56">
      {(control) => (
        <>
          <input
            {...control}
            ref={inputRef}
            type="text"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open ? optionId(activeIndex) : undefined}
            autoComplete="off"
            placeholder={anyText}
            className="h-9 w-full rounded-md border border-input-line bg-input px-3 text-sm text-input-fg shadow-card placeholder:text-input-placeholder focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            value={open ? text : chosenLabel}
            onFocus={(event) => {
              setOpen(true);
              setActive(0);
              setText(chosenLabel);
              setDirty(false);
              event.currentTarget.select();
            }}
            onBlur={close}
            onChange={(event) => {
              setText(event.target.value);
              setDirty(true);
              setActive(0);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
          />
          {open ? (
            <div className="absolute top-full right-0 left-0 z-50 mt-1 flex max-h-72 flex-col rounded-lg border border-line bg-surface-raised p-1 text-sm text-fg shadow-popover">
              <div
                id={listId}
                role="listbox"
                aria-label={t("subs.filter.playerResults")}
                aria-busy={searching}
                className="min-h-0 overflow-y-auto overscroll-contain"
              >
                {options.map((option, index) => (
                  // Keyboard use goes through the combobox (aria-activedescendant, APG pattern);
                  // options take only pointer input.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <div
                    key={option.value === "" ? "any" : option.value}
                    id={optionId(index)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === activeIndex}
                    data-value={option.value}
                    className={
                      index === activeIndex
                        ? "cursor-pointer rounded-md bg-primary-soft px-2 py-1.5"
                        : "cursor-pointer rounded-md px-2 py-1.5"
                    }
                    // Keep the focus in the box: the choice is made before a blur closes the list.
                    onMouseDown={(event) => {
                      event.preventDefault();
                    }}
                    onClick={() => {
                      choose(option);
                    }}
                    onPointerMove={() => {
                      if (index !== activeIndex) setActive(index);
                    }}
                  >
                    {option.display}
                  </div>
                ))}
              </div>
              {searching || (options.length === 1 && term !== "") ? (
                <div role="status" className="px-2 py-1.5 text-fg-muted">
                  {searching ? t("subs.filter.playerSearching") : t("subs.filter.playerNone")}
                </div>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </FormField>
  );
}
