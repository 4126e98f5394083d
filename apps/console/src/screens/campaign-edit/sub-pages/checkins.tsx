/** checkins: the campaign record's check-in length, its unit (range) and whether a picture is taken. */
import {
  CHECKIN_RANGES,
  campaignCheckinProblems,
  type CampaignCheckinValues,
} from "@canvass/sdk/campaign-settings";
import type { EditorValues } from "@canvass/machines";
import { useT } from "../../../i18n/use-t";
import { CheckboxInput, SelectInput, TextInput } from "../fields";
import {
  campaignRecordPage,
  numberOf,
  textOf,
  type SubPageFieldsProps,
  type SubPageSpec,
} from "../sub-page-spec";

function toUpdate(values: EditorValues): CampaignCheckinValues {
  return {
    checkinLength: numberOf(values.checkinLength),
    range: textOf(values.range),
    picture: values.picture === true,
  };
}

function CheckinFields({ values, problems, change }: SubPageFieldsProps) {
  const t = useT();
  const range = textOf(values.range);
  const ranges: readonly string[] = CHECKIN_RANGES;
  const options = (ranges.includes(range) ? ranges : [...ranges, range]).map((value) => ({
    value,
    label: ranges.includes(value) ? t(`campaignEdit.checkins.range.${value}`) : value,
  }));
  return (
    <>
      <TextInput
        name="checkinLength"
        numeric
        label={t("campaignEdit.checkins.length")}
        value={values.checkinLength}
        error={problems.checkinLength}
        onChange={(v) => {
          change("checkinLength", v);
        }}
      />
      <SelectInput
        name="range"
        label={t("campaignEdit.checkins.rangeLabel")}
        value={range}
        error={problems.range}
        options={options}
        onChange={(v) => {
          change("range", v);
        }}
      />
      <CheckboxInput
        name="picture"
        label={t("campaignEdit.checkins.picture")}
        checked={values.picture === true}
        error={problems.picture}
        onChange={(v) => {
          change("picture", v);
        }}
      />
    </>
  );
}

export const checkinsPage: SubPageSpec = campaignRecordPage({
  valuesOf: (campaign) => ({
    checkinLength: String(campaign.checkinLength),
    range: campaign.range,
    picture: campaign.picture,
  }),
  toUpdate,
  problems: campaignCheckinProblems,
  Fields: CheckinFields,
});
