import { Button, Dialog, DialogFooter, SearchBox, type Tree } from "@canvass/ui";
import { useId, useState } from "react";
import { useT } from "../../i18n/use-t";
import { moveChoices } from "./move-choices";

export interface MoveTeamDialogProps {
  readonly tree: Tree;
  /** The team to move; `undefined` keeps the dialog closed. */
  readonly teamId: string | undefined;
  /** The chosen parent: the dialog closes and the caller confirms the move. */
  readonly onPick: (teamId: string, parentId: string) => void;
  readonly onClose: () => void;
}

/**
 * The keyboard (and pointer) way to move a team: a dialog with a search box and the teams it may
 * go under, each a button naming the team and showing where it sits.
 */
export function MoveTeamDialog({ tree, teamId, onPick, onClose }: MoveTeamDialogProps) {
  const t = useT();
  const [term, setTerm] = useState("");
  const listId = useId();
  const team = teamId === undefined ? undefined : tree.byId.get(teamId)?.item;
  const choices = teamId === undefined ? [] : moveChoices(tree, teamId, term);
  const close = () => {
    setTerm("");
    onClose();
  };

  return (
    <Dialog
      open={team !== undefined}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t("tree.picker.title", { team: team?.title ?? "" })}
      description={t("tree.picker.body", { team: team?.title ?? "" })}
      closeLabel={t("tree.picker.close")}
    >
      <div className="mt-4 flex flex-col gap-3">
        <SearchBox
          value={term}
          onValueChange={setTerm}
          aria-controls={listId}
          labels={{
            label: t("tree.picker.search"),
            placeholder: t("tree.picker.searchPlaceholder"),
            clear: t("tree.search.clear"),
          }}
        />
        <ul
          id={listId}
          aria-label={t("tree.picker.list")}
          className="flex max-h-80 flex-col gap-1 overflow-y-auto"
        >
          {choices.map((choice) => (
            <li key={choice.id}>
              <button
                type="button"
                data-slot="move-choice"
                className="flex w-full flex-col items-start rounded-md px-3 py-2 text-left hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => {
                  if (teamId === undefined) return;
                  setTerm("");
                  onPick(teamId, choice.id);
                }}
              >
                <span className="text-sm font-medium text-fg">{choice.title}</span>
                {choice.path.length === 0 ? null : (
                  <span className="text-xs text-fg-muted">{choice.path.join(" › ")}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
        {choices.length === 0 ? (
          <p role="status" className="px-3 py-2 text-sm text-fg-muted">
            {term.trim() === "" ? t("tree.picker.noTargets") : t("tree.picker.noMatches")}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={close}>
          {t("tree.picker.cancel")}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
