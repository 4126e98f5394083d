import { selectIsSignedIn } from "@canvass/machines";
import { Outlet, useNavigation } from "react-router-dom";
import { useSessionSelector } from "../app/runtime-context";
import { useT } from "../i18n/use-t";
import { AppShell } from "./AppShell";
import { Notifications } from "./Notifications";
import { usePageTitleAndView } from "./page-view";

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
        <AppShell>
          <Outlet />
        </AppShell>
      ) : (
        <main id="main" className="min-h-full">
          <Outlet />
        </main>
      )}
      <Notifications />
    </>
  );
}
