import type { LookupTab } from "@canvass/sdk/accounts";
import type { FieldCatalogue } from "@canvass/sdk/fields";
import type { AccountRecord } from "@canvass/machines";
import { useT } from "../../../i18n/use-t";
import { HistoryCard } from "../../../patterns";
import { AssetsTab } from "./AssetsTab";
import { CommunicationsTab } from "./CommunicationsTab";
import { DetailsTab } from "./DetailsTab";
import { LocationTab } from "./LocationTab";
import { PaymentTab } from "./PaymentTab";
import { QaScoreCard } from "./QaScoreCard";
import { RecordingTab } from "./RecordingTab";

/** The panel of one lookup tab. */
export function LookupTabPanel({
  tab,
  account,
  saves,
  catalogue,
}: {
  readonly tab: LookupTab;
  readonly account: AccountRecord;
  /** Changes after each save, so the history reloads. */
  readonly saves: number;
  /** The host's field catalogue (its payment fields), once its settings are read. */
  readonly catalogue?: FieldCatalogue | undefined;
}) {
  const t = useT();
  switch (tab) {
    case "details":
      return <DetailsTab account={account} catalogue={catalogue} />;
    case "payment":
      return <PaymentTab account={account} catalogue={catalogue} />;
    case "location":
      return <LocationTab account={account} />;
    case "assets":
      return <AssetsTab id={account.ID} />;
    case "recording":
      return (
        <div className="flex flex-col gap-4">
          <QaScoreCard id={account.ID} />
          <RecordingTab id={account.ID} />
        </div>
      );
    case "history":
      return (
        <HistoryCard
          title={t("lookup.historyOf", { id: account.ID })}
          filter={{ Target: account.ID }}
          version={`${String(account.Updated ?? "")}:${String(saves)}`}
        />
      );
    case "communications":
      return <CommunicationsTab id={account.ID} />;
  }
}
