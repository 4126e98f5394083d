import type { SnapshotFrom } from "xstate";
import { resolveHomePath } from "./session.home";
import type { sessionMachine } from "./session.machine";

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Whether the operator is signed in (the navigation bar shows only then). */
export function selectIsSignedIn(snapshot: SessionSnapshot): boolean {
  return snapshot.matches("signedIn");
}

/** The operator's home page once signed in (see `resolveHomePath`), else `null`. */
export function selectHomePath(snapshot: SessionSnapshot): string | null {
  const { user, team, configuration } = snapshot.context;
  if (!snapshot.matches("signedIn") || team === null) return null;
  return resolveHomePath({
    role: team.role,
    userMetadata: user?.metadata,
    teamMetadata: team.metadata,
    configuration,
  });
}
