/**
 * Runs a transaction again when PostgreSQL ended it to let a concurrent one go on (a deadlock or
 * a serialization failure: `isTransactionConflict`), up to `attempts` times in all. Any other
 * error, or the last conflict, is thrown as it came. `work` must be a whole transaction, so that
 * a conflict left nothing behind.
 */
import { isTransactionConflict } from "./errors.js";

export const CONFLICT_ATTEMPTS = 3;

export async function retryOnConflict<T>(
  work: () => Promise<T>,
  attempts: number = CONFLICT_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
    }
  }
}
