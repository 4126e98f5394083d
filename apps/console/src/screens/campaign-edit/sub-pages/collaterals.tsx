/**
 * collaterals: the splash screen and contact card images (decision 0032). Like a user's picture,
 * each image is sent as soon as it is chosen (nothing waits for Save; the page has no other
 * value), so the editor's Save and Discard stay idle here.
 */
import { useT } from "../../../i18n/use-t";
import { COLLATERALS } from "../collaterals/collateral-file";
import { CollateralCard } from "../collaterals/CollateralCard";
import type { SubPageFieldsProps, SubPageSpec } from "../sub-page-spec";

function CollateralFields({ values, readOnly }: SubPageFieldsProps) {
  const t = useT();
  const id = typeof values.id === "string" ? values.id : "";
  return (
    <>
      <p className="text-sm text-fg-muted">{t("campaignEdit.collaterals.intro")}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {COLLATERALS.map((collateral) => (
          <CollateralCard key={collateral} collateral={collateral} id={id} readOnly={readOnly} />
        ))}
      </div>
    </>
  );
}

export const collateralsPage: SubPageSpec = {
  // The campaign's id is the only value: each card reads and writes its own image.
  load: ({ id }) => Promise.resolve({ id }),
  check: () => [],
  save: () => Promise.resolve({ ok: true, data: undefined }),
  fieldOf: () => undefined,
  Fields: CollateralFields,
};
