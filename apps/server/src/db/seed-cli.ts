/**
 * `npm run seed -- [--accounts N] [--players N] [--seed N] [--reset] [--data-dir DIR]`: migrates
 * the database (PGlite under ./data/pglite, or DATABASE_URL) and fills it with the demo data
 * (`--players`: that many extra field users, for scale work). A database that already holds
 * data is left alone unless `--reset` is given.
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { openDatabase } from "./connect.js";
import { migrateToLatest } from "./migrations/index.js";
import { DEFAULT_ACCOUNTS, DEFAULT_SEED, isEmpty, resetDatabase, seedDemo } from "./seed/index.js";

function wholeNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text.replace(/_/g, ""));
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      accounts: { type: "string" },
      players: { type: "string" },
      seed: { type: "string" },
      reset: { type: "boolean", default: false },
      "data-dir": { type: "string" },
    },
  });
  const accounts = wholeNumber("accounts", values.accounts, DEFAULT_ACCOUNTS);
  const players = wholeNumber("players", values.players, 0);
  const seed = wholeNumber("seed", values.seed, DEFAULT_SEED);
  const handle = await openDatabase({ dataDir: values["data-dir"] });
  try {
    const started = performance.now();
    await migrateToLatest(handle.db);
    if (!(await isEmpty(handle.db))) {
      if (!values.reset) {
        console.error("seed: the database already holds data; pass --reset to replace it");
        return 1;
      }
      await resetDatabase(handle.db);
      console.log("seed: removed the existing data");
    }
    const result = await seedDemo(handle.db, {
      accounts,
      players,
      seed,
      log: (line) => {
        console.log(line);
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`seed: ${accounts} submissions on ${handle.driver} in ${seconds} s`);
    console.log(`seed: rows ${JSON.stringify(result.counts)}`);
    console.log("Demo sign-ins:");
    for (const login of result.logins) {
      const second = login.totpSecret === undefined ? "" : `  (TOTP secret ${login.totpSecret})`;
      console.log(
        `  ${login.role.padEnd(10)} ${login.username.padEnd(10)} ${login.password}${second}`,
      );
    }
    return 0;
  } finally {
    await handle.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
