/**
 * SFTP delivery against a real SFTP server on 127.0.0.1 (the `ssh2` server of
 * `testing/sftp-server.ts`), over HTTP with real PGlite and the real queue (decision 0043):
 * `testExportSftp` reports success and each failure in plain words; an SFTP export's run lands
 * whole in the remote folder with the same bytes as its download; the password is never
 * returned and an update without it keeps it; a wrong password or a full disk fails the run with
 * the reason and leaves nothing behind, remote or local. Decision 0057: a private key signs in
 * (the test call and a run), is never returned, and an unusable one is a 422 naming it; a pinned
 * host key that does not match fails the test and the run before signing in.
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { sessionsByRole, type DemoRole } from "../../testing/lookups.js";
import { ed25519KeyPair, startSftpServer, type TestSftpServer } from "../../testing/sftp-server.js";

interface RunBody {
  runId: string;
  status: string;
  rows?: number;
  url?: string;
  message?: string;
}

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let dir: string;
let sftp: TestSftpServer;
let full: TestSftpServer;
/** The user's key pair the `sftp` server accepts, and one it does not. */
const userKey = ed25519KeyPair();
const strangerKey = ed25519KeyPair();
/** A well-formed fingerprint of no server here. */
const OTHER_HOST_KEY = "SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU";

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "exports-sftp-test-"));
  process.env.CANVASS_EXPORT_DIR = dir;
  [api, sftp, full] = await Promise.all([
    startTestApi({}),
    startSftpServer({ readOnly: ["/locked"], publicKey: userKey.public }),
    startSftpServer({ quotaBytes: 64 }),
  ]);
  for (const server of [sftp, full]) {
    mkdirSync(server.local("/incoming"));
    mkdirSync(server.local("/locked"));
  }
  as = await sessionsByRole(api);
}, 180_000);

afterAll(async () => {
  await api.close();
  await Promise.all([sftp.close(), full.close()]);
  await rm(dir, { recursive: true, force: true });
});

const settings = (server: TestSftpServer, change: Record<string, unknown> = {}) => ({
  host: server.host,
  port: server.port,
  username: server.username,
  password: server.password,
  path: "/incoming",
  ...change,
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  return port;
}

async function testSftp(body: Record<string, unknown>, session = as.admin) {
  return api.call<{ ok: boolean; message: string; hostKey?: string }>("testExportSftp", {
    as: session,
    body,
  });
}

async function sftpExport(description: string, server: TestSftpServer, password?: string) {
  const answer = await api.call<{ ID: string; Delivery: Record<string, unknown> }>("createExport", {
    as: as.admin,
    body: {
      Description: description,
      Format: "csv",
      Fields: [
        { type: "field", header: "ID", field: "ID" },
        { type: "set", header: "Source", value: "SFTP" },
      ],
      Delivery: {
        method: "sftp",
        sftp: settings(server, password === undefined ? {} : { password }),
      },
    },
  });
  expect(answer.status).toBe(201);
  const option = await api.call<{ ID: string }>("createExportOption", {
    as: as.admin,
    body: { ExportID: answer.body.ID, Description: "All" },
  });
  expect(option.status).toBe(201);
  return { exportId: answer.body.ID, optionId: option.body.ID, delivery: answer.body.Delivery };
}

async function runToEnd(optionId: string): Promise<RunBody> {
  const started = await api.call<RunBody>("runExportOption", {
    as: as.admin,
    path: { id: optionId },
  });
  expect(started.status).toBe(202);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const runs = await api.call<{ Result: RunBody[] }>("listExportOptionRuns", {
      as: as.admin,
      path: { id: optionId },
    });
    const run = runs.body.Result.find((item) => item.runId === started.body.runId);
    if (run !== undefined && (run.status === "done" || run.status === "failed")) return run;
    if (Date.now() > deadline) throw new Error("the run did not finish");
    await sleep(200);
  }
}

describe("testExportSftp", () => {
  it("signs in, writes a probe file and leaves the folder as it was", async () => {
    const answer = await testSftp(settings(sftp));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ok: true,
      message: `Signed in as ${sftp.username} and wrote to /incoming.`,
      hostKey: sftp.hostKeyFingerprint,
    });
    expect(readdirSync(sftp.local("/incoming"))).toEqual([]);
  });

  it("says why it failed: password, permission, missing folder, refused connection", async () => {
    const wrong = await testSftp(settings(sftp, { password: "not-it" }));
    expect(wrong.body).toEqual({
      ok: false,
      message: `Authentication failed for user ${sftp.username}.`,
      hostKey: sftp.hostKeyFingerprint,
    });
    const locked = await testSftp(settings(sftp, { path: "/locked" }));
    expect(locked.body).toEqual({
      ok: false,
      message: "Permission denied on the remote folder.",
      hostKey: sftp.hostKeyFingerprint,
    });
    const missing = await testSftp(settings(sftp, { path: "/nowhere" }));
    expect(missing.body).toEqual({
      ok: false,
      message: "The remote folder or file does not exist.",
      hostKey: sftp.hostKeyFingerprint,
    });
    const port = await closedPort();
    const refused = await testSftp(settings(sftp, { port }));
    expect(refused.body).toEqual({
      ok: false,
      message: `The connection to 127.0.0.1:${String(port)} was refused.`,
    });
  });

  it("is admin only, and a bad body is a 400 naming nothing stored", async () => {
    for (const role of ["manager", "rep", "client"] as const) {
      const answer = await testSftp(settings(sftp), as[role]);
      expect(answer.status, role).toBe(403);
    }
    const bad = await api.call("testExportSftp", {
      as: as.admin,
      body: { host: "127.0.0.1", username: "x", path: "incoming" },
      unchecked: true,
    });
    expect([400, 422]).toContain(bad.status);
  });
});

describe("SFTP delivery", () => {
  it("uploads the whole file, the same bytes as the download, and never returns the password", async () => {
    const { exportId, optionId, delivery } = await sftpExport("SFTP nightly", sftp, sftp.password);
    expect(JSON.stringify(delivery)).not.toContain(sftp.password);
    expect(JSON.stringify(delivery)).not.toContain("passwordSealed");
    const run = await runToEnd(optionId);
    expect(run.status).toBe("done");
    const remote = readdirSync(sftp.local("/incoming"));
    expect(remote).toEqual([`${run.runId}.csv`]);
    const uploaded = readFileSync(sftp.local(`/incoming/${run.runId}.csv`), "utf8");
    const download = await api.call<string>("downloadExport", {
      as: as.admin,
      body: { url: run.url },
    });
    expect(download.status).toBe(200);
    expect(uploaded).toBe(download.body);
    expect(uploaded.startsWith('"ID","Source"\r\n')).toBe(true);
    expect(uploaded.trimEnd().split("\r\n")).toHaveLength((run.rows ?? -1) + 1);

    // an update without the password keeps the stored one: the next run is delivered too
    const renamed = await api.call("updateExport", {
      as: as.admin,
      path: { id: exportId },
      body: { Delivery: { method: "sftp", sftp: { ...settings(sftp), password: undefined } } },
    });
    expect(renamed.status).toBe(200);
    const again = await runToEnd(optionId);
    expect(again.status).toBe("done");
    expect(readdirSync(sftp.local("/incoming")).sort()).toEqual(
      [`${run.runId}.csv`, `${again.runId}.csv`].sort(),
    );
  });

  it("fails a run on a wrong password or a full disk with the reason, leaving no file", async () => {
    const before = readdirSync(sftp.local("/incoming")).length;
    const wrong = await sftpExport("SFTP wrong password", sftp, "not-it");
    const failed = await runToEnd(wrong.optionId);
    expect(failed.status).toBe("failed");
    expect(failed.message).toBe(`Authentication failed for user ${sftp.username}.`);
    expect(failed.url).toBeUndefined();
    expect(readdirSync(sftp.local("/incoming"))).toHaveLength(before);

    const disk = await sftpExport("SFTP full disk", full, full.password);
    const refused = await runToEnd(disk.optionId);
    expect(refused.status).toBe("failed");
    expect(refused.message).toBe("The SFTP server refused the write: No space left on device");
    expect(refused.url).toBeUndefined();
    expect(readdirSync(full.local("/incoming")).filter((name) => !name.endsWith(".part"))).toEqual(
      [],
    );
    expect(readdirSync(dir).filter((name) => name.startsWith(refused.runId))).toEqual([]);
  });
});

describe("mark as exported", () => {
  /** The IDs (first column) of a delivered CSV, without its header. */
  const deliveredIds = (server: TestSftpServer, runId: string) =>
    readFileSync(server.local(`/incoming/${runId}.csv`), "utf8")
      .split("\r\n")
      .slice(1)
      .filter((line) => line !== "")
      .map((line) => line.split(",")[0]?.replace(/"/g, "") ?? "");

  it("marks what a delivered run wrote, so the next run writes only the rest; SFTP down, a wrong password or a full disk marks nothing", async () => {
    const all = (
      await api.handle.db.selectFrom("accounts").select("id").orderBy("id").execute()
    ).map((row) => row.id);
    expect(all.length).toBeGreaterThan(10);
    const { exportId } = await sftpExport("Marked", sftp);
    const created = await api.call<{ ID: string; MarkExported: boolean }>("createExportOption", {
      as: as.admin,
      body: { ExportID: exportId, Description: "Marked nightly", MarkExported: true },
    });
    expect(created.status).toBe(201);
    expect(created.body.MarkExported).toBe(true);
    const marked = created.body.ID;
    const deliverTo = async (sftpSettings: Record<string, unknown>) => {
      const answer = await api.call("updateExport", {
        as: as.admin,
        path: { id: exportId },
        body: { Delivery: { method: "sftp", sftp: sftpSettings } },
      });
      expect(answer.status).toBe(200);
    };

    // Every failed delivery wrote the rows locally first, then failed: nothing is marked.
    await deliverTo(settings(sftp, { port: await closedPort() }));
    const down = await runToEnd(marked);
    expect(down.status).toBe("failed");
    await deliverTo(settings(sftp, { password: "not-it" }));
    expect((await runToEnd(marked)).message).toBe(
      `Authentication failed for user ${sftp.username}.`,
    );
    await deliverTo(settings(full));
    expect((await runToEnd(marked)).message).toBe(
      "The SFTP server refused the write: No space left on device",
    );

    await deliverTo(settings(sftp));
    const first = await runToEnd(marked);
    expect(first).toMatchObject({ status: "done", rows: all.length });
    expect(deliveredIds(sftp, first.runId).sort()).toEqual(all);

    // The next run has nothing left to write; a submission without a mark (as a new one) is
    // the only row of the one after it.
    const second = await runToEnd(marked);
    expect(second).toMatchObject({ status: "done", rows: 0 });
    expect(deliveredIds(sftp, second.runId)).toEqual([]);
    const newest = all[0] ?? "";
    await api.handle.db.deleteFrom("export_marks").where("account", "=", newest).execute();
    const third = await runToEnd(marked);
    expect(third).toMatchObject({ status: "done", rows: 1 });
    expect(deliveredIds(sftp, third.runId)).toEqual([newest]);

    // Marks are per instance; turning the flag off writes everything again.
    const other = await api.call<{ ID: string; MarkExported: boolean }>("createExportOption", {
      as: as.admin,
      body: { ExportID: exportId, Description: "Unmarked" },
    });
    expect(other.body.MarkExported).toBe(false);
    expect(await runToEnd(other.body.ID)).toMatchObject({ status: "done", rows: all.length });
    const off = await api.call<{ MarkExported: boolean }>("updateExportOption", {
      as: as.admin,
      path: { id: marked },
      body: { MarkExported: false },
    });
    expect(off.body.MarkExported).toBe(false);
    expect(await runToEnd(marked)).toMatchObject({ status: "done", rows: all.length });
  });
});

describe("private keys and pinned host keys (decision 0057)", () => {
  const keyOnly = (change: Record<string, unknown> = {}) => {
    return { ...settings(sftp, change), password: undefined, privateKey: userKey.private };
  };

  it("the test call signs in with a key alone, and with the pinned host key", async () => {
    const signedIn = await testSftp(keyOnly());
    expect(signedIn.body).toEqual({
      ok: true,
      message: `Signed in as ${sftp.username} and wrote to /incoming.`,
      hostKey: sftp.hostKeyFingerprint,
    });
    const pinned = await testSftp(keyOnly({ hostKey: sftp.hostKeyFingerprint }));
    expect(pinned.body.ok).toBe(true);
    const stranger = await testSftp({ ...keyOnly(), privateKey: strangerKey.private });
    expect(stranger.body).toMatchObject({
      ok: false,
      message: `Authentication failed for user ${sftp.username}.`,
    });
  });

  it("the test call refuses another host key before signing in", async () => {
    const answer = await testSftp(settings(sftp, { hostKey: OTHER_HOST_KEY }));
    expect(answer.body).toEqual({
      ok: false,
      message: `The host key of 127.0.0.1 (${sftp.hostKeyFingerprint}) does not match the pinned key ${OTHER_HOST_KEY}.`,
      hostKey: sftp.hostKeyFingerprint,
    });
    expect(
      readdirSync(sftp.local("/incoming")).filter((name) => name.startsWith(".canvass")),
    ).toEqual([]);
  });

  it("neither a password nor a key, or an unusable key, is a 422 naming the field", async () => {
    const noSecret = { ...settings(sftp), password: undefined };
    const neither = await api.call<{ errors?: { field: string }[] }>("testExportSftp", {
      as: as.admin,
      body: noSecret,
    });
    expect(neither.status).toBe(422);
    expect(neither.body.errors?.map((error) => error.field)).toEqual(["/password"]);
    const garbage =
      "-----BEGIN OPENSSH PRIVATE KEY-----\nbm90IGEga2V5\n-----END OPENSSH PRIVATE KEY-----\n";
    const unreadable = await api.call<{ errors?: { field: string }[] }>("testExportSftp", {
      as: as.admin,
      body: { ...noSecret, privateKey: garbage },
    });
    expect(unreadable.status).toBe(422);
    expect(unreadable.body.errors?.map((error) => error.field)).toEqual(["/privateKey"]);

    const before = await api.handle.db.selectFrom("exports").select("id").execute();
    const saved = await api.call<{ errors?: { field: string }[] }>("createExport", {
      as: as.admin,
      body: {
        Description: "SFTP bad key",
        Format: "csv",
        Fields: [{ type: "field", header: "ID", field: "ID" }],
        Delivery: { method: "sftp", sftp: { ...noSecret, privateKey: garbage } },
      },
    });
    expect(saved.status).toBe(422);
    expect(saved.body.errors?.map((error) => error.field)).toEqual(["/Delivery/sftp/privateKey"]);
    expect(await api.handle.db.selectFrom("exports").select("id").execute()).toHaveLength(
      before.length,
    );
  });

  it("a run delivers with the stored key and the pinned host key; another host key fails it with nothing left", async () => {
    const created = await api.call<{ ID: string; Delivery: Record<string, unknown> }>(
      "createExport",
      {
        as: as.admin,
        body: {
          Description: "SFTP by key",
          Format: "csv",
          Fields: [{ type: "field", header: "ID", field: "ID" }],
          Delivery: { method: "sftp", sftp: keyOnly({ hostKey: sftp.hostKeyFingerprint }) },
        },
      },
    );
    expect(created.status).toBe(201);
    const shown = JSON.stringify(created.body.Delivery);
    expect(shown).not.toContain("PRIVATE KEY");
    expect(shown).not.toContain("privateKey");
    expect(created.body.Delivery).toMatchObject({
      sftp: { hostKey: sftp.hostKeyFingerprint },
    });
    const option = await api.call<{ ID: string }>("createExportOption", {
      as: as.admin,
      body: { ExportID: created.body.ID, Description: "By key" },
    });
    const run = await runToEnd(option.body.ID);
    expect(run.status).toBe("done");
    const delivered = readFileSync(sftp.local(`/incoming/${run.runId}.csv`), "utf8");
    expect(delivered.trimEnd().split("\r\n")).toHaveLength((run.rows ?? -1) + 1);

    // The same export pinned to another host key: the key stays stored, the run fails.
    const repinned = await api.call("updateExport", {
      as: as.admin,
      path: { id: created.body.ID },
      body: {
        Delivery: {
          method: "sftp",
          sftp: { ...keyOnly({ hostKey: OTHER_HOST_KEY }), privateKey: undefined },
        },
      },
    });
    expect(repinned.status).toBe(200);
    const before = readdirSync(sftp.local("/incoming")).length;
    const refused = await runToEnd(option.body.ID);
    expect(refused.status).toBe("failed");
    expect(refused.message).toBe(
      `The host key of 127.0.0.1 (${sftp.hostKeyFingerprint}) does not match the pinned key ${OTHER_HOST_KEY}.`,
    );
    expect(readdirSync(sftp.local("/incoming"))).toHaveLength(before);
    expect(readdirSync(dir).filter((name) => name.startsWith(refused.runId))).toEqual([]);

    // Pinned back to the server's key: the stored private key still signs in.
    await api.call("updateExport", {
      as: as.admin,
      path: { id: created.body.ID },
      body: {
        Delivery: {
          method: "sftp",
          sftp: { ...keyOnly({ hostKey: sftp.hostKeyFingerprint }), privateKey: undefined },
        },
      },
    });
    expect((await runToEnd(option.body.ID)).status).toBe("done");
  });
});

describe("private keys with a passphrase (decision 0064)", () => {
  const passphrase = "correct horse battery staple";
  const lockedKey = ed25519KeyPair({
    passphrase,
    cipher: "aes256-ctr",
    rounds: 4,
  });
  let keyed: TestSftpServer;

  beforeAll(async () => {
    keyed = await startSftpServer({ publicKey: lockedKey.public });
    mkdirSync(keyed.local("/incoming"));
  });

  afterAll(async () => {
    await keyed.close();
  });

  const byLockedKey = (change: Record<string, unknown> = {}) => ({
    ...settings(keyed),
    password: undefined,
    privateKey: lockedKey.private,
    privateKeyPassphrase: passphrase,
    ...change,
  });

  const fieldsOf = (answer: { body: { errors?: { field: string }[] } }) =>
    answer.body.errors?.map((error) => error.field);

  it("the test call signs in with the key and its passphrase; missing, wrong or key-less passphrases are 422s naming it", async () => {
    const signedIn = await testSftp(byLockedKey());
    expect(signedIn.body).toMatchObject({
      ok: true,
      message: `Signed in as ${keyed.username} and wrote to /incoming.`,
    });
    for (const body of [
      byLockedKey({ privateKeyPassphrase: undefined }),
      byLockedKey({ privateKeyPassphrase: "wrong passphrase" }),
      byLockedKey({ privateKey: undefined }),
    ]) {
      const refused = await api.call<{ errors?: { field: string }[] }>("testExportSftp", {
        as: as.admin,
        body,
      });
      expect(refused.status).toBe(422);
      expect(fieldsOf(refused)).toEqual(["/privateKeyPassphrase"]);
    }
  });

  it("a run delivers with the stored key and passphrase, never returned and kept on update; a missing or wrong passphrase saves nothing", async () => {
    const before = await api.handle.db.selectFrom("exports").select("id").execute();
    for (const sftpSettings of [
      byLockedKey({ privateKeyPassphrase: undefined }),
      byLockedKey({ privateKeyPassphrase: "wrong passphrase" }),
    ]) {
      const refused = await api.call<{ errors?: { field: string }[] }>("createExport", {
        as: as.admin,
        body: {
          Description: "SFTP locked key refused",
          Format: "csv",
          Fields: [{ type: "field", header: "ID", field: "ID" }],
          Delivery: { method: "sftp", sftp: sftpSettings },
        },
      });
      expect(refused.status).toBe(422);
      expect(fieldsOf(refused)).toEqual(["/Delivery/sftp/privateKeyPassphrase"]);
    }
    expect(await api.handle.db.selectFrom("exports").select("id").execute()).toHaveLength(
      before.length,
    );

    const created = await api.call<{ ID: string; Delivery: Record<string, unknown> }>(
      "createExport",
      {
        as: as.admin,
        body: {
          Description: "SFTP by locked key",
          Format: "csv",
          Fields: [{ type: "field", header: "ID", field: "ID" }],
          Delivery: { method: "sftp", sftp: byLockedKey() },
        },
      },
    );
    expect(created.status).toBe(201);
    const shown = JSON.stringify(created.body.Delivery);
    expect(shown).not.toContain(passphrase);
    expect(shown).not.toContain("assphrase");
    const stored = await api.handle.db
      .selectFrom("exports")
      .select("delivery")
      .where("id", "=", created.body.ID)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.delivery)).not.toContain(passphrase);
    const option = await api.call<{ ID: string }>("createExportOption", {
      as: as.admin,
      body: { ExportID: created.body.ID, Description: "By locked key" },
    });
    const run = await runToEnd(option.body.ID);
    expect(run.status).toBe("done");
    const delivered = readFileSync(keyed.local(`/incoming/${run.runId}.csv`), "utf8");
    expect(delivered.trimEnd().split("\r\n")).toHaveLength((run.rows ?? -1) + 1);

    // An update naming neither keeps both; a wrong passphrase alone is checked against the stored key.
    const kept = await api.call("updateExport", {
      as: as.admin,
      path: { id: created.body.ID },
      body: {
        Delivery: {
          method: "sftp",
          sftp: byLockedKey({ privateKey: undefined, privateKeyPassphrase: undefined }),
        },
      },
    });
    expect(kept.status).toBe(200);
    const wrong = await api.call<{ errors?: { field: string }[] }>("updateExport", {
      as: as.admin,
      path: { id: created.body.ID },
      body: {
        Delivery: {
          method: "sftp",
          sftp: byLockedKey({ privateKey: undefined, privateKeyPassphrase: "wrong passphrase" }),
        },
      },
    });
    expect(wrong.status).toBe(422);
    expect(fieldsOf(wrong)).toEqual(["/Delivery/sftp/privateKeyPassphrase"]);
    expect((await runToEnd(option.body.ID)).status).toBe("done");
  });
});
