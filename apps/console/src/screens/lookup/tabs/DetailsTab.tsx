import { detailSections } from "@canvass/sdk/accounts";
import type { FieldCatalogue } from "@canvass/sdk/fields";
import { can } from "@canvass/sdk/permissions";
import type { AccountRecord } from "@canvass/machines";
import { Card, FactList } from "@canvass/ui";
import { useIntl } from "react-intl";
import { usePermissions } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { fieldLabel, fieldText } from "../field-text";

/** Every visible field, grouped: donor, address, payment, meta (no underscore fields). */
export function DetailsTab({
  account,
  catalogue,
}: {
  readonly account: AccountRecord;
  readonly catalogue?: FieldCatalogue | undefined;
}) {
  const t = useT();
  const intl = useIntl();
  const permissions = usePermissions();
  const sections = detailSections(Object.keys(account), {
    showPayment: permissions !== null && can(permissions, "ViewSubPayment"),
    ...(catalogue === undefined ? {} : { catalogue }),
  });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {sections.map((section) => (
        <Card key={section.group} title={t(`lookup.group.${section.group}`)} headingLevel={3}>
          <FactList
            emptyText={t("lookup.notSet")}
            facts={section.fields.map((field) => ({
              id: field,
              label: fieldLabel(field, intl),
              value: fieldText(field, account[field], t, intl),
            }))}
          />
        </Card>
      ))}
    </div>
  );
}
