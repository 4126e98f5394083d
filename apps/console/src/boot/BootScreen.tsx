import { LoadingAnimation } from "@canvass/ui";
import { parseLocale, type Locale } from "@canvass/sdk/locale";

/**
 * The loading screen shown until the host configuration and the first language bundle are ready.
 * The bundles are not loaded yet, so its one sentence is kept here in each language.
 */
const LOADING: Readonly<Record<Locale, string>> = {
  "en-CA": "Loading Canvass…",
  "en-GB": "Loading Canvass…",
  "en-IN": "Loading Canvass…",
  "en-SG": "Loading Canvass…",
  "en-US": "Loading Canvass…",
  "es-ES": "Cargando Canvass…",
  "es-PE": "Cargando Canvass…",
  "fr-CA": "Chargement de Canvass…",
};

export function BootScreen({ locale }: { locale?: string | null }) {
  const label = LOADING[parseLocale(locale ?? "") ?? "en-CA"];
  return (
    <div data-testid="boot-screen" className="h-full">
      <LoadingAnimation fill showLabel label={label} />
    </div>
  );
}
