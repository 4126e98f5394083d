import * as RadixTooltip from "@radix-ui/react-tooltip";
import { createContext, type ReactNode } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./tooltip.constants";

/** True under a `TooltipProvider`, so a `Tooltip` knows not to bring its own. */
export const TooltipProviderPresent = createContext(false);

export interface TooltipProviderProps {
  readonly children: ReactNode;
  /** Hover time (ms) before a tooltip opens. */
  readonly delayDuration?: number;
  /** Time (ms) after a tooltip closes during which the next one opens without delay. */
  readonly skipDelayDuration?: number;
}

/**
 * Shares tooltip timing across the app: after one tooltip has shown, the next opens at once (as
 * when running the pointer along a toolbar). Optional: a `Tooltip` outside any provider brings
 * its own.
 */
export function TooltipProvider({
  children,
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
}: TooltipProviderProps) {
  return (
    <TooltipProviderPresent value={true}>
      <RadixTooltip.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
        {children}
      </RadixTooltip.Provider>
    </TooltipProviderPresent>
  );
}
