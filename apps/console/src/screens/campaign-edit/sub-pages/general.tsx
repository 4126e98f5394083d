/**
 * general: the campaign record's title, type, attempts, timeout, submit mode and screenshots;
 * its client (decision 0032: one of the clients the operator may list; saving assigns the
 * campaign to it and unassigns it from any other) and its picture (`campaign.png`, sent at once
 * like a user's picture).
 */
import { CAMPAIGN_TYPES } from "@canvass/sdk/campaigns";
import {
  campaignGeneralProblems,
  type CampaignGeneralValues,
} from "@canvass/sdk/campaign-settings";
import type { EditorValues } from "@canvass/machines";
import { useT } from "../../../i18n/use-t";
import { PictureCard } from "../../../patterns";
import { CheckboxInput, SelectInput, TextInput } from "../fields";
import { clientOptionsOf, loadClients, saveClient } from "../general/campaign-client";
import {
  campaignRecordPage,
  numberOf,
  textOf,
  type SubPageFieldsProps,
  type SubPageSpec,
} from "../sub-page-spec";

function toUpdate(values: EditorValues): CampaignGeneralValues {
  return {
    title: textOf(values.title).trim(),
    type: textOf(values.type) as CampaignGeneralValues["type"],
    attempts: numberOf(values.attempts),
    timeout: numberOf(values.timeout),
    submitMode: textOf(values.submitMode).trim(),
    blockScreenshot: values.blockScreenshot === true,
  };
}

function GeneralFields({ values, problems, change }: SubPageFieldsProps) {
  const t = useT();
  const clients = clientOptionsOf(values);
  return (
    <>
      {typeof values.id === "string" ? (
        <PictureCard
          owner="campaign"
          id={values.id}
          name={textOf(values.title)}
          title={t("campaignEdit.general.picture")}
          hint={t("campaignEdit.general.pictureHint")}
        />
      ) : null}
      <TextInput
        name="title"
        label={t("campaignEdit.general.title")}
        value={values.title}
        error={problems.title}
        onChange={(v) => {
          change("title", v);
        }}
      />
      <SelectInput
        name="type"
        label={t("campaignEdit.general.type")}
        value={values.type}
        error={problems.type}
        options={CAMPAIGN_TYPES.map((type) => ({
          value: type,
          label: t(`campaignEdit.type.${type}`),
        }))}
        onChange={(v) => {
          change("type", v);
        }}
      />
      <TextInput
        name="attempts"
        numeric
        label={t("campaignEdit.general.attempts")}
        value={values.attempts}
        error={problems.attempts}
        onChange={(v) => {
          change("attempts", v);
        }}
      />
      <TextInput
        name="timeout"
        numeric
        label={t("campaignEdit.general.timeout")}
        value={values.timeout}
        error={problems.timeout}
        onChange={(v) => {
          change("timeout", v);
        }}
      />
      <TextInput
        name="submitMode"
        label={t("campaignEdit.general.submitMode")}
        value={values.submitMode}
        error={problems.submitMode}
        onChange={(v) => {
          change("submitMode", v);
        }}
      />
      <CheckboxInput
        name="blockScreenshot"
        label={t("campaignEdit.general.blockScreenshot")}
        checked={values.blockScreenshot === true}
        error={problems.blockScreenshot}
        onChange={(v) => {
          change("blockScreenshot", v);
        }}
      />
      {clients === undefined ? null : (
        <SelectInput
          name="client"
          label={t("campaignEdit.general.client")}
          value={values.client}
          error={problems.client}
          options={[
            { value: "", label: t("campaignEdit.general.noClient") },
            ...clients.map((client) => ({ value: client.id, label: client.name })),
          ]}
          onChange={(v) => {
            change("client", v);
          }}
        />
      )}
    </>
  );
}

const recordPage: SubPageSpec = campaignRecordPage({
  valuesOf: (campaign) => ({
    id: campaign.id,
    title: campaign.title,
    type: campaign.type,
    attempts: String(campaign.attempts),
    timeout: String(campaign.timeout),
    submitMode: campaign.submitMode,
    blockScreenshot: campaign.blockScreenshot,
  }),
  toUpdate,
  problems: campaignGeneralProblems,
  Fields: GeneralFields,
});

export const generalPage: SubPageSpec = {
  ...recordPage,
  async load(context, signal) {
    const [record, clients] = await Promise.all([
      recordPage.load(context, signal),
      loadClients(context, signal),
    ]);
    return { ...record, ...clients };
  },
  async save(context, values) {
    const saved = await recordPage.save(context, values);
    if (!saved.ok) return saved;
    return saveClient(context, values);
  },
};
