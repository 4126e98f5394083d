import { teamPlacementRefusal } from "@canvass/sdk/permissions";
import { Button, Dialog, Dropdown, FormField } from "@canvass/ui";
import { useState } from "react";
import { usePermissions } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import type { TeamRow } from "../../patterns/data/use-teams-index";
import type { PlayerRow } from "./user-words";

/**
 * Picks the team to move a user to (searchable; their current team is left out, and the teams
 * the operator may not put users in: the SDK's `teamPlacementRefusal`).
 */
export function MoveUserDialog({
  user,
  teams,
  onMove,
  onClose,
}: {
  readonly user: PlayerRow | undefined;
  readonly teams: readonly TeamRow[];
  readonly onMove: (user: PlayerRow, team: TeamRow) => Promise<boolean>;
  readonly onClose: () => void;
}) {
  const t = useT();
  const permissions = usePermissions();
  const editor = { role: permissions?.role ?? "rep", team: undefined };
  const [teamId, setTeamId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = teams.find((team) => team.id === teamId);
  const options = teams
    .filter((team) => team.id !== user?.team && teamPlacementRefusal(editor, team) === undefined)
    .map((team) => ({ value: team.id, display: team.title }));
  return (
    <Dialog
      open={user !== undefined}
      onOpenChange={(open) => {
        if (!open) {
          setTeamId(null);
          onClose();
        }
      }}
      title={t("users.moveTitle", { name: user?.full_name ?? "" })}
      description={t("users.moveBody")}
      closeLabel={t("form.cancel")}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (user === undefined || target === undefined) return;
          setBusy(true);
          void onMove(user, target).then((moved) => {
            setBusy(false);
            if (moved) {
              setTeamId(null);
              onClose();
            }
          });
        }}
      >
        <FormField label={t("users.field.team")} required>
          {(control) => (
            <Dropdown
              {...control}
              options={options}
              value={teamId}
              onValueChange={(value) => {
                setTeamId(String(value));
              }}
              searchable
              placeholder={t("users.pickTeam")}
              fullWidth
            />
          )}
        </FormField>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" loading={busy} disabled={target === undefined}>
            {t("users.move")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
