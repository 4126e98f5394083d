import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./connect.js";
import { retryOnConflict } from "./conflict-retry.js";
import { isTransactionConflict, isUniqueViolation } from "./errors.js";
import { openTestDatabase } from "./testing.js";

let handle: DatabaseHandle;
let db: Kysely<unknown>;

beforeAll(async () => {
  handle = await openTestDatabase({ migrate: false });
  db = handle.db as unknown as Kysely<unknown>;
  await sql`CREATE TABLE turns (id int PRIMARY KEY, n int NOT NULL)`.execute(db);
  await sql`INSERT INTO turns VALUES (1, 0), (2, 0)`.execute(db);
}, 120_000);

afterAll(async () => {
  await handle.close();
});

const bump = (trx: Kysely<unknown>, id: number) =>
  sql`UPDATE turns SET n = n + 1 WHERE id = ${id}`.execute(trx);

describe("retryOnConflict", () => {
  it("throws any other error at once, without running the work again", async () => {
    let runs = 0;
    const failed = retryOnConflict(async () => {
      runs += 1;
      await sql`INSERT INTO turns VALUES (1, 0)`.execute(db);
    });
    await expect(failed).rejects.toSatisfy(
      (error) => isUniqueViolation(error) && !isTransactionConflict(error),
    );
    expect(runs).toBe(1);
  });

  it("runs a transaction PostgreSQL ended in a deadlock again, and both writes land", async () => {
    let runs = 0;
    if (handle.driver === "pglite") {
      // One connection: two transactions cannot hold locks at once, so none can deadlock; the
      // work runs once and answers.
      const answer = await retryOnConflict(() => {
        runs += 1;
        return db.transaction().execute((trx) => bump(trx, 1).then(() => "done"));
      });
      expect([answer, runs]).toEqual(["done", 1]);
      return;
    }
    let firstLocked!: () => void;
    let secondLocked!: () => void;
    let firstDone!: () => void;
    let secondDone!: () => void;
    const first = new Promise<void>((resolve) => (firstLocked = resolve));
    const second = new Promise<void>((resolve) => (secondLocked = resolve));
    const firstLanded = new Promise<void>((resolve) => (firstDone = resolve));
    const secondLanded = new Promise<void>((resolve) => (secondDone = resolve));
    // Each locks its own row, waits until the other holds its own, then asks for the other's. A
    // run again waits until the other has landed: started at once, it could update its own row
    // before the survivor (woken by the victim's rollback) took it, and cross the survivor again.
    const crossing = (
      own: number,
      other: number,
      locked: () => void,
      theirs: Promise<void>,
      landed: () => void,
      otherLanded: Promise<void>,
    ) =>
      retryOnConflict(() => {
        runs += 1;
        const again = runs > 2;
        return (again ? otherLanded : Promise.resolve()).then(() =>
          db.transaction().execute(async (trx) => {
            await bump(trx, own);
            locked();
            await theirs;
            await bump(trx, other);
          }),
        );
      }).then(landed);
    await Promise.all([
      crossing(1, 2, firstLocked, second, firstDone, secondLanded),
      crossing(2, 1, secondLocked, first, secondDone, firstLanded),
    ]);
    // One of them was chosen as the deadlock's victim and ran again.
    expect(runs).toBe(3);
    const { rows } = await sql<{
      id: number;
      n: number;
    }>`SELECT id, n FROM turns ORDER BY id`.execute(db);
    expect(rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  }, 30_000);
});
