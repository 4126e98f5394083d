import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider, createBrowserRouter } from "react-router-dom";
import { RuntimeProvider } from "./app/runtime-context";
import { BootScreen } from "./boot/BootScreen";
import { boot } from "./boot/boot";
import { followColorScheme } from "./boot/color-scheme";
import { I18nProvider } from "./i18n/I18nProvider";
import { storedLocale } from "./i18n/language-runtime";
import { buildRoutes } from "./routing/build-routes";
import { setNavigator } from "./services/navigation";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const root = createRoot(container);
followColorScheme(document.documentElement);
root.render(<BootScreen locale={storedLocale()} />);

const runtime = await boot(globalThis.location.hostname);
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
