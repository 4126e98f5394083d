/**
 * What each page shows of the sign-in machine's snapshot (snapshot → view model), so the pages
 * only render. A failure shows only on the step it came from.
 */
import type { SignInFailure, SignInStep } from "@canvass/machines";
import type { SignInSnapshot } from "./sign-in-flow";

function failureOf(snapshot: SignInSnapshot, step: SignInStep): SignInFailure | null {
  const { failure } = snapshot.context;
  return failure?.step === step ? failure : null;
}

export interface CredentialsView {
  readonly username: string;
  readonly password: string;
  /** The credentials are being checked, or the sign-in is being completed. */
  readonly busy: boolean;
  readonly failure: SignInFailure | null;
}

export function selectCredentialsView(snapshot: SignInSnapshot): CredentialsView {
  return {
    username: snapshot.context.username,
    password: snapshot.context.password,
    busy: snapshot.matches("submitting") || snapshot.matches("signedIn"),
    failure: failureOf(snapshot, "credentials"),
  };
}

export interface CodeView {
  /** A challenge is pending: the code page has something to verify. */
  readonly pending: boolean;
  readonly code: string;
  readonly busy: boolean;
  readonly expiresAt: string | null;
  readonly failure: SignInFailure | null;
}

export function selectCodeView(snapshot: SignInSnapshot): CodeView {
  const busy = snapshot.matches("verifying") || snapshot.matches("signedIn");
  return {
    pending: busy || snapshot.matches("codeEntry"),
    code: snapshot.context.code,
    busy,
    expiresAt: snapshot.context.challengeExpiresAt,
    failure: failureOf(snapshot, "code"),
  };
}

export type ResetRequestStatus = "editing" | "requesting" | "sent" | "failed" | "elsewhere";

export interface ResetRequestView {
  readonly status: ResetRequestStatus;
  readonly username: string;
  readonly failure: SignInFailure | null;
}

export function selectResetRequestView(snapshot: SignInSnapshot): ResetRequestView {
  const status: ResetRequestStatus = snapshot.matches({ passwordReset: "requesting" })
    ? "requesting"
    : snapshot.matches({ passwordReset: "sent" })
      ? "sent"
      : snapshot.matches({ passwordReset: "failed" })
        ? "failed"
        : snapshot.matches("passwordReset")
          ? "editing"
          : "elsewhere";
  return {
    status,
    username: snapshot.context.username,
    failure: failureOf(snapshot, "passwordReset"),
  };
}
