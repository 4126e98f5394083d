import { startServer } from "./server.js";

const { address } = await startServer({
  port: Number(process.env.PORT ?? 8787),
  host: process.env.HOST ?? "127.0.0.1",
});
console.log(`Canvass API listening on ${address}/api`);
