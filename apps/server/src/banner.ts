/** What the server prints when it is up: where to go and the demo sign-ins. */
import type { RunningServer } from "./server.js";

export function startBanner(server: RunningServer, location: string): string {
  const width = Math.max(...server.logins.map((login) => login.username.length), 8);
  const logins = server.logins.map((login) => {
    const extra = login.totpSecret === undefined ? "" : `  (2FA: TOTP secret ${login.totpSecret})`;
    return `      ${login.username.padEnd(width)}  ${login.password}${extra}`;
  });
  return [
    "",
    "  Canvass is running",
    server.servesConsole
      ? `    console   ${server.address}/`
      : "    console   not built here (npm start builds it; npm run dev serves it with vite)",
    `    API       ${server.address}/api  (contract: ${server.address}/api/openapi.json)`,
    `    database  ${location}${server.seeded ? " — demo data created on this start" : ""}`,
    ...(server.bounceReceiver === undefined
      ? []
      : [
          `    bounces   smtp://${server.bounceReceiver.host}:${String(server.bounceReceiver.port)} (delivery reports)`,
        ]),
    "    demo logins (username  password):",
    ...logins,
    "  Ctrl+C stops it.",
    "",
  ].join("\n");
}
