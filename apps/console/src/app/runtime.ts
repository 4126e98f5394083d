/**
 * What boot makes once and everything else shares: the host configuration and client settings,
 * the SDK services, and the long-lived actors (session, language, notifications). Screens read it
 * through `useRuntime()`; loaders get it when the routes are built.
 */
import type { ActorRefFrom } from "xstate";
import type { notificationsMachine } from "@canvass/machines";
import type { PermissionContext } from "@canvass/sdk/permissions";
import type { ClientSettings } from "../boot/client-settings";
import type { HostConfig } from "../boot/host-config";
import type { LanguageRuntime } from "../i18n/language-runtime";
import type { Services } from "../services/services";
import { permissionContextOf } from "../session/permissions";
import type { SessionActor } from "../session/session-actor";

export type NotificationsActor = ActorRefFrom<typeof notificationsMachine>;

export interface Runtime {
  readonly config: HostConfig;
  readonly settings: ClientSettings;
  readonly services: Services;
  readonly session: SessionActor;
  readonly language: LanguageRuntime;
  readonly notifications: NotificationsActor;
}

/** The operator's permission context now, or `null` when nobody is signed in. */
export function currentPermissions(runtime: Runtime): PermissionContext | null {
  return permissionContextOf(runtime.session.getSnapshot(), runtime.settings.features);
}
