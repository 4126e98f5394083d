/**
 * Deleting a team from its profile: confirmed first, then `DELETE /teams/{id}/`. Deleted, the
 * page goes to the team list with a toast; refused, a toast says why in the operator's language,
 * chosen by the problem's codes (the SDK's `TEAM_DELETE_BLOCKERS`: sub-teams, users,
 * submissions), never the server's English text.
 */
import { isHttpError, type ClientError } from "@canvass/sdk/client";
import { isTeamDeleteBlocker, type TeamDeleteBlocker } from "@canvass/sdk/teams";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import type { Translate } from "../../i18n/use-t";
import { useT } from "../../i18n/use-t";
import { useConfirm, useNotify } from "../../shell/use-notify";

const BLOCKER_KEYS: Readonly<Record<TeamDeleteBlocker, string>> = {
  "sub-teams": "teams.deleteHasSubTeams",
  users: "teams.deleteHasUsers",
  submissions: "teams.deleteHasSubmissions",
};

/** Why the server refused, in the operator's words: each blocker it names, or a general reason. */
export function deleteRefusalText(t: Translate, error: ClientError): string {
  if (!isHttpError(error)) return t("form.failed");
  const blockers = (error.problem?.errors ?? [])
    .map((entry) => entry.code)
    .filter(isTeamDeleteBlocker);
  if (blockers.length > 0) return blockers.map((blocker) => t(BLOCKER_KEYS[blocker])).join(" ");
  if (error.status === 403) return t("teams.deleteForbidden");
  if (error.status === 404) return t("teams.deleteGone");
  return t("form.failed");
}

export function useDeleteTeam(): (team: { readonly id: string; readonly title: string }) => void {
  const t = useT();
  const notify = useNotify();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { client } = useRuntime().services;
  return useCallback(
    (team) => {
      const title = team.title;
      confirm({
        title: t("teams.deleteTitle", { title }),
        description: t("teams.deleteBody"),
        severity: "error",
        continueText: t("teams.delete"),
        cancelText: t("form.cancel"),
        onContinue: async () => {
          const result = await client.call("deleteTeam", { params: { path: { id: team.id } } });
          if (result.ok) {
            notify({ title: t("teams.deleted", { title }), severity: "success" });
            void navigate("/teams");
          } else {
            notify({
              title: t("teams.deleteFailed", { title }),
              description: deleteRefusalText(t, result.error),
              severity: "error",
            });
          }
        },
      });
    },
    [client, confirm, navigate, notify, t],
  );
}
