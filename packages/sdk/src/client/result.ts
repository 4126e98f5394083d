import type { ClientError } from "./errors";

/** A call that answered. `stale` is set when the data is a cached copy served after a failed read. */
export interface Success<T> {
  readonly ok: true;
  readonly data: T;
  readonly stale?: true;
}

/** A call that failed; the error says where (network, timeout, aborted, http, auth). */
export interface Failure<E = ClientError> {
  readonly ok: false;
  readonly error: E;
}

/** What every client call resolves to: never a throw. */
export type Result<T, E = ClientError> = Success<T> | Failure<E>;

export function success<T>(data: T, stale = false): Success<T> {
  return stale ? { ok: true, data, stale: true } : { ok: true, data };
}

export function failure<E>(error: E): Failure<E> {
  return { ok: false, error };
}
