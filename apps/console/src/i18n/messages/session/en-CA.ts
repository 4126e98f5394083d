import type { Messages } from "../../messages";

/** The sign-in pages: /login, /2fa, /reset_password (English, Canada: the source of the others). */
export const messages: Messages = {
  "session.field.clear": "Clear",
  "session.field.showPassword": "Show password",
  "session.failure.network":
    "The server could not be reached. Check your connection and try again.",
  "session.failure.timeout": "The server took too long to answer. Try again.",
  "session.failure.throttled": "Too many attempts. Wait a moment, then try again.",
  "session.failure.refused": "Sign-in was refused.",
  "session.failure.other": "Something went wrong. Try again.",
  "session.login.title": "Sign in to {product}",
  "session.login.username": "Username",
  "session.login.usernameRequired": "Enter your username.",
  "session.login.password": "Password",
  "session.login.passwordRequired": "Enter your password.",
  "session.login.submit": "Sign in",
  "session.login.forgot": "Forgot your password?",
  "session.twoFactor.title": "Two-step verification",
  "session.twoFactor.intro":
    "Enter the code from your authenticator app, or one of your recovery codes.",
  "session.twoFactor.code": "Verification code",
  "session.twoFactor.hint": "6 digits, or 8 for a recovery code.",
  "session.twoFactor.hintExpires":
    "Valid until {expiresAt, time, time}: 6 digits, or 8 for a recovery code.",
  "session.twoFactor.codeIncomplete":
    "Enter the 6-digit code from your app, or an 8-digit recovery code.",
  "session.twoFactor.submit": "Verify",
  "session.twoFactor.cancel": "Use another account",
  "session.twoFactor.over":
    "This code request can no longer be used. Sign in again to get a new one.",
  "session.twoFactor.signInAgain": "Sign in again",
  "session.reset.title": "Reset your password",
  "session.reset.intro":
    "Enter your username or email. If an account matches, we will send it a link to choose a new password.",
  "session.reset.username": "Username or email",
  "session.reset.usernameRequired": "Enter your username or email.",
  "session.reset.submit": "Send reset link",
  "session.reset.sent":
    "If an account matches “{username}”, a link to reset its password has been sent to its email address. The link works for one hour.",
  "session.reset.back": "Back to sign in",
  "session.resetComplete.title": "Choose a new password",
  "session.resetComplete.intro": "Enter your new password twice.",
  "session.resetComplete.password": "New password",
  "session.resetComplete.confirm": "Confirm password",
  "session.resetComplete.hint": "{min} to {max} characters.",
  "session.resetComplete.required": "Enter a new password.",
  "session.resetComplete.tooShort": "Use at least {min} characters.",
  "session.resetComplete.tooLong": "Use at most {max} characters.",
  "session.resetComplete.confirmRequired": "Enter the new password again.",
  "session.resetComplete.mismatch": "The two passwords do not match.",
  "session.resetComplete.submit": "Save the new password",
  "session.resetComplete.tokenInvalid":
    "This reset link is unknown, already used or expired. Ask for a new one.",
  "session.resetComplete.requestNew": "Ask for a new link",
  "session.resetComplete.done": "Your password has been changed. You can now sign in with it.",
  "session.resetComplete.signIn": "Go to sign in",
};
