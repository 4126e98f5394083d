import { benchConfig } from "./dist/bench/bench-config.js";
import { openBenchDatabase } from "./dist/bench/bench-database.js";
const handle = await openBenchDatabase(benchConfig(), (line) => console.log(line));
await handle.close();
console.log("seeded");
