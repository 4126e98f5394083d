import * as RadixTooltip from "@radix-ui/react-tooltip";
import { clsx } from "clsx";
import { use, type ReactElement, type ReactNode } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_OFFSET_PX } from "./tooltip.constants";
import { TooltipProviderPresent } from "./TooltipProvider";

export interface TooltipProps {
  /** What the tooltip says; it also describes the target to assistive technology. */
  readonly content: ReactNode;
  /**
   * The target: one element that can hold focus and a ref (a button, a link, an input). It
   * receives the hover, focus and `aria-describedby` wiring.
   */
  readonly children: ReactElement;
  readonly side?: "top" | "right" | "bottom" | "left";
  readonly align?: "start" | "center" | "end";
  /** Draws a small arrow pointing at the target; its tip stays 8 px from the target. */
  readonly arrow?: boolean;
  /** Hover time (ms) before it opens; focus opens it at once. */
  readonly delayDuration?: number;
  /** Controlled open state; leave out to let hover and focus drive it. */
  readonly open?: boolean;
  /** Open state at first render when uncontrolled. */
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  readonly className?: string;
}

/**
 * A short hint next to its target (Radix Tooltip), 8 px away on the chosen side. Opens on hover
 * after a delay, on keyboard focus at once, and closes on Escape, blur or pointer leave.
 */
export function Tooltip({
  content,
  children,
  side = "top",
  align = "center",
  arrow = false,
  delayDuration,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  const provided = use(TooltipProviderPresent);
  const tooltip = (
    <RadixTooltip.Root
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange === undefined ? {} : { onOpenChange })}
      {...(delayDuration === undefined ? {} : { delayDuration })}
    >
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          data-slot="tooltip"
          side={side}
          align={align}
          sideOffset={TOOLTIP_OFFSET_PX}
          collisionPadding={8}
          className={clsx(
            "z-50 max-w-xs rounded-md bg-fg px-2.5 py-1.5 text-xs leading-4 font-medium text-canvas",
            "shadow-popover select-none",
            className,
          )}
        >
          {content}
          {arrow ? (
            <RadixTooltip.Arrow
              data-slot="tooltip-arrow"
              width={12}
              height={6}
              className="fill-fg"
            />
          ) : null}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return provided ? (
    tooltip
  ) : (
    <RadixTooltip.Provider delayDuration={delayDuration ?? TOOLTIP_DELAY_MS}>
      {tooltip}
    </RadixTooltip.Provider>
  );
}
