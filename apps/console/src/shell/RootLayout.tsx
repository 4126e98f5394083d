import { selectIsSignedIn } from "@canvass/machines";
import { LoadingAnimation } from "@canvass/ui";
import { Suspense, lazy } from "react";
import { Outlet, useNavigation } from "react-router-dom";
import { useSessionSelector } from "../app/runtime-context";
import { useT } from "../i18n/use-t";
import { loadAppShell } from "./app-shell-code";
import { Notifications } from "./Notifications";
import { usePageTitleAndView } from "./page-view";

/** The signed-in frame loads with the first signed-in page: the login page never needs it. */
const AppShell = lazy(() => loadAppShell().then((m) => ({ default: m.AppShell })));

/**
 * The root of every route: the shell (side menu and top bar) only while signed in with a valid
 * token (spec §2), the routed page, the notifications, and a thin progress bar while a lazy
 * screen or a loader is under way.
 */
export function RootLayout() {
  const t = useT();
  const signedIn = useSessionSelector(selectIsSignedIn);
  const navigation = useNavigation();
  usePageTitleAndView();
  return (
    <>
      {navigation.state !== "idle" && (
        <div
          role="progressbar"
          aria-label={t("app.navigating")}
          data-testid="navigation-progress"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-primary"
        />
      )}
      {signedIn ? (
        <Suspense fallback={<LoadingAnimation fill label={t("app.navigating")} />}>
          <AppShell>
            <Outlet />
          </AppShell>
        </Suspense>
      ) : (
        <main id="main" className="min-h-full">
          <Outlet />
        </main>
      )}
      <Notifications />
    </>
  );
}
