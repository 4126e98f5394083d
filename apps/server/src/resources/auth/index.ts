/**
 * The handlers of the auth area (issue #4): sign-in and its second step, sign-out, password
 * reset, password changes, the username/e-mail existence check and the two-factor setting.
 */
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { completePasswordReset, requestPasswordReset } from "./password-reset.js";
import { changeOwnPassword, updatePlayerPassword } from "./passwords.js";
import { signIn } from "./sign-in.js";
import { signOut } from "./sign-out.js";
import { setPlayerTwoFactor } from "./two-factor-setting.js";
import { checkUserExists } from "./user-exists.js";
import { verifyTwoFactor } from "./verify-two-factor.js";

export function authHandlers(deps: ServerDeps): HandlerMap {
  return {
    signIn: signIn(deps),
    verifyTwoFactor: verifyTwoFactor(deps),
    signOut: signOut(deps),
    requestPasswordReset: requestPasswordReset(deps),
    changeOwnPassword: changeOwnPassword(deps),
    updatePlayerPassword: updatePlayerPassword(deps),
    checkUserExists: checkUserExists(deps),
    completePasswordReset: completePasswordReset(deps),
    setPlayerTwoFactor: setPlayerTwoFactor(deps),
  };
}
