/**
 * The menu machine of the signed-in operator as SideNav props: its view (`selectMenuView`) and
 * its events behind SideNav's callbacks. Until the saved order is read, `view` is `null` and
 * the menu is drawn in its default order.
 */
import { selectMenuView, type MenuOrder, type MenuView } from "@canvass/machines";
import type { SideNavDrop } from "@canvass/ui";
import { useSelector } from "@xstate/react";
import type { CanvassClient } from "@canvass/sdk/client";
import type { SnapshotFrom } from "xstate";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { createMenuSession, type MenuActor, type MenuSaveOutcome } from "./menu-session";

export interface MenuCallbacks {
  readonly onToggle: () => void;
  readonly onItemToggle: (id: string) => void;
  readonly onHoverEnter: (id: string) => void;
  readonly onHoverLeave: () => void;
  readonly onEditStart: () => void;
  readonly onEditCancel: () => void;
  readonly onEditSave: () => void;
  readonly onEditReset: () => void;
  readonly onDrop: (drop: SideNavDrop) => void;
}

export interface UseMenuOptions {
  readonly client: CanvassClient;
  readonly playerId: string;
  readonly defaultOrder: MenuOrder;
  readonly currentPath: string;
  readonly onSaveOutcome: (outcome: MenuSaveOutcome) => void;
}

export interface MenuBinding {
  readonly actor: MenuActor | null;
  readonly view: MenuView | null;
  readonly callbacks: MenuCallbacks;
}

const selectView = (snapshot: SnapshotFrom<MenuActor> | undefined): MenuView | null =>
  snapshot === undefined ? null : selectMenuView(snapshot);

export function useMenu({
  client,
  playerId,
  defaultOrder,
  currentPath,
  onSaveOutcome,
}: UseMenuOptions): MenuBinding {
  const session = useMemo(() => createMenuSession(client, playerId), [client, playerId]);
  useEffect(() => {
    session.start();
    return () => {
      session.stop();
    };
  }, [session]);
  useEffect(() => {
    session.setDefaultOrder(defaultOrder);
  }, [session, defaultOrder]);
  useEffect(() => {
    session.setLocation(currentPath);
  }, [session, currentPath]);
  useEffect(() => session.onSaveOutcome(onSaveOutcome), [session, onSaveOutcome]);

  const actor = useSyncExternalStore(session.subscribe, session.getActor, session.getActor);
  const view = useSelector(actor ?? undefined, selectView);
  const callbacks = useMemo((): MenuCallbacks => {
    const send = (event: Parameters<MenuActor["send"]>[0]) => actor?.send(event);
    return {
      onToggle: () => send({ type: "menu.toggle" }),
      onItemToggle: (id) => send({ type: "menu.item.toggle", id }),
      onHoverEnter: (id) => send({ type: "menu.hover.enter", id }),
      onHoverLeave: () => send({ type: "menu.hover.leave" }),
      onEditStart: () => send({ type: "menu.edit.start" }),
      onEditCancel: () => send({ type: "menu.edit.cancel" }),
      onEditSave: () => send({ type: "menu.edit.save" }),
      onEditReset: () => send({ type: "menu.edit.reset" }),
      onDrop: ({ id, parent, index }) => send({ type: "menu.edit.drop", id, parent, index }),
    };
  }, [actor]);
  return { actor, view, callbacks };
}
