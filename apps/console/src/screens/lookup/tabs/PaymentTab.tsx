import { isHiddenField, isPaymentField, type FieldCatalogue } from "@canvass/sdk/fields";
import type { AccountRecord } from "@canvass/machines";
import { Card, EmptyState, FactList } from "@canvass/ui";
import { useIntl } from "react-intl";
import { useT } from "../../../i18n/use-t";
import { fieldLabel, fieldText } from "../field-text";

/** The payment fields (Card*, Bank*, IBAN, SWIFT, TransactionID, status, errors, attempts), masked. */
export function PaymentTab({
  account,
  catalogue,
}: {
  readonly account: AccountRecord;
  /** The host's catalogue: the payment fields its settings add or remove. */
  readonly catalogue?: FieldCatalogue | undefined;
}) {
  const t = useT();
  const intl = useIntl();
  const fields = Object.keys(account).filter(
    (field) => !isHiddenField(field) && isPaymentField(field, catalogue),
  );
  if (fields.length === 0) return <EmptyState title={t("lookup.paymentEmpty")} />;
  return (
    <Card title={t("lookup.tab.payment")} headingLevel={3}>
      <FactList
        layout="grid"
        emptyText={t("lookup.notSet")}
        facts={fields.map((field) => ({
          id: field,
          label: fieldLabel(field, intl),
          value: fieldText(field, account[field], t, intl),
        }))}
      />
    </Card>
  );
}
