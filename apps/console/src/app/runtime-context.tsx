import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useSelector } from "@xstate/react";
import type { SessionSnapshot } from "@canvass/machines";
import type { PermissionContext } from "@canvass/sdk/permissions";
import { permissionContextOf } from "../session/permissions";
import type { Runtime } from "./runtime";

const RuntimeContext = createContext<Runtime | null>(null);

export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** The boot-time runtime: configuration, settings, SDK services and the long-lived actors. */
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (runtime === null) throw new Error("useRuntime needs a <RuntimeProvider>");
  return runtime;
}

/** A value selected from the session's snapshot; re-renders when it changes. */
export function useSessionSelector<T>(select: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useRuntime().session, select);
}

/** The operator's permission context, `null` while nobody is signed in. */
export function usePermissions(): PermissionContext | null {
  const { settings } = useRuntime();
  const snapshot = useSessionSelector((s) => s);
  // A new context only when the session changes (the snapshot is immutable).
  return useMemo(() => permissionContextOf(snapshot, settings.features), [snapshot, settings]);
}
