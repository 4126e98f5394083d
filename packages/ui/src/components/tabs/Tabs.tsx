import * as RadixTabs from "@radix-ui/react-tabs";
import { clsx } from "clsx";
import { useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from "react";
import { TAB_COUNT, TAB_LIST, TAB_PANEL, TAB_TRIGGER } from "./tabs.styles";

/** One tab. */
export interface TabItem {
  /** Identifies the tab (and its panel); unique within the tabs. */
  readonly value: string;
  readonly label: string;
  /** A count shown as a badge after the label, e.g. the members of a team. */
  readonly count?: number | undefined;
  /** A decorative icon before the label. */
  readonly icon?: ReactNode;
  readonly disabled?: boolean | undefined;
  /** Link mode: the tab is a link to this address (rendered by `renderLink`). */
  readonly href?: string | undefined;
  /** The tab's panel. Leave out when `children` renders the active tab's panel. */
  readonly content?: ReactNode;
}

/** What `renderLink` gets: render a link to `href` around `children`. */
export interface TabLinkProps {
  readonly href: string;
  readonly children: ReactNode;
}

export interface TabsLabels {
  /** The text of a count badge; part of the tab's accessible name. */
  readonly count: (count: number) => string;
}

export const DEFAULT_TABS_LABELS: TabsLabels = {
  count: (count) => count.toLocaleString("en-US"),
};

export interface TabsProps {
  readonly items: readonly TabItem[];
  /** The active tab (controlled), e.g. from the route. */
  readonly value?: string | undefined;
  /** The initial tab when uncontrolled; the first enabled tab by default. */
  readonly defaultValue?: string | undefined;
  readonly onValueChange?: (value: string) => void;
  /**
   * `automatic` activates a tab as arrows focus it; `manual` waits for Enter, Space or a click.
   * Defaults to `manual` when tabs are links (arrows should not navigate), `automatic` otherwise.
   */
  readonly activationMode?: "automatic" | "manual" | undefined;
  /**
   * Link mode: renders a tab with an `href` as your router's link. Return one element that
   * passes its props and ref on to an `<a>` (the tab's role, ids and handlers are merged in).
   * A plain `<a href>` by default.
   */
  readonly renderLink?: ((link: TabLinkProps) => ReactElement) | undefined;
  /** The active tab's panel (e.g. the router outlet of an edit sub-page), instead of `content`. */
  readonly children?: ReactNode;
  /** Names the tab list. */
  readonly "aria-label"?: string | undefined;
  readonly "aria-labelledby"?: string | undefined;
  readonly labels?: Partial<TabsLabels> | undefined;
  readonly className?: string | undefined;
}

function PlainLink({ href, children }: TabLinkProps) {
  return <a href={href}>{children}</a>;
}
const renderPlainLink = (link: TabLinkProps) => <PlainLink {...link} />;

/** Space follows a link too, as Enter does (anchors only react to Enter natively). */
function clickOnSpace(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== " ") return;
  event.preventDefault();
  event.currentTarget.click();
}

/**
 * Tabs for the sub-pages of an edit page (Radix Tabs): arrows move between tabs (skipping
 * disabled ones), Home and End jump to the ends. Each tab may show a count badge. Controlled
 * through `value`/`onValueChange` or uncontrolled. In link mode (`href` on items) each tab is a
 * link rendered by `renderLink`, so the console's router navigates and sets `value`.
 */
export function Tabs({
  items,
  value: valueProp,
  defaultValue,
  onValueChange,
  activationMode,
  renderLink = renderPlainLink,
  children,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledby,
  labels: labelOverrides,
  className,
}: TabsProps) {
  const labels = { ...DEFAULT_TABS_LABELS, ...labelOverrides };
  const firstEnabled = items.find((item) => item.disabled !== true)?.value ?? "";
  const [innerValue, setInnerValue] = useState(defaultValue ?? firstEnabled);
  const value = valueProp ?? innerValue;
  const hasLinks = items.some((item) => item.href !== undefined);
  /**
   * Radix reports a click on an automatic tab twice (its focus, then the press); one change per
   * event reaches `onValueChange`.
   */
  const reported = useRef<string | null>(null);

  function change(next: string) {
    if (reported.current === next) return;
    reported.current = next;
    queueMicrotask(() => {
      reported.current = null;
    });
    if (valueProp === undefined) setInnerValue(next);
    onValueChange?.(next);
  }

  return (
    <RadixTabs.Root
      value={value}
      onValueChange={change}
      activationMode={activationMode ?? (hasLinks ? "manual" : "automatic")}
      data-slot="tabs"
      className={clsx("flex min-w-0 flex-col", className)}
    >
      <RadixTabs.List
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledby}
        data-slot="tabs-list"
        className={TAB_LIST}
      >
        {items.map((item) => {
          const inner = (
            <>
              {item.icon ? (
                <span className="inline-flex shrink-0" aria-hidden="true">
                  {item.icon}
                </span>
              ) : null}
              {item.label}
              {item.count === undefined ? null : (
                <span data-slot="tabs-count" className={TAB_COUNT}>
                  {labels.count(item.count)}
                </span>
              )}
            </>
          );
          // A disabled tab is never a link: an anchor cannot be disabled.
          const href = item.disabled === true ? undefined : item.href;
          return (
            <RadixTabs.Trigger
              key={item.value}
              value={item.value}
              disabled={item.disabled === true}
              data-slot="tabs-trigger"
              className={TAB_TRIGGER}
              {...(href === undefined
                ? {}
                : { asChild: true, type: undefined, onKeyDown: clickOnSpace })}
            >
              {href === undefined ? inner : renderLink({ href, children: inner })}
            </RadixTabs.Trigger>
          );
        })}
      </RadixTabs.List>
      {children === undefined ? (
        items.map((item) =>
          item.content === undefined ? null : (
            <RadixTabs.Content
              key={item.value}
              value={item.value}
              data-slot="tabs-panel"
              className={TAB_PANEL}
            >
              {item.content}
            </RadixTabs.Content>
          ),
        )
      ) : (
        <RadixTabs.Content value={value} data-slot="tabs-panel" className={TAB_PANEL}>
          {children}
        </RadixTabs.Content>
      )}
    </RadixTabs.Root>
  );
}
