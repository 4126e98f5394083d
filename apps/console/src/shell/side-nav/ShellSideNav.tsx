/**
 * The side navigation menu of the signed-in operator (spec §2 "Side navigation menu"):
 * @canvass/ui's SideNav with the operator's entries, create links and last-edited shortcuts,
 * driven by the menu machine (collapse, hover lists, edit mode saved to `menu.sorting`).
 * Below the menu breakpoint it is hidden unless the top bar's menu button opens it over the
 * page; above it, it is always there (collapsible to an icon rail).
 */
import type { PermissionContext } from "@canvass/sdk/permissions";
import { SideNav, defaultMenuOrder } from "@canvass/ui";
import { useCallback, useEffect, useEffectEvent, useMemo, useRef } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useNotify } from "../use-notify";
import { useLastEdited } from "./last-edited";
import { createLinks, menuItems } from "./menu-items";
import type { MenuSaveOutcome } from "./menu-session";
import { renderRouterLink } from "./router-link";
import { lastEditedShortcuts } from "./shortcuts";
import { sideNavLabels } from "./side-nav-labels";
import { useMenu } from "./use-menu";
import { useNarrowScreen } from "./use-narrow-screen";

export interface ShellSideNavProps {
  /** The id of the menu's container, which the top bar's menu button controls. */
  readonly id: string;
  /** Narrow screens: the top bar's menu button opened the menu. */
  readonly narrowOpen: boolean;
  /** Narrow screens: close the menu (Escape, the backdrop, or after following a link). */
  readonly onNarrowClose?: () => void;
}

export function ShellSideNav(props: ShellSideNavProps) {
  const permissions = usePermissions();
  const playerId = permissions?.selfId;
  if (permissions === null || playerId === undefined) return <div id={props.id} hidden />;
  // One menu (machine, saved order, shortcuts) per signed-in operator.
  return (
    <OperatorSideNav key={playerId} {...props} permissions={permissions} playerId={playerId} />
  );
}

interface OperatorSideNavProps extends ShellSideNavProps {
  readonly permissions: PermissionContext;
  readonly playerId: string;
}

function OperatorSideNav({
  id,
  narrowOpen,
  onNarrowClose,
  permissions,
  playerId,
}: OperatorSideNavProps) {
  const t = useT();
  const { locale } = useIntl();
  const { services } = useRuntime();
  const notify = useNotify();
  const { pathname } = useLocation();

  const items = useMemo(() => menuItems(permissions, t), [permissions, t]);
  const creates = useMemo(() => createLinks(permissions, t), [permissions, t]);
  const defaultOrder = useMemo(() => defaultMenuOrder(items, locale), [items, locale]);
  const lastEdited = useLastEdited(playerId);
  const shortcuts = useMemo(
    () => lastEditedShortcuts(lastEdited, permissions, t),
    [lastEdited, permissions, t],
  );
  const labels = useMemo(() => sideNavLabels(t), [t]);

  const onSaveOutcome = useCallback(
    (outcome: MenuSaveOutcome) => {
      notify(
        outcome.type === "saved"
          ? { severity: "success", title: t("nav.saved") }
          : { severity: "error", title: t("nav.saveFailed") },
      );
    },
    [notify, t],
  );
  const { actor, view, callbacks } = useMenu({
    client: services.client,
    playerId,
    defaultOrder,
    currentPath: pathname,
    onSaveOutcome,
  });

  const narrow = useNarrowScreen();
  const overlay = narrow && narrowOpen;
  const container = useRef<HTMLDivElement>(null);

  // Narrow screens: following a link closes the menu.
  const closeAfterNavigation = useEffectEvent(() => {
    if (narrowOpen) onNarrowClose?.();
  });
  useEffect(() => {
    closeAfterNavigation();
  }, [pathname]);

  // Narrow screens: the opened menu shows expanded, takes focus, and Escape closes it.
  useEffect(() => {
    if (!overlay) return;
    actor?.send({ type: "menu.open" });
    container.current?.querySelector<HTMLElement>("a[href], button:not([disabled])")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || onNarrowClose === undefined) return;
      onNarrowClose();
      document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(id)}"]`)?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [overlay, actor, onNarrowClose, id]);

  const machineProps =
    view === null
      ? { order: defaultOrder, mode: "open" as const, editable: false }
      : {
          order: view.order,
          mode: view.mode,
          openItems: view.openItems,
          flyout: view.flyout,
          saving: view.saving,
          error: view.error,
        };

  return (
    <>
      <div
        id={id}
        ref={container}
        hidden={narrow && !narrowOpen}
        data-slot="shell-side-nav"
        className={overlay ? "fixed inset-y-0 left-0 z-40 flex shadow-xl" : "flex h-full shrink-0"}
      >
        <SideNav
          items={items}
          {...machineProps}
          currentPath={pathname}
          createLinks={creates}
          shortcuts={shortcuts}
          locale={locale}
          labels={labels}
          renderLink={renderRouterLink}
          {...callbacks}
        />
      </div>
      {overlay && onNarrowClose !== undefined ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label={t("nav.closeMenu")}
          className="fixed inset-0 z-30 cursor-default bg-black/40"
          onClick={onNarrowClose}
        />
      ) : null}
    </>
  );
}
