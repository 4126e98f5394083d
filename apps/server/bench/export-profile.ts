/**
 * `npm run bench:exports:profile -w @canvass/server` (decision 0057): where a CSV export's time
 * goes, stage by stage, over the newest `BENCH_PROFILE_ROWS` submissions (default 200 000) of
 * the bench database with the bench's 20 columns, for each chunk size of `BENCH_PROFILE_CHUNKS`
 * (default `5000,20000`). Each stage adds one step to the one before: (1) the database builds
 * the chunks' texts, (2) they are split into rows of typed values, (3) the columns are applied,
 * (4) CSV lines are built (nothing is written to disk). Figures are the process's CPU time
 * (user + system; PGlite runs inside the process), so they do not depend on the machine's load,
 * beside the wall time.
 */
import { compileExportRowAt, csvLine } from "@canvass/sdk/exports";
import { loadavg } from "node:os";
import { ACCOUNT_LIST } from "../src/resources/accounts/account-fields.js";
import { listConditions } from "../src/resources/accounts/list-query.js";
import { rowScope } from "../src/resources/accounts/row-scope.js";
import { chunkTexts, decodeChunk, fieldNames } from "../src/resources/exports/export-reader.js";
import { sourceQuery } from "../src/resources/exports/export-source.js";
import { principalOfPlayer } from "../src/resources/exports/run-principal.js";
import { createServerDeps } from "../src/services.js";
import { benchConfig } from "./bench-config.js";
import { openBenchDatabase } from "./bench-database.js";
import { BENCH_USER } from "./bench-session.js";
import { BENCH_EXPORT_FIELDS } from "./export-columns.js";

const log = (line: string): void => {
  console.log(line);
};

async function main(): Promise<void> {
  const config = benchConfig();
  const limit = Number(process.env.BENCH_PROFILE_ROWS ?? "200000");
  const sizes = (process.env.BENCH_PROFILE_CHUNKS ?? "5000,20000").split(",").map(Number);
  const handle = await openBenchDatabase(config, log);
  try {
    const deps = await createServerDeps({
      db: handle.db,
      driver: handle.driver,
      executeSql: handle.executeSql,
      jobWorkers: 1,
    });
    const admin = await deps.db
      .selectFrom("players")
      .select("id")
      .where("username", "=", BENCH_USER.username)
      .executeTakeFirstOrThrow();
    const principal = await principalOfPlayer(deps, admin.id);
    if (principal === undefined) throw new Error("no bench admin");
    const request = sourceQuery(BENCH_EXPORT_FIELDS, [], {}, principal);
    const conditions = listConditions(ACCOUNT_LIST, request, await rowScope(deps.db, principal));
    const writeRow = compileExportRowAt(BENCH_EXPORT_FIELDS, fieldNames(request));
    const stages = ["sql text", "+ split and type", "+ columns", "+ csv lines"] as const;
    for (const size of sizes) {
      let previous = 0;
      for (let stage = 0; stage < stages.length; stage += 1) {
        global.gc?.();
        const cpuBefore = process.cpuUsage();
        const started = performance.now();
        let rows = 0;
        let bytes = 0;
        for await (const parts of chunkTexts(deps.db, request, conditions, size)) {
          if (stage === 0) {
            rows += size;
            bytes += parts.reduce((sum, body) => sum + body.length, 0);
          } else {
            const chunk = decodeChunk(request, parts);
            rows += chunk.rows.length;
            if (stage >= 2) {
              let text = "";
              for (const row of chunk.rows) {
                const values = writeRow(row);
                if (stage >= 3) text += csvLine(values);
              }
              bytes += text.length;
            }
          }
          if (rows >= limit) break;
        }
        const cpu = process.cpuUsage(cpuBefore);
        const cpuSeconds = (cpu.user + cpu.system) / 1e6;
        const wall = (performance.now() - started) / 1000;
        const perRow = (cpuSeconds / rows) * 1e6;
        log(
          `chunk ${String(size)}, ${stages[stage] ?? ""}: ${String(rows)} rows, ` +
            `${cpuSeconds.toFixed(2)} CPU s (${perRow.toFixed(2)} µs/row, +${(perRow - previous).toFixed(2)}), ` +
            `${(rows / cpuSeconds).toFixed(0)} rows per CPU s, wall ${wall.toFixed(2)} s, ` +
            `${String(bytes)} chars; load ${loadavg()[0]?.toFixed(1) ?? "?"}`,
        );
        previous = perRow;
      }
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
