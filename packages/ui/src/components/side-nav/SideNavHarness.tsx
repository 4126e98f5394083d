/**
 * Stories and tests only: SideNav wired to state the way the console wires it to the menu
 * machine (mode, order with a draft while editing, open groups), with the machines' own order
 * rule (`moveEntry`). Not exported from the package.
 */
import { moveEntry, type MenuOrder } from "@canvass/machines";
import { useState } from "react";
import { SideNav, type SideNavProps } from "./SideNav";
import { defaultMenuOrder } from "./side-nav.model";
import type { SideNavMode } from "./side-nav.types";

export interface SideNavHarnessProps extends SideNavProps {
  readonly initialMode?: SideNavMode;
}

export function SideNavHarness({ initialMode = "open", ...props }: SideNavHarnessProps) {
  const defaultOrder = defaultMenuOrder(props.items, props.locale);
  const [mode, setMode] = useState<SideNavMode>(initialMode);
  const [order, setOrder] = useState<MenuOrder>(props.order ?? defaultOrder);
  const [draft, setDraft] = useState<MenuOrder | null>(initialMode === "editing" ? order : null);
  return (
    <SideNav
      {...props}
      mode={mode}
      order={draft ?? order}
      onToggle={() => {
        setMode(mode === "closed" ? "open" : "closed");
        setDraft(null);
        props.onToggle?.();
      }}
      onEditStart={() => {
        setMode("editing");
        setDraft(order);
        props.onEditStart?.();
      }}
      onEditCancel={() => {
        setMode("open");
        setDraft(null);
        props.onEditCancel?.();
      }}
      onEditReset={() => {
        setDraft(defaultOrder);
        props.onEditReset?.();
      }}
      onEditSave={() => {
        if (draft !== null) setOrder(draft);
        setDraft(null);
        setMode("open");
        props.onEditSave?.();
      }}
      onDrop={(drop) => {
        if (draft !== null) setDraft(moveEntry(draft, drop.id, drop.parent, drop.index) ?? draft);
        props.onDrop?.(drop);
      }}
    />
  );
}
