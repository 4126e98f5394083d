/**
 * The bulk-actions bar of /subs, shown while rows are ticked: "select all N matching" once the
 * whole page is ticked and more rows match; open in lookup (ticked ids); and — each by its
 * permission — reassign, resend and delete on the selection (`SubmissionActions`: the ticked ids,
 * or the filter expanded into ids when the action starts, decision 0023). A caller may take
 * these over instead (`onBulkAction`).
 */
import { formatNumber } from "@canvass/sdk/money";
import { Button } from "@canvass/ui";
import { ExternalLink, Send, Trash2, UserRoundPen } from "lucide-react";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import { SubmissionActions } from "../submission-actions/SubmissionActions";
import { batchTargetOf, type SubsBulkAction, type SubsSelection } from "./subs-selection";

/** The lookup opens this many submissions at most (one tab each). */
export const LOOKUP_MAX_IDS = 50;

export interface SubsBulkActionsProps {
  readonly ids: readonly string[];
  readonly pageRowCount: number;
  readonly pageAllTicked: boolean;
  readonly count: number | undefined;
  readonly approximate: boolean;
  readonly allMatching: boolean;
  readonly onSelectAllMatching: () => void;
  readonly mayLookUp: boolean;
  readonly mayReassign: boolean;
  readonly mayResend: boolean;
  readonly mayDelete: boolean;
  readonly onOpenInLookup: (ids: readonly string[]) => void;
  /** Performs reassign, resend or delete on the selection instead of the console's own actions. */
  readonly onBulkAction?: (action: SubsBulkAction) => void;
  /** The selection the console's actions act on (ticked ids, or the filter). */
  readonly selection?: SubsSelection;
  /** A row of the view (its resend tasks are offered for a filter). */
  readonly sampleId?: string;
  /** After an action changed submissions (reload the list). */
  readonly onChanged?: () => void;
}

export function SubsBulkActions(props: SubsBulkActionsProps) {
  const t = useT();
  const locale = useLocale();
  const { count, ids, allMatching } = props;
  const more = count !== undefined && count > props.pageRowCount;
  const tooManyForLookup = allMatching || ids.length > LOOKUP_MAX_IDS;
  const act = props.onBulkAction;
  return (
    <>
      {props.pageAllTicked && more && !allMatching ? (
        <Button variant="link" size="sm" onClick={props.onSelectAllMatching}>
          {t(
            props.approximate ? "subs.selection.selectAllApproximate" : "subs.selection.selectAll",
            {
              count: formatNumber(count, locale),
            },
          )}
        </Button>
      ) : null}
      {props.mayLookUp ? (
        <Button
          variant="secondary"
          size="sm"
          icon={<ExternalLink size={14} />}
          disabled={tooManyForLookup}
          title={
            tooManyForLookup ? t("subs.bulk.lookupTooMany", { max: LOOKUP_MAX_IDS }) : undefined
          }
          onClick={() => {
            props.onOpenInLookup(ids);
          }}
        >
          {t("subs.bulk.lookup")}
        </Button>
      ) : null}
      {act === undefined && props.selection !== undefined ? (
        <SubmissionActions
          compact
          target={batchTargetOf(props.selection, props.sampleId)}
          onDone={() => props.onChanged?.()}
          onDeleted={() => props.onChanged?.()}
        />
      ) : null}
      {act !== undefined && props.mayReassign ? (
        <Button
          variant="secondary"
          size="sm"
          icon={<UserRoundPen size={14} />}
          onClick={() => {
            act("reassign");
          }}
        >
          {t("subs.bulk.reassign")}
        </Button>
      ) : null}
      {act !== undefined && props.mayResend ? (
        <Button
          variant="secondary"
          size="sm"
          icon={<Send size={14} />}
          onClick={() => {
            act("resend");
          }}
        >
          {t("subs.bulk.resend")}
        </Button>
      ) : null}
      {act !== undefined && props.mayDelete ? (
        <Button
          variant="danger"
          size="sm"
          icon={<Trash2 size={14} />}
          onClick={() => {
            act("delete");
          }}
        >
          {t("subs.bulk.delete")}
        </Button>
      ) : null}
    </>
  );
}
