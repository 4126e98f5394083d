/**
 * Moving a team under a new parent, from a drop or the picker: a confirmation naming both teams,
 * then `updateTeam` with `{ parent }`. Success: a toast, the team recorded as last edited, and a
 * fresh load of the tree. Refusal (a cycle, a parent out of scope: 422 on `/parent`): a toast with
 * the server's words, and the tree stays as it was.
 */
import { isNetworkError, isTimeoutError, type CanvassClient } from "@canvass/sdk/client";
import { useCallback } from "react";
import type { Translate } from "../../i18n/use-t";
import { recordLastEdited } from "../../shell/side-nav/last-edited";
import { useConfirm, useNotify } from "../../shell/use-notify";
import { moveFailureMessage } from "./move-failure";

export interface MoveTeamDeps {
  readonly client: CanvassClient;
  readonly t: Translate;
  /** A team's title by id. */
  readonly titleOf: (id: string) => string;
  /** Loads the tree again after a move (a full answer). */
  readonly reload: (fresh: boolean) => void;
  /** After a move was saved: the tree shows the team in its new place. */
  readonly onMoved: (teamId: string) => void;
}

/** `requestMove(teamId, newParentId)`: asks for confirmation, then saves. */
export function useMoveTeam({
  client,
  t,
  titleOf,
  reload,
  onMoved,
}: MoveTeamDeps): (teamId: string, parentId: string) => void {
  const confirm = useConfirm();
  const notify = useNotify();

  const save = useCallback(
    async (teamId: string, parentId: string) => {
      const names = { team: titleOf(teamId), parent: titleOf(parentId) };
      const result = await client.call("updateTeam", {
        params: { path: { id: teamId } },
        body: { parent: parentId },
      });
      if (result.ok) {
        recordLastEdited("team", { id: result.data.id, label: result.data.title });
        notify({
          severity: "success",
          title: t("tree.moved.title"),
          description: t("tree.moved.body", names),
        });
        onMoved(teamId);
        reload(true);
        return;
      }
      const { error } = result;
      const unreachable = isNetworkError(error) || isTimeoutError(error);
      notify({
        severity: "error",
        title: t("tree.moveFailed.title", names),
        description:
          moveFailureMessage(error, t) ??
          (unreachable ? t("tree.moveFailed.unreachable") : t("tree.moveFailed.body")),
      });
    },
    [client, t, titleOf, reload, onMoved, notify],
  );

  return useCallback(
    (teamId: string, parentId: string) => {
      const names = { team: titleOf(teamId), parent: titleOf(parentId) };
      confirm({
        title: t("tree.confirm.title"),
        description: t("tree.confirm.body", names),
        severity: "warning",
        continueText: t("tree.confirm.continue"),
        cancelText: t("tree.confirm.cancel"),
        onContinue: () => save(teamId, parentId),
      });
    },
    [confirm, save, t, titleOf],
  );
}
