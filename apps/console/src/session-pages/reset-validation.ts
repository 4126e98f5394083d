/**
 * The checks of the "choose a new password" form, made before anything is sent: the limits of
 * the contract's `PasswordResetCompletion` (generated into the SDK's `schemaLimits`), and the
 * confirmation must match. The server checks again and may refuse a password for its own reasons.
 */
import { fieldLimits, limitPattern } from "@canvass/sdk/contract";

const PASSWORD = fieldLimits("PasswordResetCompletion", "password");
const TOKEN = fieldLimits("PasswordResetCompletion", "token");

export const NEW_PASSWORD_MIN_LENGTH = PASSWORD.minLength ?? 1;
export const NEW_PASSWORD_MAX_LENGTH = PASSWORD.maxLength ?? Infinity;

/** The contract's shape of a reset token (`PasswordResetCompletion.token`). */
const RESET_TOKEN_PATTERN = limitPattern(TOKEN);
const RESET_TOKEN_LENGTH = { min: TOKEN.minLength ?? 1, max: TOKEN.maxLength ?? Infinity };

export type PasswordProblem =
  | "session.resetComplete.required"
  | "session.resetComplete.tooShort"
  | "session.resetComplete.tooLong";

export type ConfirmProblem =
  "session.resetComplete.confirmRequired" | "session.resetComplete.mismatch";

export interface NewPasswordProblems {
  readonly password?: PasswordProblem;
  readonly confirm?: ConfirmProblem;
}

export interface NewPasswordInput {
  readonly password: string;
  readonly confirm: string;
}

/** The problems of the form's values; an empty object when it may be sent. */
export function validateNewPassword({ password, confirm }: NewPasswordInput): NewPasswordProblems {
  // Code points, not UTF-16 units, as the server's JSON Schema check counts them.
  const length = Array.from(password).length;
  const passwordProblem: PasswordProblem | undefined =
    length === 0
      ? "session.resetComplete.required"
      : length < NEW_PASSWORD_MIN_LENGTH
        ? "session.resetComplete.tooShort"
        : length > NEW_PASSWORD_MAX_LENGTH
          ? "session.resetComplete.tooLong"
          : undefined;
  const confirmProblem: ConfirmProblem | undefined =
    confirm === ""
      ? "session.resetComplete.confirmRequired"
      : confirm !== password
        ? "session.resetComplete.mismatch"
        : undefined;
  return {
    ...(passwordProblem === undefined ? {} : { password: passwordProblem }),
    ...(confirmProblem === undefined ? {} : { confirm: confirmProblem }),
  };
}

export function hasProblems(problems: NewPasswordProblems): boolean {
  return problems.password !== undefined || problems.confirm !== undefined;
}

/**
 * The reset link's token from the page's query: `null` without one (the request form shows),
 * `"malformed"` when it cannot be a token (a link cut short in a mail client).
 */
export function resetTokenOf(search: URLSearchParams): { token: string } | "malformed" | null {
  const token = search.get("token");
  if (token === null) return null;
  const trimmed = token.trim();
  const fits =
    trimmed.length >= RESET_TOKEN_LENGTH.min &&
    trimmed.length <= RESET_TOKEN_LENGTH.max &&
    RESET_TOKEN_PATTERN?.test(trimmed) !== false;
  return fits ? { token: trimmed } : "malformed";
}
