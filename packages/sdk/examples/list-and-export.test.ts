// Runs the README's tool example (list-and-export.ts) as a tool would: a plain Node process that
// imports the built package by name, against the reference server on 127.0.0.1 (in memory,
// seeded). The expected users and submissions are read from the server with plain `fetch`.
//
// The server depends on the SDK, so the SDK cannot depend on the server: the test loads its build
// by name at run time, and turbo.json runs `@canvass/server#build` before this package's tests.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const exampleFile = fileURLToPath(new URL("list-and-export.ts", import.meta.url));

/** What this test uses of `@canvass/server/server`. */
interface ReferenceServer {
  readonly address: string;
  readonly logins: readonly { username: string; password: string; role: string }[];
  close(): Promise<void>;
}
interface ServerModule {
  readonly startServer: (options: Record<string, unknown>) => Promise<ReferenceServer>;
}

const SERVER_MODULE = "@canvass/server/server";
const SEEDED_SUBMISSIONS = 30;

let server: ReferenceServer;
let workDir: string;

beforeAll(async () => {
  const { startServer } = (await import(SERVER_MODULE)) as ServerModule;
  server = await startServer({
    port: 0,
    host: "127.0.0.1",
    dataDir: "memory://",
    seedAccounts: SEEDED_SUBMISSIONS,
    logger: false,
    log: () => undefined,
  });
  // Inside the package, so the script resolves `@canvass/sdk` the way an installed tool does.
  workDir = await mkdtemp(join(packageDir, ".example-run-"));
}, 120_000);

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await server.close();
});

/** The admin's answer to a GET, read with plain fetch and a hand-made Basic header. */
async function getAsAdmin(path: string, admin: { username: string; password: string }) {
  const api = `${server.address}/api`;
  const signIn = await fetch(`${api}/users/auth/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  const { token, player } = (await signIn.json()) as { token: string; player: string };
  const answer = await fetch(`${api}${path}`, {
    headers: { authorization: `Basic ${Buffer.from(`${player}:${token}`).toString("base64")}` },
  });
  expect(signIn.status).toBe(200);
  expect(answer.status).toBe(200);
  return (await answer.json()) as { Count: number; Result?: { username: string }[] };
}

describe("the README's tool example", () => {
  it("is at most 10 lines", async () => {
    const lines = (await readFile(exampleFile, "utf8")).trimEnd().split("\n");
    expect(lines.length).toBeLessThanOrEqual(10);
  });

  it("signs in, lists the users and streams every submission to a CSV file", async () => {
    const admin = server.logins.find((login) => login.role === "admin");
    if (admin === undefined) throw new Error("the server seeded no admin");
    const source = await readFile(exampleFile, "utf8");
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const script = join(workDir, "list-and-export.mjs");
    await writeFile(script, outputText);

    const { stdout } = await run(process.execPath, [script], {
      cwd: workDir,
      env: {
        ...process.env,
        CANVASS_API: `${server.address}/api`,
        CANVASS_USER: admin.username,
        CANVASS_PASSWORD: admin.password,
      },
    });

    const players = await getAsAdmin(`/players/?PageSize=1000`, admin);
    const listed = stdout.trimEnd().split("\n");
    expect(listed).toHaveLength(players.Count);
    expect(listed.map((line) => line.split(" ")[0]).sort()).toEqual(
      (players.Result ?? []).map((player) => player.username).sort(),
    );
    expect(listed).toContain(`${admin.username} admin`);

    const submissions = await getAsAdmin(`/query/accounts/?PageSize=1`, admin);
    expect(submissions.Count).toBe(SEEDED_SUBMISSIONS);
    const csv = await readFile(join(workDir, "submissions.csv"), "utf8");
    const records = csv.split("\r\n");
    expect(records.at(-1)).toBe(""); // every record ends with CRLF, the last one too
    expect(records[0]).toBe('"ID","Name","Amount","Received"');
    const rows = records.slice(1, -1);
    expect(rows).toHaveLength(SEEDED_SUBMISSIONS);
    for (const row of rows) expect(row).toMatch(/^"[^"]+","[^"]*","[^"]*","[^"]+"$/);
    expect(new Set(rows.map((row) => row.split(",")[0])).size).toBe(SEEDED_SUBMISSIONS);
  });
});
