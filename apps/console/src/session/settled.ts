/**
 * Waiting for the session to know who is signed in: loaders and the home page wait for it
 * before deciding, so a reload of a gated address does not bounce to `/` while the profile loads.
 */
import type { SessionSnapshot } from "@canvass/machines";
import { waitFor } from "xstate";
import type { SessionActor } from "./session-actor";

/** The states in which the session has decided (signed in, or not). */
export function isSettled(snapshot: SessionSnapshot): boolean {
  return (
    snapshot.matches("signedIn") ||
    snapshot.matches("signedOut") ||
    snapshot.matches("loggingOut") ||
    snapshot.matches("reloading")
  );
}

export function settledSession(actor: SessionActor): Promise<SessionSnapshot> {
  return waitFor(actor, isSettled, { timeout: Infinity });
}
