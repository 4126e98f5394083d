import { buildApp } from "./app.js";
import { loadContract } from "./contract.js";

const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? "127.0.0.1";

const app = buildApp({ contract: await loadContract(), logger: true });
await app.listen({ port, host });
console.log(`Canvass API listening on http://${host}:${port}/api`);
