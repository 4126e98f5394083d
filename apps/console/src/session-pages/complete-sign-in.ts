/**
 * The last step of a sign-in, shared by both ways in (password alone, or password and code):
 * keep the token where the session reads it, then tell the session, which checks it and loads
 * the profile. The home page then waits for the session and forwards to the role's home.
 */
import type { SessionSnapshot } from "@canvass/machines";
import { waitFor } from "xstate";
import type { Runtime } from "../app/runtime";

/** The session has decided: a new sign-in is only taken in `signedOut`. */
const decided = (snapshot: SessionSnapshot) =>
  snapshot.matches("signedOut") || snapshot.matches("signedIn");

/** Stores the token and starts the session on it; `false` when the token cannot be stored. */
export async function completeSignIn(
  runtime: Pick<Runtime, "services" | "session">,
  token: string,
): Promise<boolean> {
  if (runtime.services.tokens.write(token) === null) return false;
  // The session may still be reading a stored token at start: wait until it has decided.
  const snapshot = await waitFor(runtime.session, decided, { timeout: Infinity });
  if (snapshot.matches("signedOut")) runtime.session.send({ type: "session.signedIn", token });
  return true;
}
