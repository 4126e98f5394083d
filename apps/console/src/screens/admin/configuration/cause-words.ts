/**
 * The explainer's sentences: each cause the SDK's `explainRoute` finds, in the reader's words.
 */
import type { GateExplanation, HiddenCause } from "@canvass/sdk/permissions";
import { roleName } from "../../../i18n/glossary";
import type { Translate } from "../../../i18n/use-t";

export function causeText(t: Translate, cause: HiddenCause): string {
  switch (cause.kind) {
    case "flag":
      return t("admin.configuration.cause.flag", {
        flag: cause.flag,
        sources: cause.sources
          .map((source) => t(`admin.configuration.source.${source}`))
          .join(", "),
      });
    case "feature":
      return t(
        cause.on ? "admin.configuration.cause.featureOn" : "admin.configuration.cause.featureOff",
        { toggle: cause.toggle },
      );
    case "rootTeam":
      return t("admin.configuration.cause.rootTeam");
    case "role":
      return t("admin.configuration.cause.role", {
        role: roleName(t, cause.role),
        roles: cause.roles.map((role) => roleName(t, role)).join(", "),
      });
  }
}

/** Every sentence of a failing gate; the rule in words when no single change would open it. */
export function gateTexts(t: Translate, gate: GateExplanation): string[] {
  if (gate.holds) return [];
  if (gate.causes.length === 0) return [t("admin.configuration.cause.rule", { rule: gate.rule })];
  return gate.causes.map((cause) => causeText(t, cause));
}
