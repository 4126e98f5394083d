/**
 * SFTP delivery with the `ssh2` client (decision 0043): sign in with a password or a private key
 * (decision 0057; with its passphrase when protected, decision 0064), check the server's host key against the pinned fingerprint when one is set
 * (OpenSSH's `SHA256:<base64>` form; a mismatch fails before signing in), check that the
 * remote folder is a folder we may write to (`testSftp`: a probe file written and removed), and
 * upload a run's file as `<name>.part` renamed to `<name>` once whole, so the receiving side
 * never picks up half a file. Failures are reported in plain words (refused, timed out,
 * authentication failed, no such folder, permission denied, disk full).
 */
import { createHash, randomBytes } from "node:crypto";
import { posix } from "node:path";
import ssh2, { Client, type SFTPWrapper } from "ssh2";

export interface SftpSettings {
  readonly host: string;
  readonly port: number;
  readonly username: string;
  readonly password?: string | undefined;
  /** An OpenSSH or PEM private key. */
  readonly privateKey?: string | undefined;
  /** The passphrase of a protected `privateKey` (decision 0064). */
  readonly passphrase?: string | undefined;
  /** The pinned host key fingerprint, `SHA256:<base64>`; unset trusts any host key. */
  readonly hostKey?: string | undefined;
  readonly path: string;
}

/** OpenSSH's fingerprint of a host key: `SHA256:` and the unpadded base64 of its SHA-256. */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash("sha256").update(key).digest("base64").replace(/=+$/, "")}`;
}

/** Why a private key cannot be used, and which of the key or its passphrase is at fault. */
export interface KeyProblem {
  readonly on: "privateKey" | "passphrase";
  readonly message: string;
}

/**
 * Why a private key cannot be used with the given passphrase (decision 0064): unreadable or not
 * a private key (the key's fault), or protected and the passphrase missing or not opening it
 * (the passphrase's fault); `undefined` when it can sign in.
 */
export function privateKeyProblem(text: string, passphrase?: string): KeyProblem | undefined {
  const plain = ssh2.utils.parseKey(text);
  const parsed = passphrase === undefined ? plain : ssh2.utils.parseKey(text, passphrase);
  const isProtected = plain instanceof Error && /no passphrase given/i.test(plain.message);
  if (parsed instanceof Error) {
    if (!isProtected) return { on: "privateKey", message: "is not an OpenSSH or PEM private key" };
    return passphrase === undefined
      ? { on: "passphrase", message: "is required: this private key is protected by a passphrase" }
      : { on: "passphrase", message: "does not open this private key" };
  }
  if (!parsed.isPrivateKey()) return { on: "privateKey", message: "is not a private key" };
  return undefined;
}

function normalFingerprint(text: string): string {
  return text.replace(/=+$/, "");
}

/** How long a connection, sign-in or remote step may take. */
export const SFTP_TIMEOUT_MS = 15_000;

export class SftpError extends Error {}

function reason(error: unknown, settings: SftpSettings, seenKey?: string): string {
  if (error instanceof SftpError) return error.message;
  if (
    settings.hostKey !== undefined &&
    seenKey !== undefined &&
    normalFingerprint(settings.hostKey) !== seenKey
  ) {
    return `The host key of ${settings.host} (${seenKey}) does not match the pinned key ${settings.hostKey}.`;
  }
  const value = error as { code?: unknown; level?: unknown; message?: unknown } | null;
  const where = `${settings.host}:${String(settings.port)}`;
  if (value?.level === "client-authentication") {
    return `Authentication failed for user ${settings.username}.`;
  }
  if (value?.code === "ECONNREFUSED") return `The connection to ${where} was refused.`;
  if (value?.code === "ENOTFOUND" || value?.code === "EAI_AGAIN") {
    return `The host ${settings.host} was not found.`;
  }
  if (value?.level === "client-timeout" || value?.code === "ETIMEDOUT") {
    return `No answer from ${where} in time.`;
  }
  if (value?.code === 2) return "The remote folder or file does not exist.";
  if (value?.code === 3) return "Permission denied on the remote folder.";
  if (value?.code === 4 && typeof value.message === "string") {
    return `The SFTP server refused the write: ${value.message}`;
  }
  const text = typeof value?.message === "string" ? value.message : String(error);
  return `SFTP failed: ${text}`;
}

/**
 * Runs `work` on a signed-in SFTP session, then disconnects; failures are `SftpError`s. `seen`
 * hears the fingerprint of the host key the server presented.
 */
export async function withSftp<T>(
  settings: SftpSettings,
  work: (sftp: SFTPWrapper) => Promise<T>,
  timeoutMs = SFTP_TIMEOUT_MS,
  seen?: (fingerprint: string) => void,
): Promise<T> {
  const client = new Client();
  let seenKey: string | undefined;
  try {
    const sftp = await new Promise<SFTPWrapper>((resolve, reject) => {
      client.once("ready", () => {
        client.sftp((error, session) => {
          if (error === undefined) resolve(session);
          else reject(error);
        });
      });
      client.once("error", reject);
      client.connect({
        host: settings.host,
        port: settings.port,
        username: settings.username,
        ...(settings.password === undefined ? {} : { password: settings.password }),
        ...(settings.privateKey === undefined ? {} : { privateKey: settings.privateKey }),
        ...(settings.passphrase === undefined ? {} : { passphrase: settings.passphrase }),
        hostVerifier: (key: Buffer) => {
          seenKey = hostKeyFingerprint(key);
          seen?.(seenKey);
          return settings.hostKey === undefined || normalFingerprint(settings.hostKey) === seenKey;
        },
        readyTimeout: timeoutMs,
        tryKeyboard: false,
      });
    });
    return await work(sftp);
  } catch (error) {
    throw new SftpError(reason(error, settings, seenKey));
  } finally {
    client.end();
  }
}

const call = <T>(run: (done: (error: Error | null | undefined, value?: T) => void) => void) =>
  new Promise<T>((resolve, reject) => {
    run((error, value) => {
      if (error) reject(error);
      else resolve(value as T);
    });
  });

/**
 * Signs in, checks the folder and writes (then removes) a probe file there; `hostKey` is the
 * fingerprint of the key the server presented (to pin it), when it got that far.
 */
export async function testSftp(
  settings: SftpSettings,
): Promise<{ ok: boolean; message: string; hostKey?: string }> {
  let hostKey: string | undefined;
  const seen = (fingerprint: string) => {
    hostKey = fingerprint;
  };
  const withKey = <T extends object>(result: T) =>
    hostKey === undefined ? result : { ...result, hostKey };
  try {
    await withSftp(
      settings,
      async (sftp) => {
        const stats = await call<{ isDirectory(): boolean }>((done) => {
          sftp.stat(settings.path, done);
        });
        if (!stats.isDirectory()) throw new SftpError(`${settings.path} is not a folder.`);
        const probe = posix.join(settings.path, `.canvass-test-${randomBytes(6).toString("hex")}`);
        await call((done) => {
          sftp.writeFile(probe, "canvass", done);
        });
        await call((done) => {
          sftp.unlink(probe, done);
        });
      },
      SFTP_TIMEOUT_MS,
      seen,
    );
    return withKey({
      ok: true,
      message: `Signed in as ${settings.username} and wrote to ${settings.path}.`,
    });
  } catch (error) {
    return withKey({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
}

/** Uploads `localPath` as `<path>/<name>` (through `<name>.part`); the remote path written. */
export async function uploadToSftp(
  settings: SftpSettings,
  localPath: string,
  name: string,
): Promise<string> {
  const target = posix.join(settings.path, name);
  const part = `${target}.part`;
  await withSftp(settings, async (sftp) => {
    try {
      await call((done) => {
        sftp.fastPut(localPath, part, done);
      });
    } catch (error) {
      // Leave no half file behind on the server; the upload's own failure is the reason.
      await call((done) => {
        sftp.unlink(part, done);
      }).catch(() => undefined);
      throw error;
    }
    await call((done) => {
      sftp.rename(part, target, done);
    });
  });
  return target;
}
