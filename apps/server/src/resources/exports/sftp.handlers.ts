/**
 * `testExportSftp` (decision 0043): signs in to the SFTP server with the given settings (a
 * password, a private key or both; the pinned host key checked first, decision 0057), checks
 * that `path` is a folder it may write to (a probe file written and removed) and disconnects.
 * Nothing is stored. A failed connection is a 200 with `ok: false`, the reason and the host
 * key's fingerprint when the server was reached. Neither a password nor a key, or a key that
 * cannot be used (unreadable, or its passphrase missing or wrong: decision 0064), is a 422
 * naming the field. Admin only (UpdateExports, not `nocreateexports`).
 */
import { principalOf, requireRule } from "../../auth/index.js";
import { unprocessable, type HandlerMap } from "../../http/index.js";
import { privateKeyProblem, testSftp } from "./sftp-client.js";

/**
 * A 422 naming the key (`base` + `privateKey`) or its passphrase (`base` +
 * `privateKeyPassphrase`) when the key cannot be used with that passphrase (decision 0064).
 */
export function requireUsableKey(
  privateKey: string,
  passphrase: string | undefined,
  base: string,
): void {
  const problem = privateKeyProblem(privateKey, passphrase);
  if (problem === undefined) return;
  const field = `${base}${problem.on === "passphrase" ? "privateKeyPassphrase" : "privateKey"}`;
  throw unprocessable("This SFTP private key cannot be used.", [
    { field, message: problem.message, code: problem.on === "passphrase" ? "invalid" : "format" },
  ]);
}

/** A 422 naming the passphrase given with no key to open. */
export function passphraseWithoutKey(field: string) {
  return unprocessable("A passphrase needs the private key it opens.", [
    { field, message: "is given without a privateKey", code: "required" },
  ]);
}

const MESSAGE_MAX = 2000;

export function sftpHandlers(): HandlerMap {
  return {
    testExportSftp: async (ctx) => {
      requireRule(principalOf(ctx), "exports", "update", "UpdateExports");
      const body = ctx.body;
      if (body.privateKey === undefined && body.privateKeyPassphrase !== undefined) {
        throw passphraseWithoutKey("/privateKeyPassphrase");
      }
      if (body.password === undefined && body.privateKey === undefined) {
        throw unprocessable("Give a password or a private key to sign in with.", [
          { field: "/password", message: "is required without a privateKey", code: "required" },
        ]);
      }
      if (body.privateKey !== undefined) {
        requireUsableKey(body.privateKey, body.privateKeyPassphrase, "/");
      }
      const result = await testSftp({
        host: body.host,
        port: body.port,
        username: body.username,
        password: body.password,
        privateKey: body.privateKey,
        passphrase: body.privateKeyPassphrase,
        hostKey: body.hostKey,
        path: body.path,
      });
      return {
        status: 200,
        body: {
          ok: result.ok,
          message: result.message.slice(0, MESSAGE_MAX),
          ...(result.hostKey === undefined ? {} : { hostKey: result.hostKey }),
        },
      };
    },
  };
}
