import { DEFAULT_LOCALE } from "@canvass/sdk/locale";
import { LanguagePopup } from "@canvass/ui";
import { useCallback, useSyncExternalStore } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { languageOptionsFor } from "./language-options";
import { languagePopupLabels } from "./top-bar-labels";

/**
 * The language-choice popup: the allowed languages, the active one current. Choosing sends
 * `language.choose` to the language actor, which sets `<html lang>`, loads the locale's chunk
 * and saves the choice to the user's preferences.
 */
export function ShellLanguagePopup({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const { language, settings } = useRuntime();
  const subscribe = useCallback((listener: () => void) => language.subscribe(listener), [language]);
  const active = useSyncExternalStore(subscribe, () => language.getActive());
  const current = active?.locale ?? DEFAULT_LOCALE;
  return (
    <LanguagePopup
      open={open}
      onOpenChange={onOpenChange}
      options={languageOptionsFor(settings.allowedLocales, current)}
      current={current}
      onSelect={(locale) => {
        language.actor.send({ type: "language.choose", locale });
      }}
      labels={languagePopupLabels(t)}
    />
  );
}
