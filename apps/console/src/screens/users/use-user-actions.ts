/**
 * The actions on a user from the list and the profile: activate or deactivate (confirmed), move
 * to another team, delete (confirmed). Each asks the server, says what happened in a toast
 * (with the reason when it refuses, in the reader's words chosen by the problem's code) and lets
 * the page reload.
 */
import { useCallback } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { saveFailureOf } from "../../patterns";
import { useConfirm, useNotify } from "../../shell/use-notify";
import type { PlayerRow } from "./user-words";

export interface UserActions {
  readonly setActive: (user: PlayerRow, active: boolean) => void;
  readonly move: (user: PlayerRow, team: { id: string; title: string }) => Promise<boolean>;
  readonly remove: (user: PlayerRow) => void;
}

export function useUserActions(onDone: () => void): UserActions {
  const t = useT();
  const notify = useNotify();
  const confirm = useConfirm();
  const { client } = useRuntime().services;

  const refused = useCallback(
    (title: string, error: Parameters<typeof saveFailureOf>[0]) => {
      const failure = saveFailureOf(error, [], t);
      notify({
        title,
        description: failure.message ?? t("form.failed"),
        severity: "error",
      });
    },
    [notify, t],
  );

  const setActive = useCallback(
    (user: PlayerRow, active: boolean) => {
      const name = user.full_name;
      confirm({
        title: active ? t("users.activateTitle", { name }) : t("users.deactivateTitle", { name }),
        description: active ? t("users.activateBody") : t("users.deactivateBody"),
        severity: active ? "info" : "warning",
        continueText: active ? t("users.activate") : t("users.deactivate"),
        cancelText: t("form.cancel"),
        onContinue: async () => {
          const result = await client.call("updatePlayer", {
            params: { path: { id: user.id } },
            body: { status: active ? 1 : 0 },
          });
          if (result.ok) {
            notify({
              title: active ? t("users.activated", { name }) : t("users.deactivated", { name }),
              severity: "success",
            });
            onDone();
          } else {
            refused(t("users.actionFailed", { name }), result.error);
          }
        },
      });
    },
    [client, confirm, notify, onDone, refused, t],
  );

  const move = useCallback(
    async (user: PlayerRow, team: { id: string; title: string }) => {
      const name = user.full_name;
      const result = await client.call("updatePlayer", {
        params: { path: { id: user.id } },
        body: { team: team.id },
      });
      if (result.ok) {
        notify({ title: t("users.moved", { name, team: team.title }), severity: "success" });
        onDone();
        return true;
      }
      refused(t("users.actionFailed", { name }), result.error);
      return false;
    },
    [client, notify, onDone, refused, t],
  );

  const remove = useCallback(
    (user: PlayerRow) => {
      const name = user.full_name;
      confirm({
        title: t("users.deleteTitle", { name }),
        description: t("users.deleteBody"),
        severity: "error",
        continueText: t("users.delete"),
        cancelText: t("form.cancel"),
        onContinue: async () => {
          const result = await client.call("deletePlayer", { params: { path: { id: user.id } } });
          if (result.ok) {
            notify({ title: t("users.deleted", { name }), severity: "success" });
            onDone();
          } else {
            refused(t("users.actionFailed", { name }), result.error);
          }
        },
      });
    },
    [client, confirm, notify, onDone, refused, t],
  );

  return { setActive, move, remove };
}
