/**
 * The menu machine for one signed-in operator, outside React: reads the saved order
 * (`menu.sorting` of the preferences) once, then runs the machine with it. The machine's
 * default order is fixed when it starts, yet it follows the language (children are sorted by
 * translated label) and the operator's capabilities: when it changes, the machine is started
 * again from the order last saved, staying collapsed if it was. Save outcomes are reported to
 * listeners (toasts). React reads the current actor through `subscribe` / `getActor`.
 */
import { createMenuActors, menuMachine, type MenuOrder } from "@canvass/machines";
import type { CanvassClient } from "@canvass/sdk/client";
import { createActor, type ActorRefFrom } from "xstate";
import { readPreferences } from "../../services/preferences-read";

export type MenuActor = ActorRefFrom<typeof menuMachine>;

export type MenuSaveOutcome = { readonly type: "saved" } | { readonly type: "failed" };

export interface MenuSession {
  /** Reads the saved order (the first time) and runs the machine; again after `stop`. */
  start(): void;
  stop(): void;
  /** The default order of the operator's entries; a different one restarts the machine. */
  setDefaultOrder(order: MenuOrder): void;
  /** The current address (`menu.location`). */
  setLocation(path: string): void;
  /** The running actor, `null` until the saved order is known (render the default then). */
  readonly getActor: () => MenuActor | null;
  readonly subscribe: (listener: () => void) => () => void;
  onSaveOutcome(listener: (outcome: MenuSaveOutcome) => void): () => void;
}

type MenuClient = Pick<CanvassClient, "call">;

/** The saved order; `undefined` when there is none or it cannot be read (the default is used). */
export async function loadMenuSorting(
  client: MenuClient,
  playerId: string,
  signal?: AbortSignal,
): Promise<MenuOrder | undefined> {
  // Shared with the start-up language read; an abort only drops the answer (the caller checks).
  if (signal?.aborted === true) return undefined;
  const result = await readPreferences(client, playerId);
  return result.ok ? result.data.menu?.sorting : undefined;
}

const NOT_LOADED = Symbol("not loaded");

export function createMenuSession(client: CanvassClient, playerId: string): MenuSession {
  const machine = menuMachine.provide({ actors: createMenuActors(client, playerId) });
  const listeners = new Set<() => void>();
  const outcomeListeners = new Set<(outcome: MenuSaveOutcome) => void>();
  let saved: MenuOrder | undefined | typeof NOT_LOADED = NOT_LOADED;
  let defaultOrder: MenuOrder | null = null;
  let defaultKey = "";
  let currentPath: string | undefined;
  let collapsed = false;
  let running = false;
  let loading: AbortController | null = null;
  let actor: MenuActor | null = null;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const report = (outcome: MenuSaveOutcome) => {
    for (const listener of outcomeListeners) listener(outcome);
  };

  const retire = () => {
    if (actor === null) return;
    collapsed = actor.getSnapshot().matches("closed");
    actor.stop();
    actor = null;
  };

  /** (Re)starts the machine once everything it needs is known. */
  const launch = () => {
    if (!running || saved === NOT_LOADED || defaultOrder === null) return;
    retire();
    const next = createActor(machine, {
      input: { defaultOrder, sorting: saved, currentPath },
    });
    let wasSaving = false;
    next.subscribe((snapshot) => {
      const saving = snapshot.matches({ editing: "saving" });
      if (wasSaving && !saving) {
        if (snapshot.matches("open")) {
          saved = snapshot.context.order;
          report({ type: "saved" });
        } else if (snapshot.context.error !== null) {
          report({ type: "failed" });
        }
      }
      wasSaving = saving;
    });
    next.start();
    if (collapsed) next.send({ type: "menu.close" });
    actor = next;
    notify();
  };

  const load = () => {
    const controller = new AbortController();
    loading = controller;
    void loadMenuSorting(client, playerId, controller.signal)
      .catch(() => undefined)
      .then((sorting) => {
        if (controller.signal.aborted) return;
        loading = null;
        saved = sorting;
        launch();
      });
  };

  return {
    start() {
      if (running) return;
      running = true;
      if (saved === NOT_LOADED) load();
      else launch();
    },
    stop() {
      running = false;
      loading?.abort();
      loading = null;
      retire();
      notify();
    },
    setDefaultOrder(order) {
      const key = JSON.stringify(order);
      if (key === defaultKey) return;
      defaultKey = key;
      defaultOrder = order;
      launch();
    },
    setLocation(path) {
      currentPath = path;
      if (actor !== null && actor.getSnapshot().context.currentPath !== path) {
        actor.send({ type: "menu.location", path });
      }
    },
    getActor: () => actor,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    onSaveOutcome(listener) {
      outcomeListeners.add(listener);
      return () => {
        outcomeListeners.delete(listener);
      };
    },
  };
}
