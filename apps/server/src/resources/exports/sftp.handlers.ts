/**
 * `testExportSftp` (decision 0043): signs in to the SFTP server with the given settings, checks
 * that `path` is a folder it may write to (a probe file written and removed) and disconnects.
 * Nothing is stored. A failed connection is a 200 with `ok: false` and the reason. Admin only
 * (UpdateExports, not `nocreateexports`).
 */
import { principalOf, requireRule } from "../../auth/index.js";
import type { HandlerMap } from "../../http/index.js";
import { testSftp } from "./sftp-client.js";

const MESSAGE_MAX = 2000;

export function sftpHandlers(): HandlerMap {
  return {
    testExportSftp: async (ctx) => {
      requireRule(principalOf(ctx), "exports", "update", "UpdateExports");
      const body = ctx.body;
      const result = await testSftp({
        host: body.host,
        port: body.port,
        username: body.username,
        password: body.password,
        path: body.path,
      });
      return {
        status: 200,
        body: { ok: result.ok, message: result.message.slice(0, MESSAGE_MAX) },
      };
    },
  };
}
