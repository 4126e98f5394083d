import { closeOnSignals } from "./http/shutdown.js";
import { startServer } from "./server.js";

const { app, address } = await startServer({
  port: Number(process.env.PORT ?? 8787),
  host: process.env.HOST ?? "127.0.0.1",
});
// SIGTERM/SIGINT: finish in-flight requests, then close (a second signal exits at once).
closeOnSignals(app);
console.log(`Canvass API listening on ${address}/api`);
