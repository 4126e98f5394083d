/**
 * Injected actors whose answers a test hands out one at a time: an actor's promise waits under
 * its name until the test answers it, so every state between "called" and "answered" can be
 * checked. Used with `fromPromise(() => calls.wait("fetchUser"))` in `machine.provide`.
 */

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export type CallOutcome = { readonly value: unknown } | { readonly error: Error };

export interface PendingCalls<Name extends string> {
  /** The promise an injected actor returns; it settles when the test answers `name`. */
  wait<T>(name: Name): Promise<T>;
  /** Removes and returns the pending call of `name` (throws when there is none). */
  take(name: Name): Pending;
  /** Answers the pending call of `name`, then lets the machine take the answer (one macrotask). */
  answer(name: Name, outcome: CallOutcome): Promise<void>;
}

/** One macrotask: promise callbacks and the actor's resulting transition have run. */
export function flushMacrotask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function createPendingCalls<Name extends string>(): PendingCalls<Name> {
  const pending = new Map<Name, Pending>();
  const take = (name: Name): Pending => {
    const call = pending.get(name);
    if (call === undefined) throw new Error(`no pending ${name} call`);
    pending.delete(name);
    return call;
  };
  return {
    wait<T>(name: Name) {
      return new Promise<T>((resolve, reject) => {
        pending.set(name, {
          resolve: (value) => {
            resolve(value as T);
          },
          reject,
        });
      });
    },
    take,
    async answer(name, outcome) {
      const call = take(name);
      if ("error" in outcome) call.reject(outcome.error);
      else call.resolve(outcome.value);
      await flushMacrotask();
    },
  };
}
