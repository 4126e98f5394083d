/**
 * Everything after the boot screen's first paint: boot (host configuration, services, client
 * settings, actors), the router and the providers. `main.tsx` paints the boot screen from the
 * initial bundle and loads this module at once, so the router, the state machines, the SDK
 * client and react-intl download while the boot screen is already drawn (decision 0063).
 */
import { StrictMode } from "react";
import type { Root } from "react-dom/client";
import { RouterProvider, createBrowserRouter } from "react-router-dom";
import { BootScreen } from "../boot/BootScreen";
import { boot } from "../boot/boot";
import type { FetchJson } from "../boot/host-config-file";
import { I18nProvider } from "../i18n/I18nProvider";
import { storedLocale } from "../i18n/stored-locale";
import { buildRoutes } from "../routing/build-routes";
import { preloadLanding } from "../routing/landing-code";
import { createTokenStore } from "../services/token-store";
import { setNavigator } from "../services/navigation";
import { RuntimeProvider } from "./runtime-context";

/**
 * `readHostConfig` reads the host configuration's files; `main.tsx` passes the one whose read of
 * this host's file it already sent (decision 0080).
 */
export async function startConsole(root: Root, readHostConfig?: FetchJson): Promise<void> {
  // The landing page's code loads while boot's requests run (decision 0070).
  preloadLanding(globalThis.location.pathname, createTokenStore().read() !== null);
  const runtime = await boot(globalThis.location.hostname, readHostConfig);
  const router = createBrowserRouter(buildRoutes(runtime));
  setNavigator((path, options) => void router.navigate(path, options));

  root.render(
    <StrictMode>
      <RuntimeProvider runtime={runtime}>
        <I18nProvider fallback={<BootScreen locale={storedLocale()} />}>
          <RouterProvider router={router} />
        </I18nProvider>
      </RuntimeProvider>
    </StrictMode>,
  );
}
