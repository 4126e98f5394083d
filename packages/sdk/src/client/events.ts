import type { OperationDescriptor } from "../contract/operation-descriptor";
import type { CanvassErrorKind } from "./errors";

/** Sent before a call goes out. Never carries headers or bodies. */
export interface RequestEvent {
  readonly operationId: string;
  readonly method: OperationDescriptor["method"];
  readonly path: string;
}

/** Sent when a call settles, whatever the outcome. */
export interface ResponseEvent extends RequestEvent {
  readonly ok: boolean;
  /** The HTTP status, when the server answered. */
  readonly status?: number;
  readonly stale?: true;
  readonly errorKind?: CanvassErrorKind;
  readonly durationMs: number;
}

/** Sent on the 4th consecutive 401: the session is gone and the app should sign out. */
export interface ForcedLogoutEvent {
  readonly consecutiveUnauthorized: number;
}

/** The events a client emits, by name. */
export interface ClientEvents {
  request: RequestEvent;
  response: ResponseEvent;
  forcedLogout: ForcedLogoutEvent;
}

export type ClientEventName = keyof ClientEvents;
export type Listener<T> = (event: T) => void;
/** Call it to stop listening. */
export type Unsubscribe = () => void;

export interface Emitter<Events> {
  on<Name extends keyof Events>(name: Name, listener: Listener<Events[Name]>): Unsubscribe;
  emit<Name extends keyof Events>(name: Name, event: Events[Name]): void;
}

/**
 * A tiny typed event emitter. A listener that throws is reported through `onListenerError` and
 * never breaks the call that emitted.
 */
export function createEmitter<Events>(onListenerError: (error: unknown) => void): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set<Listener<never>>();
      listeners.set(name, set);
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    emit(name, event) {
      const set = listeners.get(name);
      if (!set) return;
      for (const listener of [...set] as Listener<typeof event>[]) {
        try {
          listener(event);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
