import { TopBar } from "@canvass/ui";
import { useMemo } from "react";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { OperatorTopBar } from "./OperatorTopBar";
import { operatorKey } from "./operator-key";
import { topBarLabels } from "./top-bar-labels";

export interface ShellTopBarProps {
  /** The id of the side menu the narrow bar's menu button controls. */
  menuId: string;
  menuOpen: boolean;
  onMenuToggle: () => void;
}

/**
 * The shell's top bar. The operator's bar is keyed by who is signed in and what they may do
 * (`operatorKey`), so its search actor, which takes the permissions once, is made afresh for a
 * new operator. Until the profile is known only the bare bar with its menu button shows.
 */
export function ShellTopBar({ menuId, menuOpen, onMenuToggle }: ShellTopBarProps) {
  const t = useT();
  const { config } = useRuntime();
  const permissions = usePermissions();
  const key = useMemo(
    () => (permissions === null ? null : operatorKey(permissions)),
    [permissions],
  );
  if (permissions === null || key === null) {
    return (
      <TopBar
        showSearch={false}
        labels={topBarLabels(t, config.name)}
        menuId={menuId}
        menuOpen={menuOpen}
        onMenuToggle={onMenuToggle}
      />
    );
  }
  return (
    <OperatorTopBar
      key={key}
      permissions={permissions}
      menuId={menuId}
      menuOpen={menuOpen}
      onMenuToggle={onMenuToggle}
    />
  );
}
