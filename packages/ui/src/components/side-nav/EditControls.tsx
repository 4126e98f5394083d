import { ArrowUpDown } from "lucide-react";
import { Button } from "../button/Button";
import type { SideNavLabels } from "./side-nav.labels";

export interface EditButtonProps {
  readonly labels: SideNavLabels;
  readonly onEditStart: (() => void) | undefined;
}

/** Enters edit mode (shown while the menu is open). */
export function EditButton({ labels, onEditStart }: EditButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      fullWidth
      icon={<ArrowUpDown size={14} />}
      className="justify-start text-fg-muted"
      onClick={onEditStart}
      data-slot="side-nav-edit"
    >
      {labels.edit}
    </Button>
  );
}

export interface EditToolbarProps {
  readonly labels: SideNavLabels;
  /** A save is under way: save shows a spinner, the others wait. */
  readonly saving: boolean;
  /** The last save failed. */
  readonly failed: boolean;
  readonly onEditSave: (() => void) | undefined;
  readonly onEditReset: (() => void) | undefined;
  readonly onEditCancel: (() => void) | undefined;
}

/** Save, reset and cancel for edit mode, with the save error when there is one. */
export function EditToolbar({
  labels,
  saving,
  failed,
  onEditSave,
  onEditReset,
  onEditCancel,
}: EditToolbarProps) {
  return (
    <div className="flex flex-col gap-2" data-slot="side-nav-edit-toolbar">
      {failed ? (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-xs text-danger-text">
          {labels.saveFailed}
        </p>
      ) : null}
      <div className="flex items-center gap-2">
        <Button
          size="sm"
          loading={saving}
          onClick={onEditSave}
          className="flex-1"
          data-slot="side-nav-save"
        >
          {labels.save}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={saving}
          onClick={onEditReset}
          data-slot="side-nav-reset"
        >
          {labels.reset}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={saving}
          onClick={onEditCancel}
          data-slot="side-nav-cancel"
        >
          {labels.cancel}
        </Button>
      </div>
    </div>
  );
}
