import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import type { ReactNode } from "react";
import { IconButton } from "../button/IconButton";
import type { SideNavLabels } from "./side-nav.labels";
import type { SideNavMode } from "./side-nav.types";

export interface SideNavHeaderProps {
  readonly mode: SideNavMode;
  readonly header: ReactNode;
  readonly labels: SideNavLabels;
  /** The id of the menu body the toggle shows or hides. */
  readonly bodyId: string;
  readonly onToggle: (() => void) | undefined;
}

/** The brand slot (hidden when collapsed) and the collapse / expand button. */
export function SideNavHeader({ mode, header, labels, bodyId, onToggle }: SideNavHeaderProps) {
  const collapsed = mode === "closed";
  return (
    <div
      className={
        collapsed
          ? "flex h-14 shrink-0 items-center justify-center"
          : "flex h-14 shrink-0 items-center gap-2 pr-2 pl-4"
      }
      data-slot="side-nav-header"
    >
      {collapsed ? null : <div className="min-w-0 flex-1">{header}</div>}
      <IconButton
        label={collapsed ? labels.expand : labels.collapse}
        icon={collapsed ? <PanelLeftOpen size={18} /> : <PanelLeftClose size={18} />}
        size="lg"
        className="text-fg-muted"
        aria-expanded={!collapsed}
        aria-controls={bodyId}
        onClick={onToggle}
        data-slot="side-nav-toggle"
      />
    </div>
  );
}
